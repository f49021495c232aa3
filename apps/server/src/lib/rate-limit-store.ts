import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';

export const RATE_LIMIT_PURGE_JOB = 'rate-limits.purge';

/** Keys known to be over their limit are answered locally; past this many, the oldest are forgotten. */
const EXCEEDED_KEYS_KEPT = 10_000;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What @fastify/rate-limit passes to `child`: the route's merged limit and, at run time, the route. */
interface ChildOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: unknown; url?: unknown };
}

/**
 * A store for @fastify/rate-limit that counts in the database (table rate_limits), so that
 * every instance on it spends one budget. A key's window starts at its first request and lasts
 * the limit's time window, as in the plugin's in-memory store. A request is one upsert: it adds
 * one to the key's count, or starts a new window if the last one has ended, and answers the
 * count and the window's end; the row lock makes it atomic across instances. Windows are read
 * from the wall clock, like the other security timers (lib/clock.ts): instances' clocks agree to
 * NTP's precision, which can only end a window that much early or late.
 *
 * A key already over its limit is answered from memory until its window ends, without a query:
 * its count can only grow, so the answer is the same, and a flood of refused requests costs the
 * database nothing.
 */
export function databaseRateLimitStore(db: Db, now: () => number = () => Date.now()): FastifyRateLimitStoreCtor {
  const ended = sql`${rateLimits.windowEnd} <= excluded.window_start`;
  const hit = db
    .insert(rateLimits)
    .values({
      key: sql.placeholder('key'),
      windowStart: sql.placeholder('at'),
      windowEnd: sql.placeholder('windowEnd'),
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${ended} then excluded.window_start else ${rateLimits.windowStart} end`,
        windowEnd: sql`case when ${ended} then excluded.window_end else ${rateLimits.windowEnd} end`,
      },
    })
    .returning({ count: rateLimits.count, windowEnd: rateLimits.windowEnd })
    .prepare('rate_limit_hit');
  // Shared by the global limit and every route's: keys carry their route's prefix.
  const exceeded = new Map<string, number>();

  function rememberExceeded(key: string, windowEnd: number, at: number): void {
    if (exceeded.size >= EXCEEDED_KEYS_KEPT) {
      for (const [known, until] of exceeded) if (until <= at) exceeded.delete(known);
      // Still full: forget the oldest (a forgotten key only costs its next request a query).
      for (const known of exceeded.keys()) {
        if (exceeded.size < EXCEEDED_KEYS_KEPT) break;
        exceeded.delete(known);
      }
    }
    exceeded.set(key, windowEnd);
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: FastifyRateLimitOptions | ChildOptions, prefix = '') {
      const { continueExceeding, exponentialBackoff } = options as ChildOptions;
      // Both move a window's end per key, which fixed windows cannot express: refuse, never ignore.
      if (continueExceeding || exponentialBackoff) {
        throw new Error('The database rate-limit store counts fixed windows: no continueExceeding, exponentialBackoff');
      }
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const at = now();
      const fullKey = `${this.prefix}${key}`;
      const blockedUntil = exceeded.get(fullKey);
      if (blockedUntil !== undefined) {
        if (blockedUntil > at) {
          callback(null, { current: max + 1, ttl: blockedUntil - at });
          return;
        }
        exceeded.delete(fullKey);
      }
      hit.execute({ key: fullKey, at: new Date(at), windowEnd: new Date(at + Math.max(1, timeWindow)) }).then(
        ([row]) => {
          const current = row?.count ?? 1;
          const windowEnd = row ? new Date(row.windowEnd).getTime() : at + timeWindow;
          if (current > max) rememberExceeded(fullKey, windowEnd, at);
          callback(null, { current, ttl: Math.max(0, windowEnd - at) });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const options = routeOptions as unknown as ChildOptions;
      const route = options.routeInfo ?? {};
      const prefix = typeof route.url === 'string' ? `${String(route.method)} ${route.url} ` : '';
      return new DatabaseRateLimitStore(options, prefix);
    }
  }

  return DatabaseRateLimitStore;
}

/** Deletes the counts of windows that ended over a minute ago (the minute covers clock skew between instances). */
export async function purgeRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowEnd} < now() - interval '1 minute'`);
}
