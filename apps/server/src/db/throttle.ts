import { eq, sql } from 'drizzle-orm';
import type { Executor } from './client.js';
import { rowsOf } from './rows.js';
import { authThrottle } from './schema/index.js';

/*
 * Counters of attempts in fixed windows (the auth_throttle table), for the sign-in limits and the
 * second factor's: each key is one thing being limited, such as an account and an address.
 */

/**
 * Counts one event against a fixed window and returns the count so far in it.
 * A window that has run out starts again at 1.
 */
export async function hitThrottle(executor: Executor, key: string, windowMs: number): Promise<number> {
  const result = await executor.execute(sql`
    insert into ${authThrottle} (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when ${authThrottle.windowStartedAt} < now() - ${`${windowMs} milliseconds`}::interval
                   then 1 else ${authThrottle.count} + 1 end,
      window_started_at = case when ${authThrottle.windowStartedAt} < now() - ${`${windowMs} milliseconds`}::interval
                   then now() else ${authThrottle.windowStartedAt} end
    returning count`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 1;
}

/**
 * The count in the current window, without adding to it, and how long until the
 * window runs out (0 when there is none).
 */
export async function readThrottle(
  executor: Executor,
  key: string,
  windowMs: number,
): Promise<{ count: number; retryAfterMs: number }> {
  const result = await executor.execute(sql`
    select count,
           greatest(0, extract(epoch from (window_started_at + ${`${windowMs} milliseconds`}::interval - now())) * 1000)
             as retry_after_ms
    from ${authThrottle}
    where key = ${key} and window_started_at >= now() - ${`${windowMs} milliseconds`}::interval`);
  const row = rowsOf<{ count: number; retry_after_ms: number | string }>(result)[0];
  return row
    ? { count: row.count, retryAfterMs: Math.ceil(Number(row.retry_after_ms)) }
    : { count: 0, retryAfterMs: 0 };
}

export async function clearThrottle(executor: Executor, key: string): Promise<void> {
  await executor.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** Removes every counter whose key starts with the prefix (e.g. one account's per-address counters). */
export async function clearThrottlesStartingWith(executor: Executor, prefix: string): Promise<void> {
  await executor.execute(sql`delete from ${authThrottle} where starts_with(key, ${prefix})`);
}

/** When the counter's current window began, and how many counters under the prefix are in a live window. */
export async function throttleSpread(
  executor: Executor,
  key: string,
  prefix: string,
  prefixWindowMs: number,
): Promise<{ since: Date | null; keys: number }> {
  const result = await executor.execute(sql`
    select (select window_started_at from ${authThrottle} where key = ${key}) as since,
           (select count(*)::int from ${authThrottle}
             where starts_with(key, ${prefix})
               and window_started_at >= now() - ${`${prefixWindowMs} milliseconds`}::interval) as keys`);
  const row = rowsOf<{ since: Date | string | null; keys: number }>(result)[0];
  return { since: row?.since ? new Date(row.since) : null, keys: row?.keys ?? 0 };
}
