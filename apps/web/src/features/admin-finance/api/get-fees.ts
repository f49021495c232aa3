import type { FeesByMonth } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FINANCE_API, financeKeys } from './keys';

/** GET /api/v1/admin/finance/fees?currency=: the last 12 months, newest first. */
export function getFees(currency: string): Promise<FeesByMonth> {
  return api<FeesByMonth>(`${FINANCE_API}/fees?${new URLSearchParams({ currency })}`);
}

export const feesQueryOptions = (currency: string) =>
  queryOptions({ queryKey: financeKeys.fees(currency), queryFn: () => getFees(currency) });

export function useFees(currency: string) {
  return useQuery(feesQueryOptions(currency));
}
