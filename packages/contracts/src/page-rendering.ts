import type { ExploreQuery } from './explore.js';
import type { Language } from './languages.js';
import type { PublicConfig } from './public-config.js';

/** The language cookie: the browser's stored choice (spec §9 preferred_language), for the server's renders. */
export const LANGUAGE_COOKIE = 'preferred_language';

/**
 * The pages the server renders: those people arrive on from outside (search, shared links, the
 * home page). The server renders the addresses that match one, the web app's route table takes
 * their paths from here, and a first load in the browser starts their data early. `search`
 * names the query parameters a page reads; others change nothing in it.
 */
export const PUBLIC_PAGES = {
  home: { path: '/' },
  businesses: { path: '/businesses', search: ['q', 'tab', 'category', 'location', 'min', 'max', 'sort', 'page'] },
  business: { path: '/business/:id' },
} as const satisfies Record<string, { path: string; search?: readonly string[] }>;

export type PublicPageName = keyof typeof PUBLIC_PAGES;

export interface PublicPageMatch {
  name: PublicPageName;
  params: Record<string, string>;
  /**
   * The address as the page is rendered and kept: the table's spelling, with only the query
   * parameters it reads, in the table's order, empty ones left out (one key per page in the cache).
   */
  url: string;
}

// Each page's path as React Router matches it: `:name` is one segment, case does not matter,
// one trailing slash is allowed.
const PATTERNS = (Object.keys(PUBLIC_PAGES) as PublicPageName[]).map((name) => {
  const page: { path: string; search?: readonly string[] } = PUBLIC_PAGES[name];
  const source = page.path.replace(/\/$/, '').replace(/:(\w+)/g, '(?<$1>[^/]+)');
  return { name, path: page.path, search: page.search ?? [], pattern: new RegExp(`^${source}/?$`, 'i') };
});

/** The public page at an address (path and query); null for any other page. */
export function matchPublicPage(address: string): PublicPageMatch | null {
  const [pathname = '', query = ''] = address.split(/\?(.*)/s, 2);
  for (const { name, path, search, pattern } of PATTERNS) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    let params: Record<string, string>;
    try {
      params = Object.fromEntries(
        Object.entries(found.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
      );
    } catch {
      return null; // A malformed escape is no page.
    }
    const url = path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key]!));
    const given = new URLSearchParams(query);
    const kept = new URLSearchParams();
    for (const key of search) {
      const value = given.get(key);
      if (value) kept.set(key, value);
    }
    const keptQuery = kept.toString();
    return { name, params, url: keptQuery ? `${url}?${keptQuery}` : url };
  }
  return null;
}

/**
 * An answer of the public catalogue that a rendered page shows, as `GET /api/v1/public/projects`,
 * `…/featured`, `…/{id}` and `/public/project-catalogue` (with `?lang=`) send it. The server reads
 * it through the API's own response cache; the browser asks the API.
 */
export type PublicAnswer =
  { kind: 'list' } | { kind: 'featured' } | { kind: 'details'; id: string } | { kind: 'explore'; query: ExploreQuery };

/** What the web app's server-side renderer (apps/web/src/entry-server.tsx) renders a page from. */
export interface PageRenderRequest {
  /** A public page's address, as matchPublicPage spells it. */
  url: string;
  language: Language;
  /** The answers the page shows, in `language`; an unknown business throws the API's 404 error. */
  answer: (answer: PublicAnswer) => Promise<unknown>;
}

export interface PageRender {
  /** The page's title, for the document's <title>. */
  title: string | null;
  /** Further <head> elements (the preload of the largest picture). */
  head: string;
  /** The markup inside the root element. */
  root: string;
  /** What follows the root element: the query cache the page was rendered from, for hydration. */
  afterRoot: string;
}

/** The renderer module's one export. */
export type CreateRenderer = (options: {
  publicConfig: PublicConfig;
}) => Promise<(request: PageRenderRequest) => Promise<PageRender>>;
