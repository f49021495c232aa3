import type { AdminPayoutList } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_LIFECYCLE_SCOPE } from './keys';

/** GET /api/v1/admin/projects/{id}/payouts: the payouts recorded and the totals against the contract minimum. */
export function getProjectPayouts(id: string): Promise<AdminPayoutList> {
  return api<AdminPayoutList>(`/api/v1/admin/projects/${encodeURIComponent(id)}/payouts`);
}

export const projectPayoutsKey = (id: string) => [...ADMIN_LIFECYCLE_SCOPE, 'payouts', id] as const;

export const projectPayoutsQueryOptions = (id: string) =>
  queryOptions({ queryKey: projectPayoutsKey(id), queryFn: () => getProjectPayouts(id), retry: false });

export function useProjectPayouts(id: string) {
  return useQuery(projectPayoutsQueryOptions(id));
}
