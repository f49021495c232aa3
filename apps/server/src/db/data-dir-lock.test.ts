import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second owner while a live process holds the lock', async () => {
    const dir = tempDir();
    // Another live process holds the folder.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(
        path.join(dir, 'server.lock'),
        JSON.stringify({ pid: holder.pid, hostname: os.hostname(), startedAt: 'earlier' }),
      );
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another server process \(pid \d+/);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone (e.g. killed with SIGKILL)', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.writeFileSync(
      path.join(dir, 'server.lock'),
      JSON.stringify({ pid: gone.pid, hostname: os.hostname(), startedAt: 'earlier' }),
    );
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('replaces an unreadable lock file and releases only its own lock', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), 'garbage');
    const release = lockDataDir(dir);
    release();
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses a lock held from another host', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: 1, hostname: 'elsewhere', startedAt: 'x' }));
    expect(() => lockDataDir(dir)).toThrow(/host elsewhere/);
  });
});
