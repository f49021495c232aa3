import type { Language } from '@grove/contracts';
import { matchPath, type Params } from 'react-router';
import { paths } from '@/lib/paths';
import type { RouteModule } from './lazy-page';
import type { PageQuery } from './page-query';
import { pageModules } from './page-modules';

/**
 * The pages visitors arrive on from outside (search, shared links, the home page). The
 * server renders them (entry-server.tsx) and a first load in the browser starts all they
 * need at once (early-start.ts); both read this table. Its addresses are the contracts'
 * PUBLIC_PAGE_PATHS, which the server checks before it asks for a render. What each page's first render shows
 * is in its route module (`queries`), so it downloads with the page, not with every page.
 */
export interface PublicPage {
  path: string;
  load: () => Promise<RouteModule>;
  /** Text namespaces the page renders with (common is loaded for every page). */
  namespaces: readonly string[];
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: paths.home.path, load: pageModules.landing, namespaces: ['landing', 'businesses'] },
  { path: paths.businesses.path, load: pageModules.businesses, namespaces: ['businesses'] },
  { path: paths.business.path, load: pageModules.business, namespaces: ['business', 'businesses'] },
];

export interface PublicPageMatch {
  page: PublicPage;
  params: Params;
  search: URLSearchParams;
}

/** The public page at this address; null for other pages. */
export function matchPublicPage(location: { pathname: string; search: string }): PublicPageMatch | null {
  for (const page of PUBLIC_PAGES) {
    const match = matchPath(page.path, location.pathname);
    if (match) return { page, params: match.params, search: new URLSearchParams(location.search) };
  }
  return null;
}

/** Loads the page's module; resolves to the answers its first render shows, in this language. */
export async function loadPublicPage(match: PublicPageMatch, language: Language) {
  const module = await match.page.load();
  const queries: PageQuery[] = module.queries?.(language, match.params, match.search) ?? [];
  return { module, queries };
}
