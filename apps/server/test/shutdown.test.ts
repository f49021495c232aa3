import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let finished = false;
beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      app.get('/api/v1/test/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        finished = true;
        return { ok: true };
      });
    },
  });
});
afterAll(async () => t.close());

describe('shutdown', () => {
  it('waits for handlers still running after their client has gone', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const controller = new AbortController();
    const request = fetch(`http://127.0.0.1:${address.port}/api/v1/test/slow`, { signal: controller.signal }).catch(
      () => 'aborted',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    expect(await request).toBe('aborted');
    expect(finished).toBe(false);
    expect(await t.app.drain(5_000)).toBe(true);
    expect(finished).toBe(true);
  });

  it('reports when nothing is running', async () => {
    expect(await t.app.drain(10)).toBe(true);
  });
});
