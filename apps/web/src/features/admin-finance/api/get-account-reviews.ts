import type { AccountReviewList } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FINANCE_API, financeKeys, type AccountReviewState } from './keys';

/**
 * GET /api/v1/admin/finance/account-reviews: accounts flagged by a lost chargeback, open ones
 * oldest first, closed ones newest first.
 */
export function getAccountReviews(state: AccountReviewState): Promise<AccountReviewList> {
  return api<AccountReviewList>(`${FINANCE_API}/account-reviews?${new URLSearchParams({ state })}`);
}

export const accountReviewsQueryOptions = (state: AccountReviewState) =>
  queryOptions({ queryKey: financeKeys.accountReviewList(state), queryFn: () => getAccountReviews(state) });

export function useAccountReviews(state: AccountReviewState) {
  return useQuery(accountReviewsQueryOptions(state));
}
