import type { Payout, RevenueOverview } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';
import { ADMIN_LIFECYCLE_SCOPE } from './keys';

/** GET /api/v1/admin/projects/{id}/revenue-reports: the business's periods, reports and amounts due. */
export const projectRevenueKey = (id: string) => [...ADMIN_LIFECYCLE_SCOPE, 'revenue', id] as const;

export const projectRevenueQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectRevenueKey(id),
    queryFn: ({ signal }) =>
      api<RevenueOverview>(`/api/v1/admin/projects/${encodeURIComponent(id)}/revenue-reports`, { signal }),
    retry: false,
  });

export function useProjectRevenue(id: string) {
  return useQuery(projectRevenueQueryOptions(id));
}

/**
 * POST …/revenue-reports/{reportId}/confirm: the money arrived; the payout is recorded and split.
 * One Idempotency-Key per click, so a retry after a lost answer never pays twice (and the
 * server pays a report once whatever the key).
 */
export function useConfirmRevenuePayment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, bankReference }: { reportId: string; bankReference: string }) =>
      api<Payout>(
        `/api/v1/admin/projects/${encodeURIComponent(id)}/revenue-reports/${encodeURIComponent(reportId)}/confirm`,
        {
          method: 'POST',
          body: { bank_reference: bankReference },
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        },
      ),
    // The totals, the payouts list and the business's status change.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'admin'] }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: projectRevenueKey(id) });
      }
    },
  });
}
