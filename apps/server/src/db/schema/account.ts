import { EMAIL_KINDS, type EmailKind } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { users } from './users.js';

/**
 * A change of e-mail address, confirmed from both addresses: a link to each, stored only as a
 * SHA-256 hash, each single use, the change made when both were followed before `expires_at`.
 * `new_token_hash` is null when the new address belonged to another account at the time of the
 * request: that change can never complete, and the answer did not say so.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    oldTokenHash: text('old_token_hash').notNull(),
    newTokenHash: text('new_token_hash'),
    oldConfirmedAt: timestamp('old_confirmed_at', { withTimezone: true }),
    newConfirmedAt: timestamp('new_confirmed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the address changed, or when a newer request or a closed account ended this one. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_changes_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('email_changes_old_token_idx').on(table.oldTokenHash),
    uniqueIndex('email_changes_new_token_idx')
      .on(table.newTokenHash)
      .where(sql`${table.newTokenHash} IS NOT NULL`),
    check('email_changes_expiry_check', sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);

/** The e-mail kinds a user switched off; security and money e-mails can never be (CHECK). */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EmailKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('email_opt_outs_kind_check', oneOf(table.kind, EMAIL_KINDS)),
    check('email_opt_outs_optional_check', sql`${table.kind} not in ('security', 'money')`),
  ],
);
