import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

// On Node 20 the SDK warns once that its releases from 2027 need Node 22 (docs/operations.md
// says so); the tests need not repeat it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** The key pair the emulator knows; any other key id is refused as an unknown one. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface LocalS3 {
  endpoint: string;
  /** The variables that point the server at `bucket` on this emulator. */
  env(bucket: string, extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on loopback (s3rver: JavaScript, keeps objects in a temporary folder),
 * with the given buckets made. It refuses unknown keys but does not compare signatures: it
 * signs a bucket's own address (HeadBucket) without the trailing slash the SDK signs.
 */
export async function startLocalS3(buckets: string[]): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (bucket, extra = {}) => ({
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      ...extra,
    }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
