import {
  DEFAULT_EXPLORE_QUERY,
  EXPLORE_MAX_PAGE,
  EXPLORE_MAX_TICKET,
  PROJECT_CATEGORIES,
  type ExploreQuery,
  type ProjectSort,
} from '@grove/contracts';
import { TAB_PARAM, TAB_SLUGS, tabFromParam } from './explore-tabs';

/**
 * Explore's state lives in its address, so a search with filters can be shared as a link and
 * Back and Forward walk through it: /businesses?q=coffee&category=food_beverage&min=100&sort=newest.
 * No React here, so the server's renderer and the first load's early start read it too.
 */
export const EXPLORE_PARAMS = {
  q: 'q',
  tab: TAB_PARAM,
  category: 'category',
  location: 'location',
  ticketMin: 'min',
  ticketMax: 'max',
  sort: 'sort',
  page: 'page',
} as const;

/** How each order is spelt in the address (the default, featured, is left out). */
export const SORT_SLUGS: Readonly<Record<ProjectSort, string>> = {
  featured: 'featured',
  newest: 'newest',
  most_funded: 'most-funded',
  ending_soon: 'closing-soon',
};

export const EXPLORE_SORTS = Object.keys(SORT_SLUGS) as ProjectSort[];

const MAX_TEXT = 100;

/** A text parameter as the API accepts it: trimmed, at most 100 characters, without control characters. */
function textParam(value: string | null): string | undefined {
  // The API refuses control characters; a hand-edited address may carry them.
  const cleaned = [...(value ?? '')]
    .filter((char) => char >= ' ' && char !== '\u007f')
    .join('')
    .trim()
    .slice(0, MAX_TEXT)
    .trim();
  return cleaned || undefined;
}

/** A whole number within bounds, or nothing: "12.5", "-3" and "ten" are no bound. */
function wholeParam(value: string | null, min: number, max: number): number | undefined {
  const text = (value ?? '').trim();
  if (!/^\d{1,12}$/.test(text)) return undefined;
  const number = Number(text);
  return number >= min && number <= max ? number : undefined;
}

/**
 * The query an address asks for. Whatever a hand-edited link carries, the answer is a query
 * the API accepts: unknown values fall back to the defaults, and a range given upside down
 * is read the right way up.
 */
export function exploreQueryFromSearch(search: URLSearchParams): ExploreQuery {
  const query: ExploreQuery = { ...DEFAULT_EXPLORE_QUERY, tab: tabFromParam(search.get(EXPLORE_PARAMS.tab)) };
  const q = textParam(search.get(EXPLORE_PARAMS.q));
  if (q) query.q = q;
  const category = (search.get(EXPLORE_PARAMS.category) ?? '').trim().toLowerCase();
  if ((PROJECT_CATEGORIES as readonly string[]).includes(category)) query.category = category;
  const location = textParam(search.get(EXPLORE_PARAMS.location));
  if (location) query.location = location;
  let ticketMin = wholeParam(search.get(EXPLORE_PARAMS.ticketMin), 0, EXPLORE_MAX_TICKET);
  let ticketMax = wholeParam(search.get(EXPLORE_PARAMS.ticketMax), 0, EXPLORE_MAX_TICKET);
  if (ticketMin !== undefined && ticketMax !== undefined && ticketMin > ticketMax)
    [ticketMin, ticketMax] = [ticketMax, ticketMin];
  if (ticketMin !== undefined) query.ticketMin = ticketMin;
  if (ticketMax !== undefined) query.ticketMax = ticketMax;
  const sortSlug = (search.get(EXPLORE_PARAMS.sort) ?? '').trim().toLowerCase();
  query.sort = EXPLORE_SORTS.find((sort) => SORT_SLUGS[sort] === sortSlug) ?? DEFAULT_EXPLORE_QUERY.sort;
  query.page = wholeParam(search.get(EXPLORE_PARAMS.page), 1, EXPLORE_MAX_PAGE) ?? 1;
  return query;
}

/** The address's query string for a query: one spelling per page, defaults left out. */
export function searchFromExploreQuery(query: ExploreQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.q) search.set(EXPLORE_PARAMS.q, query.q);
  if (query.tab !== DEFAULT_EXPLORE_QUERY.tab) search.set(EXPLORE_PARAMS.tab, TAB_SLUGS[query.tab]);
  if (query.category) search.set(EXPLORE_PARAMS.category, query.category);
  if (query.location) search.set(EXPLORE_PARAMS.location, query.location);
  if (query.ticketMin !== undefined) search.set(EXPLORE_PARAMS.ticketMin, String(query.ticketMin));
  if (query.ticketMax !== undefined) search.set(EXPLORE_PARAMS.ticketMax, String(query.ticketMax));
  if (query.sort !== DEFAULT_EXPLORE_QUERY.sort) search.set(EXPLORE_PARAMS.sort, SORT_SLUGS[query.sort]);
  if (query.page !== 1) search.set(EXPLORE_PARAMS.page, String(query.page));
  return search;
}

/** How many filters narrow the list (search, category, location, ticket range). */
export function activeFilterCount(query: ExploreQuery): number {
  return [
    query.q,
    query.category,
    query.location,
    query.ticketMin !== undefined || query.ticketMax !== undefined ? true : undefined,
  ].filter(Boolean).length;
}

/** The same tab and order without any search or filter, on its first page. */
export function withoutFilters(query: ExploreQuery): ExploreQuery {
  return { tab: query.tab, sort: query.sort, page: 1 };
}
