import type { reconciliationListSchema } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { FINANCE_API, financeKeys } from './keys';

export type ReconciliationList = z.infer<typeof reconciliationListSchema>;

/** GET /api/v1/admin/finance/reconciliations?currency=: the latest runs, newest first. */
export function getReconciliations(currency: string): Promise<ReconciliationList> {
  return api<ReconciliationList>(`${FINANCE_API}/reconciliations?${new URLSearchParams({ currency })}`);
}

export const reconciliationsQueryOptions = (currency: string) =>
  queryOptions({ queryKey: financeKeys.reconciliationList(currency), queryFn: () => getReconciliations(currency) });

export function useReconciliations(currency: string) {
  return useQuery(reconciliationsQueryOptions(currency));
}
