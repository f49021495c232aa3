import type { reconcileNowResponseSchema } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { FINANCE_API, financeKeys } from './keys';

export type ReconcileNowAnswer = z.infer<typeof reconcileNowResponseSchema>;

/** POST /api/v1/admin/finance/reconciliations: reconciles every currency now; answers the runs made. */
export function reconcileNow(): Promise<ReconcileNowAnswer> {
  return api<ReconcileNowAnswer>(`${FINANCE_API}/reconciliations`, { method: 'POST', body: {} });
}

export function useReconcileNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconcileNow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.reconciliations() }),
  });
}
