import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.js';

describe('ResponseCache', () => {
  it('produces once per key until invalidated', async () => {
    const cache = new ResponseCache(60_000);
    let calls = 0;
    const produce = async () => ({ n: ++calls });
    const first = await cache.get('a', produce);
    const second = await cache.get('a', produce);
    expect(second).toBe(first);
    expect(JSON.parse(first.body)).toEqual({ n: 1 });
    cache.invalidate();
    expect(JSON.parse((await cache.get('a', produce)).body)).toEqual({ n: 2 });
  });

  it('expires entries after the time to live', async () => {
    const cache = new ResponseCache(1);
    let calls = 0;
    await cache.get('a', async () => ++calls);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.get('a', async () => ++calls);
    expect(calls).toBe(2);
  });

  it('does not keep an answer read while a write invalidated the cache', async () => {
    const cache = new ResponseCache(60_000);
    let release!: () => void;
    const slow = cache.get('a', () => new Promise((resolve) => (release = () => resolve('old'))));
    cache.invalidate();
    release();
    expect(JSON.parse((await slow).body)).toBe('old');
    expect(JSON.parse((await cache.get('a', async () => 'new')).body)).toBe('new');
  });

  it('gives equal bodies equal ETags', async () => {
    const a = await new ResponseCache(60_000).get('x', async () => ({ v: 1 }));
    const b = await new ResponseCache(60_000).get('y', async () => ({ v: 1 }));
    expect(a.etag).toBe(b.etag);
  });
});
