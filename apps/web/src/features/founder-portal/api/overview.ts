import type { FounderOverview } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessUrl, portalKeys } from './keys';

/** GET /api/v1/founder/businesses/{id}/overview: the raise live. */
export function overviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: portalKeys.overview(id),
    queryFn: ({ signal }) => api<FounderOverview>(`${businessUrl(id)}/overview`, { signal }),
    refetchInterval: 30_000,
  });
}

export const useOverview = (id: string) => useQuery(overviewQueryOptions(id));
