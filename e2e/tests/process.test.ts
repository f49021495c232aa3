import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, startServer } from '../support/server.js';

const SERVER = path.join(ROOT, 'apps/server/dist/server.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-process-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The built server on the test's data folder and `port`, run in the foreground until it exits (30 s at most). */
function runToExit(port: string) {
  return spawnSync(process.execPath, [SERVER], {
    cwd: ROOT,
    env: { ...process.env, PORT: port, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('the server process', () => {
  it('stops on invalid configuration with a message naming the variable', () => {
    const result = runToExit('eighty');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Invalid configuration:/);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('"eighty"');
  });

  it('refuses a second process on the same data folder, and loses nothing when killed', async () => {
    const first = await startServer({ DATA_DIR: dataDir, SEED_DEMO_CONTENT: 'false' });
    const email = `sigkill-${Date.now()}@example.com`;
    const password = 'sigkill-pass-1';
    const signUp = await fetch(`${first.url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, confirmPassword: password }),
    });
    expect(signUp.status).toBe(201);

    const second = runToExit('0');
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('in use by another server process');

    // Killed without any chance to clean up: the committed sign-up must survive.
    expect(await first.stop('SIGKILL')).toBeNull();
    const again = await startServer({ DATA_DIR: dataDir, SEED_DEMO_CONTENT: 'false' });
    try {
      const signIn = await fetch(`${again.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      expect(await again.stop('SIGTERM')).toBe(0);
    }
    expect(again.output()).not.toMatch(/"level":50/);
  });
});
