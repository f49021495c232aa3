import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResponseCache } from './response-cache.js';

const counter = z.object({ n: z.number() });
const anything = z.unknown();

describe('ResponseCache', () => {
  it('produces once per key until invalidated', async () => {
    const cache = new ResponseCache(60_000);
    let calls = 0;
    const produce = async () => ({ n: ++calls });
    const first = await cache.get('a', counter, produce);
    const second = await cache.get('a', counter, produce);
    expect(second).toBe(first);
    expect(JSON.parse(first.body.toString())).toEqual({ n: 1 });
    cache.invalidate();
    expect(JSON.parse((await cache.get('a', counter, produce)).body.toString())).toEqual({ n: 2 });
  });

  it('expires entries after the time to live', async () => {
    const cache = new ResponseCache(1);
    let calls = 0;
    await cache.get('a', anything, async () => ++calls);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.get('a', anything, async () => ++calls);
    expect(calls).toBe(2);
  });

  it('drops every answer when the platform clock reaches the time one of them changes', async () => {
    let nowMs = Date.parse('2026-03-10T11:00:00Z');
    const cache = new ResponseCache(60 * 60_000, 100, { now: () => new Date(nowMs) });
    const opensAt = new Date('2026-03-10T12:00:00Z');
    let calls = 0;
    const produce = async () => ({ n: ++calls });
    await cache.get('page', counter, produce, () => opensAt);
    await cache.get('other', counter, produce);
    const version = cache.version;

    nowMs = opensAt.getTime() - 1;
    await cache.get('page', counter, produce);
    expect(calls).toBe(2);
    expect(cache.version).toBe(version);

    nowMs = opensAt.getTime();
    expect(cache.version).toBe(version + 1);
    await cache.get('page', counter, produce);
    await cache.get('other', counter, produce);
    expect(calls).toBe(4);
    // The new answers hold no such time: they stay.
    nowMs += 60_000;
    await cache.get('page', counter, produce);
    expect(calls).toBe(4);
  });

  it('does not keep an answer read while a write invalidated the cache', async () => {
    const cache = new ResponseCache(60_000);
    let release!: () => void;
    const slow = cache.get('a', anything, () => new Promise((resolve) => (release = () => resolve('old'))));
    cache.invalidate();
    release();
    expect(JSON.parse((await slow).body.toString())).toBe('old');
    expect(JSON.parse((await cache.get('a', anything, async () => 'new')).body.toString())).toBe('new');
  });

  it('reads once for concurrent misses of a key, and keeps no failure', async () => {
    const cache = new ResponseCache(60_000);
    let calls = 0;
    const slow = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { n: calls };
    };
    const burst = await Promise.all(Array.from({ length: 10 }, () => cache.get('a', counter, slow)));
    expect(calls).toBe(1);
    expect(new Set(burst).size).toBe(1);
    const failing = async (): Promise<{ n: number }> => {
      throw new Error('the database is gone');
    };
    await expect(cache.get('b', counter, failing)).rejects.toThrow('the database is gone');
    expect(JSON.parse((await cache.get('b', counter, async () => ({ n: 7 }))).body.toString())).toEqual({ n: 7 });
  });

  it('gives equal bodies equal ETags', async () => {
    const a = await new ResponseCache(60_000).get('x', anything, async () => ({ v: 1 }));
    const b = await new ResponseCache(60_000).get('y', anything, async () => ({ v: 1 }));
    expect(a.etag).toBe(b.etag);
  });

  it('keeps only what the schema declares, at any depth, and refuses what does not fit it', async () => {
    const schema = z.object({ id: z.string(), items: z.array(z.object({ name: z.string() })) });
    const value = { id: 'a', passwordHash: 'x', items: [{ name: 'n', internalNote: 'y' }] };
    const entry = await new ResponseCache(60_000).get('a', schema, async () => value);
    expect(JSON.parse(entry.body.toString())).toEqual({ id: 'a', items: [{ name: 'n' }] });
    await expect(
      new ResponseCache(60_000).get('b', schema, async () => ({ id: 1 }) as unknown as z.output<typeof schema>),
    ).rejects.toThrow();
  });
});

describe('ResponseCache.send', () => {
  const big = { text: 'grove '.repeat(400) };
  async function appWith(cache: ResponseCache, value: unknown) {
    const app = Fastify();
    app.get('/x', (request, reply) =>
      cache.send(
        request,
        reply,
        cache.get('x', anything, async () => value),
      ),
    );
    await app.ready();
    return app;
  }

  it('prefers brotli, falls back to gzip, honours q=0 and reuses the compressed copy', async () => {
    const app = await appWith(new ResponseCache(60_000), big);
    const plain = await app.inject('/x');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');

    const br = await app.inject({ url: '/x', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const again = await app.inject({ url: '/x', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await app.inject({ url: '/x', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const identity = await app.inject({ url: '/x', headers: { 'accept-encoding': 'deflate' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body.toString());
    await app.close();
  });

  it('sends small answers as they are, and 304 when the client has the ETag', async () => {
    const app = await appWith(new ResponseCache(60_000), { small: true });
    const first = await app.inject({ url: '/x', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.json()).toEqual({ small: true });
    const cached = await app.inject({
      url: '/x',
      headers: { 'accept-encoding': 'br', 'if-none-match': `"other", ${first.headers.etag as string}` },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    await app.close();
  });
});
