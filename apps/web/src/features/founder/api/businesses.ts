import type { FounderBusinessList } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';

/**
 * The founder's portal's query keys (issue 26); each area of the portal adds its own below `all`.
 * They are the signed-in person's (below USER_SCOPE): signing another account in drops them.
 */
export const founderKeys = {
  all: [USER_SCOPE, 'founder'] as const,
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

/**
 * Whether the signed-in person is in a business's team (the menu's "Founder portal"): the
 * portal home's own list, asked for only where the menu is open and kept for five minutes, so no
 * page pays a request for it. Undefined while it is not known (signed out, loading, failed).
 */
export function useIsFounder(signedIn: boolean): boolean | undefined {
  const businesses = useQuery({ ...founderBusinessesQueryOptions(), enabled: signedIn, staleTime: 5 * 60_000 });
  return signedIn && businesses.data ? businesses.data.businesses.length > 0 : undefined;
}
