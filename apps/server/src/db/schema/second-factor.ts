import { SESSION_METHODS, type SessionMethod } from '@grove/contracts';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { sessions } from './sessions.js';
import { users } from './users.js';

/**
 * A user's authenticator app (docs/architecture.md, "Second factor"): at most one per user. It
 * counts only once confirmed with a code; until then it is a pending enrolment.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The base32 secret sealed with AES-256-GCM (lib/secret-box.ts); never stored in the clear. */
  secretSealed: text('secret_sealed').notNull(),
  /** Null while the enrolment waits for its first code. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is never taken twice. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, stored as keyed hashes; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('recovery_codes_user_code_idx').on(table.userId, table.codeHash)],
);

/**
 * A sign-in whose first step (password, Google, link) passed and whose second is due: its token is
 * stored only as a hash, works once and for 5 minutes, and lives in the database so any instance
 * can finish it.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** How the first step was made: the session started by the second records it. */
    method: text('method').$type<SessionMethod>().notNull(),
    /** Wrong codes sent with this challenge; it dies after a few. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('second_factor_challenges_token_idx').on(table.tokenHash),
    index('second_factor_challenges_user_idx').on(table.userId),
    check('second_factor_challenges_method_check', oneOf(table.method, SESSION_METHODS)),
  ],
);

/** "Remember this device for 30 days": the device's token, stored as a hash, skips the second step. */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The session the second step started when the device was remembered. */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('remembered_devices_token_idx').on(table.tokenHash),
    index('remembered_devices_user_idx').on(table.userId),
    index('remembered_devices_session_idx').on(table.sessionId),
  ],
);
