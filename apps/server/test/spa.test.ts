import type { DehydratedState } from '@tanstack/react-query';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageLanguage } from '../src/plugins/page-renderer.js';
import { bearer, register } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** What a rendered page was rendered from, as the browser reads it. */
const ssrState = (body: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(body)![1]!) as {
    language: string;
    queries: DehydratedState;
  };
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
/** A page with its response's nonce taken out, to compare two responses. */
const withoutNonce = (body: string) => body.replaceAll(/<meta name="csp-nonce" content="[^"]*"/g, '');

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
    // Outside production the platform's clock can be moved forward (the console's test clock).
    expect(config).toEqual({ googleClientId: null, ipLookupUrl: null, devMailbox: true, demo: true, testClock: true });
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
  // The web app's own renderer, from its source (fixtures/dist-server); its first render also
  // compiles the pages, which takes longer than a visitor would be kept waiting.
  let seeded: TestApp;
  beforeAll(async () => {
    seeded = await createTestApp({ seed: true, env: { PAGE_RENDER_TIMEOUT_MS: '60000' } });
  });
  afterAll(async () => seeded.close());

  const ID = 'saigon-bean-roastery';
  const page = (url: string, headers: Record<string, string> = {}) => seeded.app.inject({ url, headers });
  const renders = (response: { headers: Record<string, unknown> }) =>
    /^render;dur=[\d.]+$/.test(String(response.headers['server-timing'] ?? ''));
  const details = async (language: string) =>
    (await seeded.app.inject(`/api/v1/public/projects/${ID}?lang=${language}`)).json() as {
      name: string;
      media: { url: string }[];
      keyMetrics: { raised: number };
    };

  it('renders the page into index.html in the language the browser asks for, with the query cache it showed', async () => {
    const response = await page(`/business/${ID}`, { 'accept-language': 'fr-FR, vi;q=0.9, en;q=0.8' });
    expect(response.statusCode).toBe(200);
    expect(renders(response)).toBe(true);
    const { body } = response;
    const name = escapeHtml((await details('vi')).name);
    expect(body).toContain('<html lang="vi"');
    expect(body).toContain(`>${name}</h1>`);
    // The page's own title comes first (the document's); the site's stays for pages that set none.
    expect(body).toContain(`<title>${name} · Grove</title>\n    <title>Grove</title>`);
    const { media } = await details('vi');
    expect(body).toContain(`<link rel="preload" as="image" href="${media[0]!.url}"`);
    // TanStack Query's dehydrated cache: the answer the page showed, for the browser to hydrate with.
    const state = ssrState(body);
    expect(state.language).toBe('vi');
    expect(state.queries.queries.map((query) => query.queryKey)).toEqual([['projects', 'details', ID, 'vi']]);
    expect(state.queries.queries[0]!.state.data).toEqual(await details('vi'));
    expect(body).not.toContain('<!--app-');
    // The page paints before the app's code is fetched: no modulepreloads, the entry script stays.
    expect(body).not.toContain('modulepreload');
    expect(body).toContain('<script type="module" src="/assets/index-abc123.js">');
  });

  it('renders the explore and home pages too, each with the answer it shows', async () => {
    const explore = await page('/businesses?tab=closed&utm_source=mail');
    expect(explore.statusCode).toBe(200);
    expect(explore.body).toMatch(/<h1[^>]*>Explore businesses<\/h1>/);
    expect(ssrState(explore.body).queries.queries.map((query) => query.queryKey)).toEqual([
      ['projects', 'explore', 'en', 'tab=closed'],
    ]);
    const home = await page('/', { 'accept-language': 'ru' });
    expect(home.body).toContain('<html lang="ru"');
    expect(ssrState(home.body).queries.queries.map((query) => query.queryKey)).toEqual([
      ['projects', 'featured', 'ru'],
    ]);
  });

  it('renders a shared Explore search with its results, once for every spelling of its address', async () => {
    const first = await page('/businesses?category=food_beverage&q=opening&utm_source=chat');
    expect(first.statusCode).toBe(200);
    expect(renders(first)).toBe(true);
    expect(first.body).toContain('Golden Crust Bakery');
    expect(first.body).not.toContain('Orbita Coworking'); // matches the search, not the category
    const [query] = ssrState(first.body).queries.queries;
    expect(query!.queryKey).toEqual(['projects', 'explore', 'en', 'q=opening&category=food_beverage']);
    expect((query!.state.data as { total: number }).total).toBe(2);
    // The same search spelt another way is the page already made.
    const again = await page('/businesses?q=opening&page=&category=food_beverage');
    expect(renders(again)).toBe(false);
    expect(withoutNonce(again.body)).toBe(withoutNonce(first.body));
  });

  it('prefers the language the visitor chose (its cookie) to the browser’s', async () => {
    const response = await page(`/business/${ID}`, {
      'accept-language': 'vi',
      cookie: 'theme=dark; preferred_language=ru',
    });
    expect(response.body).toContain('<html lang="ru"');
    expect(response.body).toContain(`>${escapeHtml((await details('ru')).name)}</h1>`);
  });

  it('answers 404 with the plain page for a business that does not exist', async () => {
    const response = await page('/business/no-such-business');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('modulepreload');
  });

  it('sends the plain page for pages it does not render', async () => {
    const response = await page('/profile');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Grove</title>');
    expect(response.body).not.toContain('<!--app-');
    expect(renders(response)).toBe(false);
  });

  it('keeps a rendered page until a catalogue write changes what it shows, and renders it again from the new answers', async () => {
    const url = `/business/${ID}`;
    const first = await page(url);
    const again = await page(url);
    expect(renders(again)).toBe(false);
    expect(withoutNonce(again.body)).toBe(withoutNonce(first.body));
    // A write that leaves this business as it was: the page is checked against its answers, not rendered again.
    seeded.container.projects.catalogueChanged();
    expect(renders(await page(url))).toBe(false);

    const raised = (await details('en')).keyMetrics.raised;
    await seeded.db.db.execute(sql`update projects set raised_minor = raised_minor + 100000 where id = ${ID}`);
    // The write is not seen until catalogueChanged(), as in the API's own cache.
    expect(renders(await page(url))).toBe(false);
    seeded.container.projects.catalogueChanged();
    const after = await page(url);
    expect(renders(after)).toBe(true);
    const shown = ssrState(after.body).queries.queries[0]!.state.data as { keyMetrics: { raised: number } };
    expect(shown.keyMetrics.raised).toBe(raised + 1000);
  });

  it('sees another instance’s write once its answers are older than 10 s', async () => {
    const url = `/business/${ID}`;
    const before = ssrState((await page(url)).body).queries.queries[0]!.state.data as {
      keyMetrics: { raised: number };
    };
    // Written elsewhere: this instance hears nothing of it.
    await seeded.db.db.execute(sql`update projects set raised_minor = raised_minor + 100000 where id = ${ID}`);
    expect(renders(await page(url))).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11_000 });
    try {
      const after = await page(url);
      expect(renders(after)).toBe(true);
      const shown = ssrState(after.body).queries.queries[0]!.state.data as { keyMetrics: { raised: number } };
      expect(shown.keyMetrics.raised).toBe(before.keyMetrics.raised + 1000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders a page once for a burst of 50 first visits', async () => {
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => page('/businesses?tab=paying-out', { 'accept-language': 'vi' })),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    expect(burst.filter(renders)).toHaveLength(1);
    expect(new Set(burst.map((response) => withoutNonce(response.body))).size).toBe(1);
  });

  it('gives a signed-in visitor the same page as anyone, with nothing of theirs in it', async () => {
    const email = 'rendered-for-everyone@example.com';
    const { token } = await register(seeded.app, email, { name: 'Thu Trang Nguyen' });
    // The signed-in visitor is the first to ask for this page: it is rendered for them, and kept for everyone.
    const url = '/business/kartli-craft-brewery';
    const signedIn = await page(url, { ...bearer(token), cookie: `auth_token=${token}` });
    expect(renders(signedIn)).toBe(true);
    for (const personal of [email, 'Thu Trang', token]) expect(signedIn.body).not.toContain(personal);
    expect(withoutNonce((await page(url)).body)).toBe(withoutNonce(signedIn.body));
  });

  it('follows a business out of the catalogue and back in: 404, then the page again', async () => {
    const url = '/business/kartli-craft-brewery';
    expect((await page(url)).statusCode).toBe(200);
    await seeded.db.db.execute(sql`update projects set published_at = null where id = 'kartli-craft-brewery'`);
    seeded.container.projects.catalogueChanged();
    expect((await page(url)).statusCode).toBe(404);
    await seeded.db.db.execute(sql`update projects set published_at = now() where id = 'kartli-craft-brewery'`);
    seeded.container.projects.catalogueChanged();
    const back = await page(url);
    expect(back.statusCode).toBe(200);
    expect(renders(back)).toBe(true);
  });

  it('sends the plain page when the data cannot be read, and keeps no failure', async () => {
    const { projects } = seeded.container;
    const read = projects.details;
    projects.details = async () => {
      throw new Error('the database is gone');
    };
    try {
      seeded.container.projects.catalogueChanged();
      const failed = await page(`/business/${ID}`);
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toContain('<div id="root"></div>');
    } finally {
      projects.details = read;
    }
    expect(await page(`/business/${ID}`)).toMatchObject({ statusCode: 200, body: expect.stringMatching(/<h1/) });
  });
});

describe('a render that takes too long', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await createTestApp({ seed: true, env: { PAGE_RENDER_TIMEOUT_MS: '1' } });
  });
  afterAll(async () => slow.close());

  it('sends the plain page meanwhile; the render goes on, and later visitors get it', async () => {
    const first = await slow.app.inject('/businesses');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<div id="root"></div>');
    await vi.waitFor(async () => expect((await slow.app.inject('/businesses')).body).toMatch(/<h1[^>]*>Explore/), {
      timeout: 60_000,
      interval: 200,
    });
  });
});

describe('rendering and the rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      seed: true,
      env: { RATE_LIMIT_PER_MINUTE: '3', PAGE_RENDER_TIMEOUT_MS: '60000' },
    });
  });
  afterAll(async () => limited.close());

  it('counts a rendered page as one request: its data is read in-process, not through the API', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await limited.app.inject('/business/saigon-bean-roastery');
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<h1[^>]*>[^<]*Saigon Bean/);
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
});
