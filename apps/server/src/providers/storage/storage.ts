import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a file, both included (HTTP's byte ranges count the same way). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where file bytes live: the data folder by default (this file), or an S3-compatible bucket
 * (s3-storage.ts), which several instances share without a shared disk (docs/operations.md).
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /**
   * The bytes (or a range of them) as a stream, or null when there is no such file: a file is
   * served without holding it all in memory, and a video can be sought in.
   */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store answers (the readiness check): the folder is writable, or the bucket is there. */
  ping(): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/**
 * Throws unless the key is one the app makes (`files/ab/<uuid>.webp`): it never climbs out of
 * the folder or the bucket's prefix, whatever a caller passes. Every adapter checks it.
 */
export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

export function createFsStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, assertSafeKey(key));
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a crash never leaves half a file under the key.
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(key, range) {
      try {
        // Opened first, so a missing file is a null rather than an error in the middle of an answer.
        const handle = await fs.open(resolve(key), 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async ping() {
      // Made on first use, as put does, so a fresh data folder is ready too.
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}
