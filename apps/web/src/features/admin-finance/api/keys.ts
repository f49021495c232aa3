import type { ACCOUNT_REVIEW_STATES } from '@grove/contracts';
import { USER_SCOPE } from '@/lib/query-keys';

/** Which account reviews a list holds: 'open' or 'resolved' (closed). */
export type AccountReviewState = (typeof ACCOUNT_REVIEW_STATES)[number];

/** The console's Finance page: under the user scope, so signing out drops it. */
export const ADMIN_FINANCE_SCOPE = [USER_SCOPE, 'admin', 'finance'] as const;

export const financeKeys = {
  currencies: () => [...ADMIN_FINANCE_SCOPE, 'currencies'] as const,
  trialBalance: (currency: string, at: string) => [...ADMIN_FINANCE_SCOPE, 'trial-balance', currency, at] as const,
  fees: (currency: string) => [...ADMIN_FINANCE_SCOPE, 'fees', currency] as const,
  disputes: () => [...ADMIN_FINANCE_SCOPE, 'disputes'] as const,
  /** Both lists of account reviews: what closing one makes stale. */
  accountReviews: () => [...ADMIN_FINANCE_SCOPE, 'account-reviews'] as const,
  accountReviewList: (state: AccountReviewState) => [...ADMIN_FINANCE_SCOPE, 'account-reviews', state] as const,
  /** Every reconciliation answer (lists and runs): what "Reconcile now" makes stale. */
  reconciliations: () => [...ADMIN_FINANCE_SCOPE, 'reconciliations'] as const,
  reconciliationList: (currency: string) => [...ADMIN_FINANCE_SCOPE, 'reconciliations', 'list', currency] as const,
  reconciliation: (id: string) => [...ADMIN_FINANCE_SCOPE, 'reconciliations', 'run', id] as const,
};

export const FINANCE_API = '/api/v1/admin/finance';
