import type { PublicPayoutList } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Statuses in which a business may have paid out (payouts are recorded from `active` on). */
const PAYING_STATUSES = new Set(['active', 'in_progress', 'payout', 'paused']);

export const mayHavePayouts = (status: string) => PAYING_STATUSES.has(status);

/** GET /api/v1/public/projects/{id}/payouts: the business's recorded payouts (totals only, public). */
export function publicPayoutsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: ['projects', 'payouts', projectId] as const,
    queryFn: ({ signal }) =>
      api<PublicPayoutList>(`/api/v1/public/projects/${encodeURIComponent(projectId)}/payouts`, { signal }),
    retry: false,
  });
}

/** Asked only for a business that may have paid out; any other has none to mark. */
export function usePublicPayouts(projectId: string, status: string) {
  return useQuery({ ...publicPayoutsQueryOptions(projectId), enabled: mayHavePayouts(status) });
}
