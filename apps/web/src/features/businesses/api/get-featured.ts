import type { Language, Project } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { catalogueUrls } from './urls';

/** GET /api/v1/public/projects/featured: the popular businesses on the landing page. */
export async function fetchFeaturedProjects(language: Language, signal?: AbortSignal): Promise<Project[]> {
  const body = await api<unknown>(catalogueUrls.featured(language), { signal });
  return Array.isArray(body) ? (body as Project[]) : [];
}

export function featuredProjectsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['projects', 'featured', language] as const,
    queryFn: ({ signal }) => fetchFeaturedProjects(language, signal),
  });
}

export function useFeaturedProjects() {
  return useQuery(featuredProjectsQueryOptions(useLanguage()));
}
