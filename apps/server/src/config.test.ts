import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sandboxProvidersOf } from './config.js';

describe('loadConfig', () => {
  it('runs embedded with sensible defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite' });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.seedDemoContent).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.ipLookupUrl).toBe('https://ipapi.co/country_code/');
  });

  it('listens on loopback outside production and on every interface in production, unless HOST says', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), ALLOW_SANDBOX_PROVIDERS: 'true' };
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('switches to PostgreSQL with a pool when DATABASE_URL is set, without demo content', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/grove', DATABASE_POOL_MAX: '20' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/grove', poolMax: 20 });
    expect(config.seedDemoContent).toBe(false);
  });

  it('reads booleans, lists and off switches', () => {
    const config = loadConfig({
      SEED_DEMO_CONTENT: 'off',
      CORS_ORIGINS: 'https://app.example.com, https://admin.example.com',
      IP_LOOKUP_URL: 'off',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://grove.example/',
    });
    expect(config.seedDemoContent).toBe(false);
    expect(config.corsOrigins).toEqual(['https://app.example.com', 'https://admin.example.com']);
    expect(config.ipLookupUrl).toBeNull();
    expect(config.trustProxy).toBe(true);
    expect(config.publicUrl).toBe('https://grove.example');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('names every invalid variable in one clear message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', SEED_DEMO_CONTENT: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT');
    expect(message).toContain('"eighty"');
    expect(message).toContain('LOG_LEVEL');
    expect(message).toContain('SEED_DEMO_CONTENT');
    expect(message).toContain('DATABASE_URL');
    // Secrets are named but never echoed.
    expect(message).not.toContain('mysql://x');
  });
});

describe('sandbox providers in production', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
  const realProviders = {
    KYC_PROVIDER: 'authenticate',
    AUTHENTICATE_API_KEY: 'key',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
  };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it('refuses to start with a sandbox provider, the default of each', () => {
    expect(problems(production)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^KYC_PROVIDER: is a sandbox provider/),
        expect.stringMatching(/^PAYMENT_PROVIDER: is a sandbox provider/),
      ]),
    );
    expect(problems({ ...production, ...realProviders, KYC_PROVIDER: 'sandbox' })).toEqual([
      expect.stringMatching(/^KYC_PROVIDER: is a sandbox provider/),
    ]);
    expect(problems({ ...production, ...realProviders, PAYMENT_PROVIDER: 'sandbox' })).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER: is a sandbox provider/),
    ]);
  });

  it('starts with real providers', () => {
    const config = loadConfig({ ...production, ...realProviders });
    expect(config.kyc.provider).toBe('authenticate');
    expect(config.allowSandboxProviders).toBe(false);
  });

  it('allows sandboxes for a staging demo only when asked by name', () => {
    const config = loadConfig({ ...production, ALLOW_SANDBOX_PROVIDERS: 'true' });
    expect(sandboxProvidersOf(config).map((p) => p.variable)).toEqual(['KYC_PROVIDER', 'PAYMENT_PROVIDER']);
    expect(config.allowSandboxProviders).toBe(true);
    expect(sandboxProvidersOf(config).map((p) => p.area)).toContain('kyc');
    expect(problems({ ...production, ALLOW_SANDBOX_PROVIDERS: 'false' })).not.toEqual([]);
  });

  it('covers every provider section, payments included', () => {
    expect(sandboxProvidersOf({ kyc: { provider: 'authenticate' }, payments: { provider: 'sandbox' } })).toEqual([
      { area: 'payments', variable: 'PAYMENT_PROVIDER' },
    ]);
  });

  it('keeps sandboxes as the default outside production', () => {
    expect(loadConfig({}).kyc.provider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).kyc.provider).toBe('sandbox');
  });
});

describe('docs/configuration.md', () => {
  it('documents every variable the server reads', async () => {
    const { CONFIG_VARIABLES } = await import('./config.js');
    const fs = await import('node:fs');
    const doc = fs.readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
    const missing = CONFIG_VARIABLES.filter((name) => !doc.includes(`| \`${name}\``));
    expect(missing).toEqual([]);
  });
});
