import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(async () => t.close());

const mailbox = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ url: '/api/v1/dev/mailbox', ...options });

describe('the local mailbox', () => {
  it('answers requests from this machine (what app.inject sends by default)', async () => {
    for (const remoteAddress of [undefined, '127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1']) {
      expect((await mailbox(remoteAddress ? { remoteAddress } : {})).statusCode).toBe(200);
    }
  });

  it('is a 404 to anyone else, even when they claim to be local', async () => {
    const refused = await mailbox({ remoteAddress: '203.0.113.9' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('NOT_FOUND');
    expect(refused.body).not.toContain('messages');
    const spoofed = await mailbox({ remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(spoofed.statusCode).toBe(404);
    expect((await mailbox({ remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
  });

  it('is a 404 to a remote client forwarded by a proxy on this machine', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '198.51.100.7' },
      { 'x-forwarded-for': '127.0.0.1, 198.51.100.7' },
      { 'x-real-ip': '198.51.100.7' },
      { forwarded: 'for="[2001:db8::1]:4711";proto=https' },
    ];
    for (const headers of forwarded) expect((await mailbox({ headers })).statusCode).toBe(404);
    expect((await mailbox({ headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(200);
  });

  it('answers a signed-in operator from anywhere, and no other signed-in user', async () => {
    const investor = await register(t.app, 'mailbox-investor@example.com');
    expect((await mailbox({ remoteAddress: '203.0.113.9', headers: bearer(investor.token) })).statusCode).toBe(404);
    const operator = await register(t.app, 'mailbox-operator@example.com');
    await t.db.db.execute(sql`update users set role = 'admin' where email = 'mailbox-operator@example.com'`);
    const allowed = await mailbox({ remoteAddress: '203.0.113.9', headers: bearer(operator.token) });
    expect(allowed.statusCode).toBe(200);
    expect(Array.isArray(allowed.json().messages)).toBe(true);
  });
});

describe('listening', () => {
  it('listens on loopback by default outside production', () => {
    expect(t.config.host).toBe('127.0.0.1');
  });
});

describe('the Authorization header', () => {
  it('accepts "Bearer <token>" in any case of the scheme word', async () => {
    const { token } = await register(t.app, 'scheme@example.com');
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const me = await t.app.inject({ url: '/api/v1/users/me', headers: { authorization: `${scheme} ${token}` } });
      expect(me.statusCode).toBe(200);
    }
  });

  it('refuses every other shape with a 401', async () => {
    const { token } = await register(t.app, 'shapes@example.com');
    const shapes = [
      `Bearer ${token} x`,
      `Bearer  ${token}`,
      `Bearer ${token} `,
      ` Bearer ${token}`,
      `Bearer\t${token}`,
      `Bearerx ${token}`,
      `Basic ${token}`,
      token,
      'Bearer',
      'Bearer ',
      '',
    ];
    for (const authorization of shapes) {
      const me = await t.app.inject({ url: '/api/v1/users/me', headers: { authorization } });
      expect(me.statusCode, JSON.stringify(authorization)).toBe(401);
    }
  });

  it('answers 401 to a correctly signed token whose subject is not a user id', async () => {
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('not-a-uuid')
      .setIssuer('grove')
      .setAudience('grove-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.auth.jwtSecret!));
    const me = await t.app.inject({ url: '/api/v1/users/me', headers: bearer(forged) });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('UNAUTHORIZED');
  });
});

describe('per-session limits', () => {
  it('count per user, however the Authorization header is spelled', async () => {
    const { token } = await register(t.app, 'per-session@example.com');
    // /kyc/retry allows 20 a minute per signed-in user.
    const schemes = Array.from({ length: 21 }, (_, i) =>
      [...'bearer'].map((char, j) => ((i >> j) & 1 ? char.toUpperCase() : char)).join(''),
    );
    const statuses = [];
    for (const scheme of schemes) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/kyc/retry',
        headers: { authorization: `${scheme} ${token}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
    // Another user's budget is their own.
    const other = await register(t.app, 'per-session-other@example.com');
    const theirs = await t.app.inject({ method: 'POST', url: '/api/v1/kyc/retry', headers: bearer(other.token) });
    expect(theirs.statusCode).not.toBe(429);
  });
});

describe('build files', () => {
  it("does not serve Vite's build manifest", async () => {
    for (const url of ['/.vite/manifest.json', '/assets/../.vite/manifest.json', '/%2Evite/manifest.json']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('isEntry');
    }
  });
});
