import type { TrialBalance } from '@grove/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FINANCE_API, financeKeys } from './keys';

/** GET /api/v1/admin/finance/trial-balance?currency=&at=YYYY-MM-DD (the end of that day, UTC). */
export function getTrialBalance(currency: string, at: string): Promise<TrialBalance> {
  const search = new URLSearchParams({ currency, at });
  return api<TrialBalance>(`${FINANCE_API}/trial-balance?${search}`);
}

export const trialBalanceQueryOptions = (currency: string, at: string) =>
  queryOptions({
    queryKey: financeKeys.trialBalance(currency, at),
    queryFn: () => getTrialBalance(currency, at),
    placeholderData: keepPreviousData,
  });

export function useTrialBalance(currency: string, at: string) {
  return useQuery(trialBalanceQueryOptions(currency, at));
}
