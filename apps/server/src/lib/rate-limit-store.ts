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

  /**
   * The general per-address limit (the plugin's root store, `global: true`) counts in this
   * instance's memory: it is a flood guard on every request, page views included, and counting it
   * in the database cost one upsert per request, on one row per address (in the launch benchmark,
   * 1,200 a second on the side load's one address). The limits that protect accounts and money are
   * the routes' own (`config.rateLimit`: sign-in, sign-up, recovery, identity, payments, webhooks,
   * questions), each a child store, and those count in the database.
   */
  const local = new Map<string, { count: number; windowEnd: number }>();
  const LOCAL_KEYS_KEPT = 50_000;
  function countLocally(key: string, timeWindow: number, at: number): { count: number; windowEnd: number } {
    let entry = local.get(key);
    if (!entry || entry.windowEnd <= at) {
      if (!entry && local.size >= LOCAL_KEYS_KEPT) {
        for (const [known, kept] of local) if (kept.windowEnd <= at) local.delete(known);
        if (local.size >= LOCAL_KEYS_KEPT) local.delete(local.keys().next().value!);
      }
      entry = { count: 0, windowEnd: at + Math.max(1, timeWindow) };
      local.set(key, entry);
    }
    entry.count += 1;
    return entry;
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    /** The plugin's general limit: counted in memory (above). */
    private readonly general: boolean;

    constructor(options: FastifyRateLimitOptions | ChildOptions, prefix = '', child = false) {
      const { continueExceeding, exponentialBackoff } = options as ChildOptions;
      // Both move a window's end per key, which fixed windows cannot express: refuse, never ignore.
      if (continueExceeding || exponentialBackoff) {
        throw new Error('The database rate-limit store counts fixed windows: no continueExceeding, exponentialBackoff');
      }
      this.prefix = prefix;
      this.general = !child && (options as { global?: unknown }).global === true;
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const at = now();
      if (this.general) {
        const { count, windowEnd } = countLocally(key, timeWindow, at);
        callback(null, { current: count, ttl: Math.max(0, windowEnd - at) });
        return;
      }
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
      return new DatabaseRateLimitStore(options, prefix, true);
    }
  }

  return DatabaseRateLimitStore;
}

/** Deletes the counts of windows that ended over a minute ago (the minute covers clock skew between instances). */
export async function purgeRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowEnd} < now() - interval '1 minute'`);
}
