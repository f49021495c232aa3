import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
  expiresAt: number;
}

/**
 * An in-process cache of serialized public answers. Every write to the cached
 * data calls `invalidate()`; entries also expire after `ttlMs`, so instances that
 * did not see a write (several servers behind a load balancer) converge quickly.
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

  async get(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit;
    const generation = this.generation;
    const body = JSON.stringify(await produce());
    const entry = {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      expiresAt: now + this.ttlMs,
    };
    // A write that happened while we were reading makes this answer stale: do not keep it.
    if (generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Sends a cached answer with its ETag and a short Cache-Control, or 304 when the client has it. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    produce: () => Promise<unknown>,
    maxAgeSeconds = 15,
  ): Promise<FastifyReply> {
    const entry = await this.get(key, produce);
    reply
      .header('etag', entry.etag)
      .header('cache-control', `public, max-age=${maxAgeSeconds}`)
      .header('vary', 'accept-encoding');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === entry.etag)) {
      return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }
}
