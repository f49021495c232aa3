import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

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
    /** The claim that holds the lease: only its worker may renew it or settle the job. */
    leaseToken: uuid('lease_token'),
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

/**
 * The platform clock's offset from the wall clock, outside production only (lib/clock.ts): an
 * operator moves it forward to try deadlines, windows and expiries, as Stripe's test clocks do.
 * One row; every instance reads it.
 */
export const platformClock = pgTable(
  'platform_clock',
  {
    id: smallint('id').primaryKey().default(1),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('platform_clock_one_row_check', sql`${table.id} = 1 and ${table.offsetMs} >= 0`)],
);

/**
 * A money-moving request under an Idempotency-Key (plugins/idempotency.ts): what was asked
 * (method, path, body fingerprint) and, once answered, the answer replayed to a retry.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key with anything else is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request runs. */
    statusCode: smallint('status_code'),
    responseBody: text('response_body'),
    /** While the first request runs, retries are told to wait; past it, a retry may run again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
