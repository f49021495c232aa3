import { matchPublicPage, type Language, type PublicPageName } from '@grove/contracts';
import type { RouteModule } from './lazy-page';
import type { PageQuery } from './page-query';
import { pageModules } from './page-modules';

/**
 * What the web app adds to the contracts' PUBLIC_PAGES (the pages the server renders): each
 * one's code and the text namespaces it renders with (common is loaded for every page). What a
 * page's first render shows is in its route module (`queries`), so it downloads with the page.
 */
const PAGES: Record<PublicPageName, { load: () => Promise<RouteModule>; namespaces: readonly string[] }> = {
  home: { load: pageModules.landing, namespaces: ['landing', 'businesses'] },
  businesses: { load: pageModules.businesses, namespaces: ['businesses'] },
  business: { load: pageModules.business, namespaces: ['business', 'businesses'] },
};

/**
 * The public page at an address (path and query), with its text namespaces and a loader of its
 * module and queries; null for other pages. The server renders through it (entry-server.tsx),
 * and a first load in the browser starts the same things early (early-start.ts).
 */
export function publicPageAt(address: string) {
  const match = matchPublicPage(address);
  if (!match) return null;
  const page = PAGES[match.name];
  return {
    url: match.url,
    namespaces: page.namespaces,
    async load(language: Language): Promise<PageQuery[]> {
      const module = await page.load();
      return module.queries?.(language, match.params, new URLSearchParams(match.url.split('?')[1])) ?? [];
    },
  };
}
