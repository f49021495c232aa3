import type { AdminWaitlist } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_LIFECYCLE_SCOPE } from './keys';

/** GET /api/v1/admin/projects/{id}/waitlist: the business's waitlist in arrival order (issue 24). */
export function getProjectWaitlist(id: string, signal?: AbortSignal): Promise<AdminWaitlist> {
  return api<AdminWaitlist>(`/api/v1/admin/projects/${encodeURIComponent(id)}/waitlist`, { signal });
}

export const projectWaitlistQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_LIFECYCLE_SCOPE, 'waitlist', id],
    queryFn: ({ signal }) => getProjectWaitlist(id, signal),
    // Offers come and lapse by the minute.
    refetchInterval: 60_000,
  });

export function useProjectWaitlist(id: string) {
  return useQuery(projectWaitlistQueryOptions(id));
}
