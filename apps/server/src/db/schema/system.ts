import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Small key/value facts about this installation (e.g. when demo content was loaded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The background job queue. Workers on any number of instances claim due rows with
 * `FOR UPDATE SKIP LOCKED`; a claim is a lease (`locked_until`), so a crashed worker's
 * job is retried once the lease runs out.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** Optional: at most one unfinished job per (name, dedupe_key). */
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Higher first among due jobs (jobs/queue.ts JOB_PRIORITY): what a person waits for passes any backlog. */
    priority: smallint('priority').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.priority.desc(), table.runAt)
      .where(sql`${table.completedAt} IS NULL AND ${table.failedAt} IS NULL`),
    uniqueIndex('jobs_dedupe_idx')
      .on(table.name, table.dedupeKey)
      .where(sql`${table.dedupeKey} IS NOT NULL AND ${table.completedAt} IS NULL AND ${table.failedAt} IS NULL`),
  ],
);
