import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStorage } from './storage.js';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), as config.ts reads it. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** A store other than AWS (`https://<account>.r2.cloudflarestorage.com`); null: AWS for the region. */
  endpoint: string | null;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** null: the SDK's default chain (AWS_* variables, shared files, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Put before every key: '' or ending in '/'. */
  prefix: string;
}

/**
 * Each file being streamed holds one connection to the store until its reader is done, and a
 * browser playing a video reads slowly: the SDK's default of 50 would make other files wait.
 */
const MAX_SOCKETS = 256;

type Sdk = typeof S3;

/**
 * File bytes in a bucket, so any number of instances share them without a shared disk. The SDK
 * is loaded on first use: an instance that keeps files on disk never loads it.
 */
export function createS3Storage(settings: S3Settings): FileStorage {
  const { bucket, prefix } = settings;
  let connecting: Promise<{ sdk: Sdk; client: S3.S3Client }> | undefined;
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then(
      (sdk) => ({
        sdk,
        client: new sdk.S3Client({
          region: settings.region,
          forcePathStyle: settings.forcePathStyle,
          ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
          ...(settings.credentials ? { credentials: settings.credentials } : {}),
          // A store that never answers fails the request (and its readiness check) instead of holding it.
          requestHandler: {
            connectionTimeout: 5_000,
            requestTimeout: 30_000,
            throwOnRequestTimeout: true,
            httpAgent: { maxSockets: MAX_SOCKETS },
            httpsAgent: { maxSockets: MAX_SOCKETS },
          },
        }),
      }),
      (error: unknown) => {
        connecting = undefined;
        throw error;
      },
    ));
  const objectKey = (key: string) => prefix + assertSafeKey(key);
  const isMissing = (sdk: Sdk, error: unknown) => error instanceof sdk.NoSuchKey;

  return {
    async put(key, bytes) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      // One request: the object appears whole or not at all, as the disk store's rename does.
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key, Body: bytes }));
    },
    async get(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key }));
        if (!answer.Body) throw new Error(`The store answered no body for ${Key}`);
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async open(key, range) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      let answer;
      try {
        // Resolves once the store has answered its headers: a missing key is a null here,
        // before the caller has sent anything.
        answer = await client.send(
          new sdk.GetObjectCommand({
            Bucket: bucket,
            Key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
      const body: unknown = answer.Body;
      if (!(body instanceof Readable)) throw new Error(`The store answered no stream for ${Key}`);
      if (range && answer.ContentRange?.split('/')[0] !== `bytes ${range.start}-${range.end}`) {
        // The caller has promised exactly these bytes (Content-Length, Content-Range): other bytes
        // from a store that ignored or clamped the range would break the answer.
        body.destroy();
        throw new Error(`The store answered ${answer.ContentRange ?? 'the whole file'} for ${Key}`);
      }
      return body;
    },
    async delete(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key }));
    },
    async ping() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
