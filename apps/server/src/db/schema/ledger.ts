import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { payments } from './payments.js';
import { disbursements, payouts, walletTopUps, walletWithdrawals } from './wallet.js';

/**
 * The double-entry ledger (docs/architecture.md, "Ledger"). Every movement of money is one
 * transaction whose entries sum to zero per currency; entries are debits (positive) and
 * credits (negative) in integer minor units, never updated or deleted (database triggers
 * refuse both and check the sum at commit).
 */
export const LEDGER_ACCOUNT_KINDS = [
  /** Asset: money the payment provider holds for the platform (its balance, net of its fees). */
  'provider_clearing',
  /**
   * Asset: the platform's client-money bank account. The provider pays its balance out to it;
   * disbursements to businesses leave from it and businesses' payouts come into it.
   */
  'bank',
  /** Liability: what the platform holds for a business's raise (credit-normal). */
  'project_raise',
  /** Revenue: the platform's service fees (credit-normal). */
  'platform_fees',
  /** Revenue: the card fee payers paid on top of a card payment or top-up (credit-normal). */
  'card_fees',
  /**
   * Expense: what the card processor really kept, from its balance transactions: its fee on each
   * charge (kept on a refund) and on each dispute (debit-normal). Card fees less this is the
   * platform's card-fee margin.
   */
  'processor_fees',
  /** Liability: an investor's wallet (credit-normal; never below zero). */
  'investor_wallet',
  /** Liability: withdrawals left the wallets and the provider is paying them out (credit-normal). */
  'withdrawals_in_transit',
  /**
   * Liability: money owed back to payers (a cancelled or refunded investment, a capture we could
   * not keep), held until the refund settles; nobody can spend it (credit-normal).
   */
  'refunds_payable',
  /** Asset: money the provider took back for a dispute (chargeback) that the card network has not decided. */
  'disputed_funds',
  /** Expense: what the platform bore for a business (a chargeback lost after its raise was sent on). */
  'platform_losses',
] as const;
/** Credit-normal accounts that can never hold a negative amount: their balance stays ≤ 0. */
export const NEVER_NEGATIVE_LIABILITIES = [
  'investor_wallet',
  'project_raise',
  'withdrawals_in_transit',
  'refunds_payable',
] as const satisfies readonly LedgerAccountKind[];
/** Debit-normal accounts that can never go below zero. */
export const NEVER_NEGATIVE_ASSETS = [
  'disputed_funds',
  'platform_losses',
  'processor_fees',
] as const satisfies readonly LedgerAccountKind[];
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const LEDGER_TRANSACTION_KINDS = [
  'payment',
  'refund',
  'payout',
  'top_up',
  'withdrawal',
  'fee',
  'disbursement',
  'dispute',
  /** The provider paid its balance out to the platform's bank (or took a negative one from it). */
  'provider_payout',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** kind:owner:currency, e.g. `project_raise:saigon-bean-roastery:USD`: one account per key. */
    key: text('key').notNull().unique(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** The user (wallet) or project (raise) the account belongs to; null for platform accounts. */
    ownerId: text('owner_id'),
    currency: text('currency').notNull(),
    /** Sum of the account's entries, kept by the same statement that posts them. */
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_accounts_owner_idx').on(table.ownerId),
    check('ledger_accounts_kind_check', oneOf(table.kind, LEDGER_ACCOUNT_KINDS)),
    // A wallet, a raise, money in transit or owed back is a liability: its balance is credit (≤ 0);
    // above zero would mean the platform owes less than nothing, i.e. it spent someone's money.
    check(
      'ledger_accounts_liability_check',
      sql`kind not in (${sql.raw(NEVER_NEGATIVE_LIABILITIES.map((k) => `'${k}'`).join(', '))}) or balance_minor <= 0`,
    ),
    check(
      'ledger_accounts_asset_check',
      sql`kind not in (${sql.raw(NEVER_NEGATIVE_ASSETS.map((k) => `'${k}'`).join(', '))}) or balance_minor >= 0`,
    ),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LedgerTransactionKind>().notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** What else the movement belongs to: at most one of payment, payout, top-up, withdrawal and disbursement. */
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    topUpId: uuid('top_up_id').references(() => walletTopUps.id, { onDelete: 'restrict' }),
    withdrawalId: uuid('withdrawal_id').references(() => walletWithdrawals.id, { onDelete: 'restrict' }),
    disbursementId: uuid('disbursement_id').references(() => disbursements.id, { onDelete: 'restrict' }),
    /** The provider's payout of its balance to the platform's bank (its id at the provider). */
    providerPayoutId: text('provider_payout_id'),
    memo: text('memo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_transactions_payment_idx').on(table.paymentId),
    index('ledger_transactions_payout_idx').on(table.payoutId),
    index('ledger_transactions_top_up_idx').on(table.topUpId),
    index('ledger_transactions_withdrawal_idx').on(table.withdrawalId),
    index('ledger_transactions_disbursement_idx').on(table.disbursementId),
    // One posting per provider payout, whichever instance hears of it first.
    uniqueIndex('ledger_transactions_provider_payout_idx')
      .on(table.providerPayoutId)
      .where(sql`${table.providerPayoutId} is not null`),
    check('ledger_transactions_kind_check', oneOf(table.kind, LEDGER_TRANSACTION_KINDS)),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    check('ledger_entries_nonzero_check', sql`amount_minor <> 0`),
  ],
);

/**
 * The payment provider's balance transactions as the reconciliation fetched them (a mirror of
 * Stripe's list, or the sandbox's book): each run fetches only what is new since the latest one
 * it holds (with an overlap; the id makes a second copy impossible), and groups the whole
 * history here, in the database, rather than paging through the provider's.
 */
export const providerBalanceTransactions = pgTable(
  'provider_balance_transactions',
  {
    provider: text('provider').notNull(),
    id: text('id').notNull(),
    type: text('type').notNull(),
    source: text('source').notNull(),
    /** Our payment, top-up or withdrawal id, or null (the provider's payouts to our bank). */
    reference: text('reference'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.id] }),
    index('provider_balance_transactions_created_idx').on(table.provider, table.currency, table.createdAt),
    index('provider_balance_transactions_reference_idx').on(table.reference),
  ],
);

/**
 * A comparison of the ledger's clearing account with the payment provider's book, per currency,
 * up to a cutoff (modules/finance/reconciliation.ts): the balances, how many movements matched,
 * and what was left unexplained (0 when the books hold).
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    currency: text('currency').notNull(),
    cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
    trigger: text('trigger').$type<'schedule' | 'operator'>().notNull(),
    /** The operator who asked for it; null for the daily job. */
    operatorId: uuid('operator_id'),
    providerBalanceMinor: bigint('provider_balance_minor', { mode: 'number' }).notNull(),
    ledgerBalanceMinor: bigint('ledger_balance_minor', { mode: 'number' }).notNull(),
    unexplainedMinor: bigint('unexplained_minor', { mode: 'number' }).notNull(),
    matched: integer('matched').notNull(),
    unmatched: integer('unmatched').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reconciliation_runs_currency_idx').on(table.currency, table.createdAt),
    check('reconciliation_runs_trigger_check', sql`trigger in ('schedule', 'operator')`),
  ],
);

/** What one side moved for a reference that the other did not (a run's unmatched items). */
export const reconciliationItems = pgTable(
  'reconciliation_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: uuid('run_id')
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    side: text('side').$type<'provider' | 'ledger'>().notNull(),
    reference: text('reference').notNull(),
    what: text('what').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('reconciliation_items_run_idx').on(table.runId),
    check('reconciliation_items_side_check', sql`side in ('provider', 'ledger')`),
  ],
);
