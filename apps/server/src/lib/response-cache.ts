import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { systemClock, type Clock } from './clock.js';
import { SingleFlightCache } from './single-flight-cache.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Answers shorter than this go out as they are: compressing them saves less than the headers cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

export interface Entry {
  /** The JSON, encoded once: sending bytes spares measuring and encoding the string per request. */
  body: Buffer;
  etag: string;
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
 * An answer that holds a time at which it changes (`changesAt`: a raise's opening time,
 * after which the answer no longer carries it) bounds the whole cache's life: the first
 * read at or after that time, by the platform clock, invalidates it, on every instance
 * on its own, so no answer outlives what it says.
 * `version` counts the writes, for what is made from these answers (rendered pages).
 */
export class ResponseCache {
  private readonly entries: SingleFlightCache<Entry>;
  private writes = 0;
  /** The earliest time a kept answer changes by itself (ms, platform clock), or null. */
  private changesAtMs: number | null = null;

  constructor(
    ttlMs: number,
    maxEntries = 2_000,
    private readonly clock: Clock = systemClock,
  ) {
    this.entries = new SingleFlightCache(ttlMs, maxEntries);
  }

  get version(): number {
    this.expireChanged();
    return this.writes;
  }

  invalidate(): void {
    this.writes += 1;
    this.changesAtMs = null;
    this.entries.clear();
  }

  /** Drops every answer once the platform clock reaches the time one of them changes. */
  private expireChanged(): void {
    if (this.changesAtMs !== null && this.clock.now().getTime() >= this.changesAtMs) this.invalidate();
  }

  /**
   * The answer under `key`; concurrent misses read it once. A value that does not fit the schema
   * throws (a 500, never a wrong answer). `changesAt` names when the value stops being true by
   * itself (null: only a write changes it).
   */
  get<S extends z.ZodType>(
    key: string,
    schema: S,
    produce: () => Promise<z.output<S>>,
    changesAt?: (value: z.output<S>) => Date | null,
  ): Promise<Entry> {
    this.expireChanged();
    return this.entries.get(key, async () => {
      const value = await produce();
      const until = changesAt?.(value)?.getTime() ?? null;
      if (until !== null && (this.changesAtMs === null || until < this.changesAtMs)) this.changesAtMs = until;
      // Unknown keys are stripped by the encoding.
      const body = Buffer.from(JSON.stringify(z.encode(schema, value)));
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, compressed: {} };
    });
  }

  /**
   * Sends a cached answer with its ETag and a short Cache-Control, or 304 when the
   * client has it. The body goes out brotli- or gzip-compressed when the client
   * accepts it; the routes that use this turn @fastify/compress off (`compress: false`).
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: Promise<Entry>,
    maxAgeSeconds = 15,
  ): Promise<FastifyReply> {
    const entry = await answer;
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
