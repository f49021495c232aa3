import type { Language, Project, ProjectList, ProjectSort } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { catalogueUrls } from './urls';

export interface ProjectListParams {
  /** Statuses to include, e.g. ['fundraising', 'extended']; none means all. */
  status?: readonly string[];
  limit?: number;
  offset?: number;
  sort?: ProjectSort;
}

/** GET /api/v1/public/projects: without filters, every published business (spec §7). */
export async function fetchProjects(
  language: Language,
  params: ProjectListParams = {},
  signal?: AbortSignal,
): Promise<ProjectList> {
  const query = new URLSearchParams();
  if (params.status?.length) query.set('status', params.status.join(','));
  if (params.limit !== undefined) query.set('limit', String(params.limit));
  if (params.offset !== undefined) query.set('offset', String(params.offset));
  if (params.sort) query.set('sort', params.sort);
  const body = await api<Partial<ProjectList>>(catalogueUrls.list(language, query), { signal });
  const projects: Project[] = Array.isArray(body.projects) ? body.projects : [];
  return { projects, total: typeof body.total === 'number' ? body.total : projects.length };
}

/** Keyed by language, so switching the interface language fetches the texts in it. */
export function projectsQueryOptions(language: Language, params: ProjectListParams = {}) {
  return queryOptions({
    queryKey: ['projects', 'list', language, params] as const,
    queryFn: ({ signal }) => fetchProjects(language, params, signal),
  });
}

export function useProjects(params: ProjectListParams = {}) {
  return useQuery(projectsQueryOptions(useLanguage(), params));
}
