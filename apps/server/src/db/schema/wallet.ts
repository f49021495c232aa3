import {
  DISPUTE_STATUSES,
  TOP_UP_STATUSES,
  WITHDRAWAL_STATUSES,
  type DisputeStatus,
  type TopUpStatus,
  type WithdrawalStatus,
} from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { payments } from './payments.js';
import { projects } from './projects.js';
import { users } from './users.js';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * A payout a business paid back, as an operator recorded it (issue 14). Append-only: the
 * reference is unique, so the same payout cannot be recorded twice; its split is in
 * payout_allocations and its money in the ledger transaction that points at it.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    reference: text('reference').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payouts_reference_idx').on(table.reference),
    index('payouts_project_idx').on(table.projectId, table.createdAt),
    check('payouts_amount_check', sql`amount_minor > 0`),
    check('payouts_period_check', sql`period_end >= period_start`),
    check('payouts_currency_check', sql`currency ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * A raise's money sent on to its business, as an operator recorded the bank transfer
 * (docs/architecture.md, "Disbursement"). At most one per business (the raise account is
 * emptied at once) and one per reference; append-only, its money in the ledger transaction
 * that points at it.
 */
export const disbursements = pgTable(
  'disbursements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    reference: text('reference').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('disbursements_project_idx').on(table.projectId),
    uniqueIndex('disbursements_reference_idx').on(table.reference),
    check('disbursements_amount_check', sql`amount_minor > 0`),
    check('disbursements_currency_check', sql`currency ~ '^[A-Z]{3}$'`),
  ],
);

/** One investment's share of a payout (largest remainder, so the shares sum to the payout). */
export const payoutAllocations = pgTable(
  'payout_allocations',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountMinor: money('amount_minor').notNull(),
  },
  (table) => [
    uniqueIndex('payout_allocations_pk').on(table.payoutId, table.paymentId),
    index('payout_allocations_payment_idx').on(table.paymentId),
    index('payout_allocations_user_idx').on(table.userId),
    check('payout_allocations_amount_check', sql`amount_minor > 0`),
  ],
);

/** A wallet top-up by card, through the payment provider's checkout. */
export const walletTopUps = pgTable(
  'wallet_top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<TopUpStatus>().notNull(),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    cardFeeMinor: money('card_fee_minor').notNull(),
    /** What the card processor kept of this charge (its balance transaction's fee); null until read. */
    processorFeeMinor: money('processor_fee_minor'),
    /** What the processor has charged for disputes of this charge, as booked (only ever grows). */
    disputeFeeMinor: money('dispute_fee_minor').notNull().default(0),
    /** When a dispute was opened, and when the provider needs the evidence by (null when it did not say). */
    disputeOpenedAt: timestamp('dispute_opened_at', { withTimezone: true }),
    disputeEvidenceDueAt: timestamp('dispute_evidence_due_at', { withTimezone: true }),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    checkoutUrl: text('checkout_url'),
    failureReason: text('failure_reason'),
    /** The client's Idempotency-Key: a retry after a lost answer finds this top-up, not a second one. */
    idempotencyKey: text('idempotency_key'),
    /** A chargeback of the top-up at the provider: open while the card network decides, then won or lost. */
    disputeStatus: text('dispute_status').$type<DisputeStatus>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wallet_top_ups_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('wallet_top_ups_idempotency_idx')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('wallet_top_ups_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    check('wallet_top_ups_status_check', oneOf(table.status, TOP_UP_STATUSES)),
    check('wallet_top_ups_dispute_check', oneOf(table.disputeStatus, DISPUTE_STATUSES)),
    check('wallet_top_ups_amount_check', sql`amount_minor > 0 and card_fee_minor >= 0`),
  ],
);

/**
 * An investor's bank account for withdrawals. The provider keeps the full number (its
 * `providerAccountId` stands for it); we keep the last four digits to show and a keyed
 * fingerprint to refuse the same account twice. Removed accounts stay for the withdrawals
 * that went to them.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    holderName: text('holder_name').notNull(),
    bankName: text('bank_name').notNull(),
    routingNumber: text('routing_number').notNull(),
    last4: text('last4').notNull(),
    /** HMAC of routing and account number under the server's secret: equal for the same account. */
    fingerprint: text('fingerprint').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('bank_accounts_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('bank_accounts_fingerprint_idx')
      .on(table.userId, table.fingerprint)
      .where(sql`${table.removedAt} is null`),
    check('bank_accounts_last4_check', sql`last4 ~ '^[0-9]{4}$'`),
    check('bank_accounts_routing_check', sql`routing_number ~ '^[0-9]{9}$'`),
    check('bank_accounts_currency_check', sql`currency ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * A withdrawal from the wallet to a bank account, paid out by the provider: requested (cancellable
 * until `sendAt`) → sent → paid | failed, or canceled before it was sent.
 */
export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    provider: text('provider').notNull(),
    providerPayoutId: text('provider_payout_id'),
    /** Where it goes (null for withdrawals made before bank accounts existed). */
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id, { onDelete: 'restrict' }),
    /** When the payout job sends it; until then the investor may cancel it. */
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it moved to `sent`. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** The client's Idempotency-Key: a retry after a lost answer finds this withdrawal, not a second one. */
    idempotencyKey: text('idempotency_key'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wallet_withdrawals_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('wallet_withdrawals_idempotency_idx')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('wallet_withdrawals_in_transit_idx')
      .on(table.sendAt)
      .where(sql`${table.status} in ('requested', 'sent')`),
    index('wallet_withdrawals_bank_account_idx')
      .on(table.bankAccountId)
      .where(sql`${table.bankAccountId} is not null`),
    check('wallet_withdrawals_status_check', oneOf(table.status, WITHDRAWAL_STATUSES)),
    check('wallet_withdrawals_amount_check', sql`amount_minor > 0`),
  ],
);
