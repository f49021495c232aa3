import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('serving the web app', () => {
  it('serves index.html for client routes with a fresh nonce and the runtime config', async () => {
    const first = await t.app.inject('/business/saigon-bean-cafe?tab=documents');
    const second = await t.app.inject('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/html/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(first.body)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(String(first.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    expect(second.body).not.toContain(nonce!);
    const config = JSON.parse(
      /<script type="application\/json" id="app-config">([\s\S]*?)<\/script>/.exec(first.body)![1]!,
    );
    expect(config).toEqual({ googleClientId: null, ipLookupUrl: null, devMailbox: true });
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.app.inject('/robots.txt');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never serves the raw template', async () => {
    const response = await t.app.inject('/index.html');
    expect(response.body).not.toContain('__CSP_NONCE__');
  });

  it('answers a missing file with 404 rather than the page', async () => {
    const response = await t.app.inject('/assets/missing-123.js');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answers unknown API paths with JSON even for browsers', async () => {
    const response = await t.app.inject({ url: '/api/v1/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('does not serve the page for other methods', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/profile' });
    expect(response.statusCode).toBe(404);
  });
});
