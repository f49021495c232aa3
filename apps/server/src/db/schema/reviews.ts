import { ACCOUNT_REVIEW_REASONS, type AccountReviewReason } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { payments } from './payments.js';
import { users } from './users.js';
import { walletTopUps } from './wallet.js';

/**
 * An investor's account flagged for an operator (docs/architecture.md, "Disputes"): written in
 * the transaction that books a lost chargeback, once per payment or top-up. While one is open the
 * investor's withdrawals wait; an operator closes it with what they found.
 */
export const accountReviews = pgTable(
  'account_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason').$type<AccountReviewReason>().notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    topUpId: uuid('top_up_id').references(() => walletTopUps.id, { onDelete: 'restrict' }),
    /** What was charged back, fees included; minor units of `currency`. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'restrict' }),
    resolution: text('resolution'),
  },
  (table) => [
    index('account_reviews_open_idx')
      .on(table.userId)
      .where(sql`${table.resolvedAt} is null`),
    uniqueIndex('account_reviews_payment_idx')
      .on(table.reason, table.paymentId)
      .where(sql`${table.paymentId} is not null`),
    uniqueIndex('account_reviews_top_up_idx')
      .on(table.reason, table.topUpId)
      .where(sql`${table.topUpId} is not null`),
    check('account_reviews_reason_check', oneOf(table.reason, ACCOUNT_REVIEW_REASONS)),
    check('account_reviews_target_check', sql`(payment_id is null) <> (top_up_id is null)`),
    check(
      'account_reviews_resolved_check',
      sql`(resolved_at is null) = (resolution is null) and (resolved_at is null) = (resolved_by is null)`,
    ),
  ],
);
