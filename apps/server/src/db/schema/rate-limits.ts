import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts of the HTTP rate limits when they are kept in the database
 * (RATE_LIMIT_STORE=database, lib/rate-limit-store.ts): one row per key and fixed window,
 * counted by one upsert, so every instance spends the same budget. Rows of ended windows
 * are purged by a job. A later migration makes the table UNLOGGED: a count is not worth
 * a WAL flush per request, and losing the counts in a crash only restarts the windows.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** The route's prefix and the limit's key (an address, `user:<id>`). */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(1),
  },
  // No index on window_end: the purge's scan of a table of one window's keys is cheaper than
  // an index entry written for every new key.
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
