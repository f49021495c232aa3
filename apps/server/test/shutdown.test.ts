import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let finished = false;
let markStarted: () => void;
const started = new Promise<void>((resolve) => (markStarted = resolve));
beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      app.get('/api/v1/test/slow', async () => {
        markStarted();
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
    // The handler is running (however busy the machine) when the client goes.
    await started;
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
