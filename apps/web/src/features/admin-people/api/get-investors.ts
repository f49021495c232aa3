import type { AdminInvestorList, AdminInvestorsQuery } from '@grove/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { adminPeopleKeys, queryString } from './keys';

const base = (projectId: string) => `/api/v1/admin/projects/${encodeURIComponent(projectId)}/investors`;

/** GET /api/v1/admin/projects/{id}/investors */
export function fetchInvestors(
  projectId: string,
  query: AdminInvestorsQuery,
  signal?: AbortSignal,
): Promise<AdminInvestorList> {
  return api<AdminInvestorList>(`${base(projectId)}${queryString(query)}`, { signal });
}

/** The CSV export's address, in the list's order. */
export function investorsCsvPath(projectId: string, query: Pick<AdminInvestorsQuery, 'sort' | 'order'>): string {
  return `${base(projectId)}.csv${queryString(query)}`;
}

export function investorsQueryOptions(projectId: string, query: AdminInvestorsQuery, language: string) {
  return queryOptions({
    queryKey: adminPeopleKeys.investors(projectId, query, language),
    queryFn: ({ signal }) => fetchInvestors(projectId, query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useInvestors(projectId: string, query: AdminInvestorsQuery) {
  const language = useLanguage();
  return useQuery(investorsQueryOptions(projectId, query, language));
}
