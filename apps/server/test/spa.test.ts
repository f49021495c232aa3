import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLanguage, rendersPage } from '../src/plugins/page-renderer.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('serving the web app', () => {
  it('serves index.html for client routes with a fresh nonce and the runtime config', async () => {
    const first = await t.app.inject('/portfolio?tab=saved');
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

describe('server-side rendering of the public pages', () => {
  let seeded: TestApp;
  beforeAll(async () => {
    seeded = await createTestApp({ seed: true });
    // The renderer's thread calls the API back over loopback HTTP.
    await seeded.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => seeded.close());

  const page = (url: string, headers: Record<string, string> = {}) => seeded.app.inject({ url, headers });

  it('renders the page into index.html in the language the browser asks for', async () => {
    const response = await page('/business/saigon-bean-roastery', { 'accept-language': 'fr-FR, vi;q=0.9, en;q=0.8' });
    expect(response.statusCode).toBe(200);
    const { body } = response;
    expect(body).toContain('<html lang="vi"');
    const name = /<h1>([^<]+)<\/h1>/.exec(body)?.[1];
    expect(name).toMatch(/Saigon Bean/);
    expect(body).toContain(`<title>${name} · Grove</title>\n    <title>Grove</title>`);
    expect(body).toContain('<link rel="preload" as="image" href="/picture.jpg">');
    expect(body).toContain('</div><script type="application/json" id="ssr-state">{}</script>');
    expect(body).not.toContain('<!--app-');
    // The page paints before the app's code is fetched: no modulepreloads, the entry script stays.
    expect(body).not.toContain('modulepreload');
    expect(body).toContain('<script type="module" src="/assets/index-abc123.js">');
  });

  it('prefers the language the visitor chose (its cookie) to the browser’s', async () => {
    const response = await page('/business/saigon-bean-roastery', {
      'accept-language': 'vi',
      cookie: 'theme=dark; preferred_language=ru',
    });
    expect(response.body).toContain('<html lang="ru"');
  });

  it('answers 404 with the plain page for a business that does not exist', async () => {
    const response = await page('/business/no-such-business');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('modulepreload');
  });

  it('sends the plain page when rendering fails, and for pages it does not render', async () => {
    for (const url of ['/business/broken', '/profile']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<title>Grove</title>');
      expect(response.body).not.toContain('<!--app-');
    }
  });
});

describe('the renderer’s own API calls', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ seed: true, env: { RATE_LIMIT_PER_MINUTE: '3' } });
    await limited.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => limited.close());

  it('do not count against the visitor’s rate limit', async () => {
    // Each page asks the API once more in-process; were those counted, the second page would fail to render.
    for (let i = 0; i < 3; i += 1) {
      const response = await limited.app.inject('/business/saigon-bean-roastery');
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<h1>[^<]*Saigon Bean/);
    }
    expect((await limited.app.inject('/business/saigon-bean-roastery')).statusCode).toBe(429);
  });
});

describe('the language a page is rendered in', () => {
  const languageOf = (headers: Record<string, string>) => pageLanguage({ headers } as FastifyRequest);

  it('follows spec §4 as far as the server can see it: the stored choice, then the browser’s languages', () => {
    expect(languageOf({})).toBe('en');
    expect(languageOf({ 'accept-language': 'ru-RU,ru;q=0.9' })).toBe('ru');
    expect(languageOf({ 'accept-language': 'de, en;q=0.5, vi;q=0.8' })).toBe('vi');
    expect(languageOf({ 'accept-language': 'vi;q=0, ru;q=0.1' })).toBe('ru');
    expect(languageOf({ 'accept-language': 'de, fr' })).toBe('en');
    expect(languageOf({ 'accept-language': 'ru', cookie: 'preferred_language=vi' })).toBe('vi');
    expect(languageOf({ 'accept-language': 'ru', cookie: 'preferred_language=de' })).toBe('ru');
    expect(languageOf({ 'accept-language': 'vi', cookie: 'preferred_language=%E0%A4%A' })).toBe('vi');
  });

  it('is asked for the public pages only', () => {
    for (const path of ['/', '/businesses', '/Businesses/', '/business/kartli-craft-brewery'])
      expect(rendersPage(path)).toBe(true);
    for (const path of ['/profile', '/business/', '/business/a/payment', '/businesses/x', '/signin'])
      expect(rendersPage(path)).toBe(false);
  });
});
