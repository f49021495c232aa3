import { exploreQueryString, type ExploreAnswer, type ExploreQuery, type Language } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { catalogueUrls } from './urls';

/** GET /api/v1/public/project-catalogue: one page of Explore, searched, filtered and sorted. */
export function fetchExplore(language: Language, query: ExploreQuery, signal?: AbortSignal): Promise<ExploreAnswer> {
  return api<ExploreAnswer>(catalogueUrls.explore(language, exploreQueryString(query)), { signal });
}

/** Keyed by language and the query's normal form, as the server renders and caches it. */
export function exploreQueryOptions(language: Language, query: ExploreQuery) {
  return queryOptions({
    queryKey: ['projects', 'explore', language, exploreQueryString(query).toString()] as const,
    queryFn: ({ signal }) => fetchExplore(language, query, signal),
  });
}

export function useExplore(query: ExploreQuery) {
  return useQuery(exploreQueryOptions(useLanguage(), query));
}
