import type { FounderBusinessList } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The founder's portal's query keys (issue 26); each area of the portal adds its own below `all`. */
export const founderKeys = {
  all: ['founder'] as const,
  businesses: () => [...founderKeys.all, 'businesses'] as const,
};

/** GET /api/v1/founder/businesses: the businesses whose team the caller is in. */
export function founderBusinessesQueryOptions() {
  return queryOptions({
    queryKey: founderKeys.businesses(),
    queryFn: ({ signal }) => api<FounderBusinessList>('/api/v1/founder/businesses', { signal }),
  });
}

export function useFounderBusinesses() {
  return useQuery(founderBusinessesQueryOptions());
}
