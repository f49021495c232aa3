import type { AdminIdentityList, AdminIdentityQuery } from '@grove/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPeopleKeys, queryString } from './keys';

/** GET /api/v1/admin/identity */
export function fetchIdentityReviews(query: AdminIdentityQuery, signal?: AbortSignal): Promise<AdminIdentityList> {
  return api<AdminIdentityList>(`/api/v1/admin/identity${queryString(query)}`, { signal });
}

export function identityReviewsQueryOptions(query: AdminIdentityQuery) {
  return queryOptions({
    queryKey: adminPeopleKeys.identity(query),
    queryFn: ({ signal }) => fetchIdentityReviews(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useIdentityReviews(query: AdminIdentityQuery) {
  return useQuery(identityReviewsQueryOptions(query));
}
