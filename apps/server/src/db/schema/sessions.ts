import { SESSION_END_REASONS, SESSION_METHODS, type SessionEndReason, type SessionMethod } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { users } from './users.js';

/**
 * One row per sign-in (docs/architecture.md, "Sessions"): a token carries its id, and a token
 * works only while its session has not ended.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').$type<SessionMethod>().notNull(),
    /** "Chrome on macOS", from the user agent; the user agent itself is not kept. */
    device: text('device'),
    /** ISO 3166-1 alpha-2 from the trusted proxy's header (COUNTRY_HEADER); null when unknown. */
    country: text('country'),
    /** The client's network, not its address: an IPv4 /24 or an IPv6 /48. */
    network: text('network'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most about once a minute per session and instance. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its token expires: a session is live until then unless it ended. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<SessionEndReason>(),
    /**
     * When this session last proved its user strongly (docs/architecture.md, "Second factor"): the
     * sign-in's second step, a step-up, or, for an account without a second factor, the sign-in
     * itself. Sensitive actions need it from the last 5 minutes; wall-clock time.
     */
    stepUpAt: timestamp('step_up_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId, table.createdAt),
    check('sessions_method_check', oneOf(table.method, SESSION_METHODS)),
    check('sessions_end_reason_check', oneOf(table.endReason, SESSION_END_REASONS)),
    check('sessions_ended_check', sql`(${table.endedAt} is null) = (${table.endReason} is null)`),
  ],
);

/** One-time sign-in links (POST /auth/link/request), stored only as a keyed hash. */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sign_in_links_token_idx').on(table.tokenHash),
    index('sign_in_links_user_idx').on(table.userId),
  ],
);
