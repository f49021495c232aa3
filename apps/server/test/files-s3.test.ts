import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { createContainer, type Container } from '../src/container.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { users } from '../src/db/schema/index.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';
import { insertInvestor, insertProject, type Investor } from './helpers/investing.js';
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from './helpers/local-s3.js';
import { testConfig } from './helpers/test-app.js';
import { multipart, PDF } from './helpers/uploads.js';

/**
 * FILE_STORAGE=s3 through the whole app: two instances, each with its own container built from
 * configuration (as two processes would have) on one database and one bucket, and no shared disk.
 */

const BUCKET = 'grove-media';
const PREFIX = 'grove-test/';
const VIDEO = fs.readFileSync(
  fileURLToPath(new URL('../src/db/seed/demo/videos/kartli-craft-brewery.webm', import.meta.url)),
);

interface Instance {
  app: FastifyInstance;
  container: Container;
  close(): Promise<void>;
}

let s3: LocalS3;
let testDb: TestDatabase;
let config: Config;
let dataDirs: string[] = [];
let first: Instance;
let second: Instance;
let operator: Investor;

/** An instance as server.ts builds one: the file store comes from configuration. */
async function startInstance(instanceConfig: Config, database: Database, closeDatabase = false): Promise<Instance> {
  const container = createContainer({ config: instanceConfig, database });
  const app = await buildApp({ config: instanceConfig, database, container, logger: false });
  await app.ready();
  return {
    app,
    container,
    async close() {
      await app.close();
      if (closeDatabase) await database.close();
    },
  };
}

/** Configuration for an instance with a data folder of its own, so nothing can be shared through it. */
function instanceConfig(env: Record<string, string>): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-s3-instance-'));
  dataDirs.push(dataDir);
  return testConfig({ DATA_DIR: dataDir, ...env });
}

beforeAll(async () => {
  s3 = await startLocalS3([BUCKET]);
  testDb = await createTestDatabase();
  config = instanceConfig(s3.env(BUCKET, { S3_PREFIX: PREFIX }));
  first = await startInstance(config, testDb.database);
  // On PostgreSQL the second instance has its own pool, as a second process would; PGlite is one process.
  second = testDb.url
    ? await startInstance(
        instanceConfig(s3.env(BUCKET, { S3_PREFIX: PREFIX })),
        await openDatabase({ kind: 'postgres', url: testDb.url, poolMax: 5 }),
        true,
      )
    : await startInstance(instanceConfig(s3.env(BUCKET, { S3_PREFIX: PREFIX })), testDb.database);
  operator = await insertInvestor({ db: testDb.database, container: first.container });
  await testDb.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, operator.id));
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await testDb?.close();
  await s3?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  dataDirs = [];
});

async function upload(
  instance: Instance,
  method: 'POST' | 'PUT',
  url: string,
  file: { name: string; type: string; bytes: Uint8Array },
  fields: Record<string, string> = {},
) {
  const body = await multipart(fields, file);
  return instance.app.inject({
    method,
    url: `/api/v1/admin/projects/${url}`,
    headers: { ...operator.headers, ...body.headers },
    payload: body.payload,
  });
}

/** The keys in the bucket, as the store lists them. */
async function keysInBucket(): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: LOCAL_S3_CREDENTIALS,
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listed.Contents ?? []).map((item) => item.Key!);
  } finally {
    client.destroy();
  }
}

describe('files in an S3 bucket (FILE_STORAGE=s3)', () => {
  it('serves a video uploaded through one instance from the other, whole and in byte ranges', async () => {
    const projectId = await insertProject({ db: testDb.database });
    const uploaded = await upload(first, 'PUT', `${projectId}/video`, {
      name: 'clip.webm',
      type: 'video/webm',
      bytes: VIDEO,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { url, size_bytes: size } = uploaded.json<{ video: { url: string; size_bytes: number } }>().video;
    expect(size).toBe(VIDEO.byteLength);
    const fileId = url.split('/').pop()!;

    // The bytes are in the bucket under the prefix, and in neither instance's data folder.
    expect(await keysInBucket()).toContainEqual(
      expect.stringMatching(new RegExp(`^${PREFIX}files/../${fileId}\\.webm$`)),
    );
    for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'files'))).toBe(false);

    const whole = await second.app.inject(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['content-length']).toBe(String(VIDEO.byteLength));
    expect(whole.rawPayload.equals(VIDEO)).toBe(true);

    const part = await second.app.inject({ url, headers: { range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${VIDEO.byteLength}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.rawPayload.equals(VIDEO.subarray(100, 1100))).toBe(true);

    // Where a player looks for the cues, and what a browser asks first.
    const tail = await second.app.inject({ url, headers: { range: 'bytes=-500' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(VIDEO.subarray(-500))).toBe(true);
    const open = await first.app.inject({ url, headers: { range: 'bytes=0-' } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(VIDEO)).toBe(true);

    const outside = await second.app.inject({ url, headers: { range: `bytes=${VIDEO.byteLength}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.json()).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE' });
  });

  it('removes the bytes from the bucket when another instance deletes the file', async () => {
    const projectId = await insertProject({ db: testDb.database });
    const added = await upload(
      second,
      'POST',
      `${projectId}/documents`,
      { name: 'plan.pdf', type: 'application/pdf', bytes: PDF },
      { kind: 'business_plan', title_en: 'Business plan' },
    );
    expect(added.statusCode, added.body).toBe(201);
    const [document] = added.json<{ documents: { id: string; file: { url: string } }[] }>().documents;
    const fileUrl = document!.file.url;
    const fileId = fileUrl.split('/').pop()!;
    const pdf = await first.app.inject(`${fileUrl}?download`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    const removed = await first.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/projects/${projectId}/documents/${document!.id}`,
      headers: operator.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await keysInBucket()).some((key) => key.includes(fileId))).toBe(false);
    expect((await second.app.inject(fileUrl)).statusCode).toBe(404);
  });

  it('reports the bucket in readiness, and an instance whose bucket is missing as not ready', async () => {
    const ready = await first.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });

    const misconfigured = await startInstance(instanceConfig(s3.env('no-such-bucket')), testDb.database);
    try {
      const answer = await misconfigured.app.inject('/readyz');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', database: 'ok', storage: 'unavailable' });
    } finally {
      await misconfigured.close();
    }
  });
});
