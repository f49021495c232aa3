import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

/**
 * An exclusive lock on the embedded database's data folder. PGlite is a single
 * process engine: two processes writing the same folder would corrupt it. The lock
 * is a file created with O_EXCL holding the owner's pid; a lock left by a process
 * that no longer runs (killed with SIGKILL, power loss) is taken over, so a restart
 * never needs manual repair.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const me: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          const owner = readOwner(lockPath);
          if (owner?.pid === me.pid) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockPath);
    if (owner && owner.hostname === me.hostname && owner.pid !== me.pid && isRunning(owner.pid)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another server process (pid ${owner.pid}, started ${owner.startedAt}). ` +
          'Stop that process first, or start this one with a different DATA_DIR.',
      );
    }
    if (owner && owner.hostname !== me.hostname) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is locked by a server on host ${owner.hostname} (pid ${owner.pid}). ` +
          `If that server is gone, delete ${lockPath}.`,
      );
    }
    // Stale (its process is gone) or unreadable: remove it and try again.
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' && typeof parsed.hostname === 'string'
      ? { pid: parsed.pid, hostname: parsed.hostname, startedAt: String(parsed.startedAt ?? 'unknown') }
      : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
