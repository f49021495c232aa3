import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts of the HTTP rate limits when they are kept in the database
 * (RATE_LIMIT_STORE=database, lib/rate-limit-store.ts): one row per key, holding its current
 * window, which starts at the key's first request as the in-memory store's does. One upsert
 * counts a request and starts a new window when the last one has ended, atomic across
 * instances. Rows of ended windows are purged by a job. Migration 0019 made the table
 * UNLOGGED: a count is not worth a WAL flush per request, and losing the counts in a crash
 * only restarts the windows.
 */
export const rateLimits = pgTable('rate_limits', {
  /** The route's prefix and the limit's key (an address, `user:<id>`). */
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(1),
});
