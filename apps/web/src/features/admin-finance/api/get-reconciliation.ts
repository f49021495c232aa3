import type { ReconciliationDetail } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FINANCE_API, financeKeys } from './keys';

/** GET /api/v1/admin/finance/reconciliations/{id}: a run with its unmatched items, oldest first. */
export function getReconciliation(id: string): Promise<ReconciliationDetail> {
  return api<ReconciliationDetail>(`${FINANCE_API}/reconciliations/${encodeURIComponent(id)}`);
}

// A run never changes once made: its items are kept as long as the page lives.
export const reconciliationQueryOptions = (id: string) =>
  queryOptions({ queryKey: financeKeys.reconciliation(id), queryFn: () => getReconciliation(id), staleTime: Infinity });

export function useReconciliation(id: string | null) {
  return useQuery({ ...reconciliationQueryOptions(id ?? ''), enabled: id !== null });
}
