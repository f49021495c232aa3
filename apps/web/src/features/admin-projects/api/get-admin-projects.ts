import type { AdminProjectList, AdminProjectListQuery } from '@grove/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProjectKeys, adminProjectsUrl } from './keys';

/** GET /api/v1/admin/projects: every business, drafts included, searched, filtered, sorted and paged. */
export function fetchAdminProjects(query: AdminProjectListQuery, signal?: AbortSignal): Promise<AdminProjectList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api<AdminProjectList>(`${adminProjectsUrl}?${params.toString()}`, { signal });
}

export const adminProjectsQueryOptions = (query: AdminProjectListQuery) =>
  queryOptions({
    queryKey: adminProjectKeys.list(query),
    queryFn: ({ signal }) => fetchAdminProjects(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminProjects = (query: AdminProjectListQuery) => useQuery(adminProjectsQueryOptions(query));
