import type { Language, ProjectDetails } from '@grove/contracts';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router';
import { featuredProjectsQueryOptions } from '@/features/businesses/api/get-featured';
import { projectDetailsQueryOptions } from '@/features/businesses/api/get-project';
import { projectsQueryOptions } from '@/features/businesses/api/list-projects';
import { groupByTab, TAB_PARAM, tabFromParam } from '@/features/businesses/utils/explore-tabs';
import { paths } from '@/lib/paths';
import type { RouteModule } from './lazy-page';
import { pageModules } from './page-modules';

/** One answer a page's first render shows. */
export interface PageQuery {
  /** Fetches it into the cache (or finds it there); resolves to the page's largest picture if it names one. */
  fetch(queryClient: QueryClient): Promise<string | null>;
}

function pageQuery<T, Key extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, Key>,
  largestImage?: (data: T) => string | null | undefined,
): PageQuery {
  return {
    async fetch(queryClient) {
      const data = await queryClient.fetchQuery(options);
      return largestImage?.(data) ?? null;
    },
  };
}

/**
 * The pages visitors arrive on from outside (search, shared links, the home page). The
 * server renders them (entry-server.tsx) and a first load in the browser starts all
 * they need at once (early-start.ts); both read this table.
 */
export interface PublicPage {
  path: string;
  load: () => Promise<RouteModule>;
  /** Text namespaces the page renders with (common is loaded for every page). */
  namespaces: readonly string[];
  /** The answers its first render shows. */
  queries: (language: Language, params: Params, search: URLSearchParams) => PageQuery[];
}

const firstPhoto = (project: ProjectDetails) => {
  const first = project.media[0];
  return first?.type === 'image' ? first.url : null;
};

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: paths.home.path,
    load: pageModules.landing,
    namespaces: ['landing', 'businesses'],
    // The hero is text; the popular businesses follow it.
    queries: (language) => [pageQuery(featuredProjectsQueryOptions(language))],
  },
  {
    path: paths.businesses.path,
    load: pageModules.businesses,
    namespaces: ['businesses'],
    queries: (language, _params, search) => [
      pageQuery(projectsQueryOptions(language), (list) =>
        // The first card of the Available tab, unless the address opens another tab.
        tabFromParam(search.get(TAB_PARAM)) === 'available' ? groupByTab(list.projects).available[0]?.image : null,
      ),
    ],
  },
  {
    path: paths.business.path,
    load: pageModules.business,
    namespaces: ['business', 'businesses'],
    queries: (language, { id = '' }) => [pageQuery(projectDetailsQueryOptions(id, language), firstPhoto)],
  },
];

export interface PublicPageMatch {
  page: PublicPage;
  queries: PageQuery[];
}

/** The public page at this address, with the answers it needs in this language; null for other pages. */
export function matchPublicPage(
  location: { pathname: string; search: string },
  language: Language,
): PublicPageMatch | null {
  for (const page of PUBLIC_PAGES) {
    const match = matchPath(page.path, location.pathname);
    if (match) return { page, queries: page.queries(language, match.params, new URLSearchParams(location.search)) };
  }
  return null;
}
