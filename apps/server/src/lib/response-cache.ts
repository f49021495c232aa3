import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Answers shorter than this go out as they are: compressing them saves less than the headers cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

interface Entry {
  /** The JSON, encoded once: sending bytes spares measuring and encoding the string per request. */
  body: Buffer;
  etag: string;
  expiresAt: number;
  /** Compressed copies, made once per entry on the first request that accepts them. */
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  // Made once and then served many times, so the better (slower) settings pay off.
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 9 });
}

/**
 * An in-process cache of serialized public answers, with their compressed copies.
 * Each answer is encoded through its route's response schema before it is kept (the
 * bytes skip Fastify's serializer, so nothing else would drop an extra field).
 * Writes to the cached data call `invalidate()` (for the catalogue, through
 * `projects.catalogueChanged()`); entries also expire after `ttlMs`, so instances
 * that did not see a write (several servers behind a load balancer) converge.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2_000,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  async get<S extends z.ZodType>(key: string, schema: S, produce: () => Promise<z.output<S>>): Promise<Entry> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit;
    const generation = this.generation;
    // Unknown keys are stripped; a value that does not fit the schema throws (a 500, never a wrong answer).
    const body = Buffer.from(JSON.stringify(z.encode(schema, await produce())));
    const entry: Entry = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      expiresAt: now + this.ttlMs,
      compressed: {},
    };
    // A write that happened while we were reading makes this answer stale: do not keep it.
    if (generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /**
   * Sends a cached answer with its ETag and a short Cache-Control, or 304 when the
   * client has it. The body goes out brotli- or gzip-compressed when the client
   * accepts it; the routes that use this turn @fastify/compress off (`compress: false`).
   * `schema` is the route's 200 response schema.
   */
  async send<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: S,
    produce: () => Promise<z.output<S>>,
    maxAgeSeconds = 15,
  ): Promise<FastifyReply> {
    const entry = await this.get(key, schema, produce);
    reply
      .header('etag', entry.etag)
      .header('cache-control', `public, max-age=${maxAgeSeconds}`)
      .header('vary', 'accept-encoding');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag)) {
      return reply.code(304).send();
    }
    reply.type('application/json; charset=utf-8');
    const accepted = request.headers['accept-encoding'];
    const encoding =
      accepted && entry.body.length >= COMPRESS_THRESHOLD_BYTES
        ? (negotiate(accepted, ENCODINGS) as Encoding | null)
        : null;
    if (!encoding) return reply.send(entry.body);
    // A failed compression is not kept: the next request tries again.
    entry.compressed[encoding] ??= compress(entry.body, encoding).catch((error: unknown) => {
      delete entry.compressed[encoding];
      throw error;
    });
    return reply.header('content-encoding', encoding).send(await entry.compressed[encoding]);
  }
}
