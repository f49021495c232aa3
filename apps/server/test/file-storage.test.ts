import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { createS3Storage, type S3Settings } from '../src/providers/storage/s3-storage.js';
import { createFsStorage, type FileStorage } from '../src/providers/storage/storage.js';
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from './helpers/local-s3.js';

let s3: LocalS3;
let folder: string;

beforeAll(async () => {
  s3 = await startLocalS3(['grove-files', 'grove-other']);
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-fs-storage-'));
});
afterAll(async () => {
  await s3?.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  bucket: 'grove-files',
  region: 'us-east-1',
  endpoint: s3.endpoint,
  forcePathStyle: true,
  credentials: LOCAL_S3_CREDENTIALS,
  prefix: '',
  ...overrides,
});

async function read(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Compared as bytes (a deep equality of 300,000 numbers takes seconds). */
function expectBytes(actual: Buffer | null, expected: Buffer) {
  expect(actual?.byteLength).toBe(expected.byteLength);
  expect(actual!.equals(expected)).toBe(true);
}

/** What is in a bucket, as the store itself lists it. */
async function keysIn(bucket: string): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: LOCAL_S3_CREDENTIALS,
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (listed.Contents ?? []).map((item) => item.Key!).sort();
  } finally {
    client.destroy();
  }
}

// 300 KB of bytes that differ from place to place, so a wrong offset can't pass.
const BYTES = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7 + (i >> 8)) % 256));

const adapters: [string, () => FileStorage][] = [
  ['the data folder', () => createFsStorage(folder)],
  ['an S3 bucket', () => createS3Storage(settings())],
];

describe.each(adapters)('file storage in %s', (_name, make) => {
  it('keeps bytes under a key, reads them back whole or in a byte range, and deletes them', async () => {
    const storage = make();
    const key = `files/ab/${randomUUID()}.bin`;
    await storage.put(key, BYTES);

    expectBytes(await storage.get(key), BYTES);
    expectBytes(await read(await storage.open(key)), BYTES);
    expectBytes(
      await read(await storage.open(key, { start: 100_000, end: 100_999 })),
      BYTES.subarray(100_000, 101_000),
    );
    // What Safari asks first.
    expectBytes(await read(await storage.open(key, { start: 0, end: 1 })), BYTES.subarray(0, 2));
    const last = BYTES.byteLength - 1;
    expectBytes(await read(await storage.open(key, { start: last - 499, end: last })), BYTES.subarray(-500));

    // A second put under the same key replaces the bytes.
    await storage.put(key, Buffer.from('replaced'));
    expect((await storage.get(key))?.toString()).toBe('replaced');

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
  });

  it('answers null for a key that holds nothing, whole or in a range, and deletes it without complaint', async () => {
    const storage = make();
    const key = `files/00/${randomUUID()}.webm`;
    expect(await storage.get(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    expect(await storage.open(key, { start: 10, end: 20 })).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses a key the app never makes, before touching the store', async () => {
    const storage = make();
    for (const key of [
      '../outside.txt',
      'files/../../outside.txt',
      '/etc/passwd',
      'Files/A.txt',
      '',
      'a'.repeat(300),
    ]) {
      await expect(storage.put(key, BYTES), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.open(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it('answers its readiness check', async () => {
    await expect(make().ping()).resolves.toBeUndefined();
  });
});

describe('the S3 adapter', () => {
  it('keeps every key under its prefix, so two deployments can share a bucket', async () => {
    const first = createS3Storage(settings({ bucket: 'grove-other', prefix: 'staging/' }));
    const second = createS3Storage(settings({ bucket: 'grove-other', prefix: 'demo/' }));
    await first.put('files/12/one.pdf', Buffer.from('staging bytes'));
    await second.put('files/12/one.pdf', Buffer.from('demo bytes'));

    expect(await keysIn('grove-other')).toEqual(['demo/files/12/one.pdf', 'staging/files/12/one.pdf']);
    expect((await first.get('files/12/one.pdf'))?.toString()).toBe('staging bytes');
    expect((await read(await second.open('files/12/one.pdf', { start: 0, end: 3 })))?.toString()).toBe('demo');

    await first.delete('files/12/one.pdf');
    expect(await keysIn('grove-other')).toEqual(['demo/files/12/one.pdf']);
    expect(await second.get('files/12/one.pdf')).not.toBeNull();
  });

  it('fails its readiness check on a bucket that is not there or a key the store does not know', async () => {
    await expect(createS3Storage(settings({ bucket: 'no-such-bucket' })).ping()).rejects.toThrow();
    const stranger = createS3Storage(settings({ credentials: { accessKeyId: 'UNKNOWN', secretAccessKey: 'x' } }));
    await expect(stranger.ping()).rejects.toThrow();
    await expect(stranger.get('files/00/any.bin')).rejects.toThrow();
  });

  it('reports a store that does not answer as an error, not as a missing file', async () => {
    // A port nothing listens on.
    const down = createS3Storage(settings({ endpoint: 'http://127.0.0.1:9' }));
    await expect(down.get('files/00/any.bin')).rejects.toThrow();
    await expect(down.open('files/00/any.bin')).rejects.toThrow();
  });
});

describe('FILE_STORAGE configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('keeps files in the data folder by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/grove' });
    expect(config.s3).toBeNull();
    expect(config.storageDir).toBe(path.resolve('/srv/grove/files'));
  });

  it('reads a bucket with its defaults, and a store of its own with keys and a prefix', () => {
    expect(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'grove-files' }).s3).toEqual({
      bucket: 'grove-files',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
      credentials: null,
      prefix: '',
    });
    expect(
      loadConfig({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'grove-files',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'grove',
        S3_SECRET_ACCESS_KEY: 'a-secret',
        S3_PREFIX: 'production',
      }).s3,
    ).toEqual({
      bucket: 'grove-files',
      region: 'auto',
      endpoint: 'https://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'grove', secretAccessKey: 'a-secret' },
      prefix: 'production/',
    });
  });

  it('refuses to start on a bucket setting that cannot work, naming the variable', () => {
    expect(problems({ FILE_STORAGE: 's3' })).toEqual(['S3_BUCKET: is required when FILE_STORAGE=s3']);
    expect(problems({ FILE_STORAGE: 'S3', S3_BUCKET: 'grove-files' })[0]).toMatch(/^FILE_STORAGE: /);
    expect(problems({ FILE_STORAGE: 's3', S3_BUCKET: 'Grove_Files' })[0]).toMatch(/^S3_BUCKET: must be a bucket name/);
    expect(problems({ FILE_STORAGE: 's3', S3_BUCKET: 'grove-files', S3_ENDPOINT: 'minio:9000' })[0]).toMatch(
      /^S3_ENDPOINT: /,
    );
    expect(problems({ FILE_STORAGE: 's3', S3_BUCKET: 'grove-files', S3_PREFIX: '../up' })[0]).toMatch(/^S3_PREFIX: /);
    expect(problems({ FILE_STORAGE: 's3', S3_BUCKET: 'grove-files', STORAGE_DIR: '/mnt/files' })).toEqual([
      'STORAGE_DIR: is for FILE_STORAGE=fs; files are in S3_BUCKET (got "/mnt/files")',
    ]);
    // The secret is never echoed back.
    const half = problems({ FILE_STORAGE: 's3', S3_BUCKET: 'grove-files', S3_SECRET_ACCESS_KEY: 'a-secret' });
    expect(half).toEqual([
      'S3_ACCESS_KEY_ID: is required with the other S3 key (set both, or neither for the default credential chain)',
    ]);
  });

  it('refuses bucket settings while files would go to the local disk', () => {
    expect(problems({ S3_BUCKET: 'grove-files', S3_REGION: 'eu-west-1' })).toEqual([
      'S3_BUCKET: is set, but FILE_STORAGE is fs: set FILE_STORAGE=s3 to keep files in the bucket (got "grove-files")',
      'S3_REGION: is set, but FILE_STORAGE is fs: set FILE_STORAGE=s3 to keep files in the bucket (got "eu-west-1")',
    ]);
  });
});
