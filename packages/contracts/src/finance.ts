import { z } from 'zod';

/**
 * The console's Finance page (issue 23): the books against the payment provider's. Money is in
 * major units of its currency (numbers, like the rest of the admin API); dates are ISO strings.
 */

/** The ledger's accounts, as the trial balance lists them (owners summed: all wallets, all raises). */
export const FINANCE_ACCOUNTS = [
  'provider_clearing',
  'bank',
  'disputed_funds',
  'project_raise',
  'investor_wallet',
  'withdrawals_in_transit',
  'refunds_payable',
  'platform_fees',
  'card_fees',
  'processor_fees',
  'platform_losses',
] as const;
export type FinanceAccount = (typeof FINANCE_ACCOUNTS)[number];

/** Whose money an account holds: the clients' (held for investors and businesses) or the platform's own. */
export const ACCOUNT_GROUPS = ['assets', 'client_money', 'platform'] as const;
export type AccountGroup = (typeof ACCOUNT_GROUPS)[number];

/** GET /api/v1/admin/finance/trial-balance?currency=&at=YYYY-MM-DD (end of that day, UTC). */
export const trialBalanceSchema = z
  .object({
    currency: z.string(),
    /** The end of the day the balances are taken at (ISO). */
    at: z.string(),
    rows: z.array(
      z.object({
        account: z.enum(FINANCE_ACCOUNTS),
        group: z.enum(ACCOUNT_GROUPS),
        /** Debit balance (assets, expenses), or 0. */
        debit: z.number(),
        /** Credit balance (liabilities, revenue), or 0. */
        credit: z.number(),
      }),
    ),
    /** Always equal: the books balance. */
    total_debit: z.number(),
    total_credit: z.number(),
    /** What the platform owes its clients (wallets, raises, refunds owed, withdrawals on their way). */
    client_money: z.number(),
    /** What backs it: held at the provider and in the bank, and taken by open disputes. */
    held: z.number(),
  })
  .meta({ id: 'TrialBalance' });
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

/** GET /api/v1/admin/finance/fees?currency=: the last 12 calendar months (UTC), newest first. */
export const feesByMonthSchema = z
  .object({
    currency: z.string(),
    months: z.array(
      z.object({
        /** YYYY-MM */
        month: z.string(),
        /** Service fees earned, less those given back with refunds. */
        service_fees: z.number(),
        /** Card fees payers paid, less those given back. */
        card_fees: z.number(),
        /** What the processor kept: its fees on charges and disputes. */
        processor_fees: z.number(),
        /** card_fees − processor_fees. */
        card_fee_margin: z.number(),
        /** service_fees + card_fee_margin. */
        net: z.number(),
      }),
    ),
  })
  .meta({ id: 'FeesByMonth' });
export type FeesByMonth = z.infer<typeof feesByMonthSchema>;

export const DISPUTE_TARGETS = ['investment', 'top_up'] as const;

/** GET /api/v1/admin/finance/disputes: chargebacks not yet decided, the earliest evidence deadline first. */
export const financeDisputesSchema = z
  .object({
    disputes: z.array(
      z.object({
        /** Our payment or top-up id. */
        id: z.string(),
        target: z.enum(DISPUTE_TARGETS),
        /** The provider's dispute id. */
        dispute_id: z.string().nullable(),
        investor_email: z.string(),
        /** The business invested in (investments only). */
        project_id: z.string().nullable(),
        project_name: z.string().nullable(),
        amount: z.number(),
        currency: z.string(),
        opened_at: z.string(),
        /** When the provider needs the evidence by; null when it did not say. */
        evidence_due_by: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'FinanceDisputes' });
export type FinanceDisputes = z.infer<typeof financeDisputesSchema>;

export const RECONCILIATION_SIDES = ['provider', 'ledger'] as const;
export type ReconciliationSide = (typeof RECONCILIATION_SIDES)[number];
export const RECONCILIATION_TRIGGERS = ['schedule', 'operator'] as const;

export const reconciliationRunSchema = z
  .object({
    id: z.string(),
    currency: z.string(),
    /** Everything up to this moment was compared. */
    cutoff: z.string(),
    trigger: z.enum(RECONCILIATION_TRIGGERS),
    /** The provider's balance, and the ledger's clearing account, at the cutoff. */
    provider_balance: z.number(),
    ledger_balance: z.number(),
    /** provider_balance − ledger_balance less what the unmatched items explain: 0 when the books hold. */
    unexplained: z.number(),
    /** Provider movements matched to the ledger (one group per payment, top-up, withdrawal or payout). */
    matched: z.number().int(),
    unmatched: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'ReconciliationRun' });
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

export const reconciliationItemSchema = z
  .object({
    side: z.enum(RECONCILIATION_SIDES),
    /** What it belongs to: our payment, top-up or withdrawal id, or the provider's payout id. */
    reference: z.string(),
    /** Provider side: balance transaction types (charge, refund, dispute, …); ledger side: transaction kinds. */
    what: z.string(),
    /** What this side moved that the other did not (signed: + into the clearing account / balance). */
    amount: z.number(),
    /** The earliest movement of the group. */
    occurred_at: z.string(),
    age_days: z.number().int(),
  })
  .meta({ id: 'ReconciliationItem' });
export type ReconciliationItem = z.infer<typeof reconciliationItemSchema>;

/** GET /api/v1/admin/finance/reconciliations?currency=: the latest 30 runs, newest first. */
export const reconciliationListSchema = z
  .object({ runs: z.array(reconciliationRunSchema) })
  .meta({ id: 'ReconciliationList' });

/** GET /api/v1/admin/finance/reconciliations/{id}: a run with its unmatched items, oldest first. */
export const reconciliationDetailSchema = z
  .object({ run: reconciliationRunSchema, items: z.array(reconciliationItemSchema) })
  .meta({ id: 'ReconciliationDetail' });
export type ReconciliationDetail = z.infer<typeof reconciliationDetailSchema>;

/** POST /api/v1/admin/finance/reconciliations: reconciles every currency now; answers the runs made. */
export const reconcileNowResponseSchema = z
  .object({ runs: z.array(reconciliationRunSchema) })
  .meta({ id: 'ReconcileNow' });

/**
 * GET /api/v1/admin/finance/journal.csv?from=YYYY-MM-DD&to=YYYY-MM-DD (UTC days, both included):
 * one row per ledger entry, these columns, in this order. Each transaction's entries sum to 0.
 */
export const JOURNAL_CSV_COLUMNS = [
  'transaction_id',
  'posted_at',
  'kind',
  'cause',
  'cause_id',
  'memo',
  'account',
  'account_owner',
  'currency',
  'debit',
  'credit',
] as const;

/** The currencies the Finance page can show (those the ledger holds). GET /api/v1/admin/finance/currencies. */
export const financeCurrenciesSchema = z.object({ currencies: z.array(z.string()) }).meta({ id: 'FinanceCurrencies' });

/**
 * Why an investor's account is under review. `dispute_lost`: a card payment or top-up of theirs
 * was charged back and the dispute was lost; their withdrawals wait until an operator closes it.
 */
export const ACCOUNT_REVIEW_REASONS = ['dispute_lost'] as const;
export type AccountReviewReason = (typeof ACCOUNT_REVIEW_REASONS)[number];

export const accountReviewSchema = z
  .object({
    id: z.string(),
    reason: z.enum(ACCOUNT_REVIEW_REASONS),
    user_id: z.string(),
    investor_email: z.string(),
    investor_name: z.string().nullable(),
    /** What was charged back: our payment (with its business) or top-up id. */
    target: z.enum(DISPUTE_TARGETS),
    target_id: z.string(),
    project_name: z.string().nullable(),
    amount: z.number(),
    currency: z.string(),
    opened_at: z.string(),
    /** Null while open. */
    resolved_at: z.string().nullable(),
    resolved_by_email: z.string().nullable(),
    resolution: z.string().nullable(),
  })
  .meta({ id: 'AccountReview' });
export type AccountReview = z.infer<typeof accountReviewSchema>;

/** GET /api/v1/admin/finance/account-reviews?state=open|resolved: open ones oldest first, closed ones newest first. */
export const ACCOUNT_REVIEW_STATES = ['open', 'resolved'] as const;
export const accountReviewQuerySchema = z.object({
  state: z.enum(ACCOUNT_REVIEW_STATES).default('open'),
});
export const accountReviewListSchema = z
  .object({ reviews: z.array(accountReviewSchema) })
  .meta({ id: 'AccountReviewList' });
export type AccountReviewList = z.infer<typeof accountReviewListSchema>;

/** POST /api/v1/admin/finance/account-reviews/{id}/resolve: what the operator found and did. */
export const resolveAccountReviewSchema = z
  .object({
    resolution: z
      .string()
      .trim()
      .min(3, 'Please say what you found and did (at least 3 characters).')
      .max(1000, 'Please keep it under 1,000 characters.'),
  })
  .meta({ id: 'ResolveAccountReview' });
export type ResolveAccountReview = z.infer<typeof resolveAccountReviewSchema>;
