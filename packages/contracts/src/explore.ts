import type { ExploreTab } from './business-status.js';
import type { ProjectSort } from './projects.js';

// No zod here: the web app's Explore page reads this module, and zod's schemas would come with it
// (their first use probes for eval, which the page's CSP refuses). The API's schemas are in
// explore-api.ts.

/** Businesses on one page of Explore. */
export const EXPLORE_PAGE_SIZE = 24;
/** The last page anyone can ask for: deep offsets cost the database more than they show anyone. */
export const EXPLORE_MAX_PAGE = 1000;
/**
 * Explore counts a search's matches up to this many: a count above it is sent as the cap + 1
 * and reads "1,000+", and a search matching more than this in all counts only the tab shown,
 * as large catalogues do, so that it costs the same at 10,000 businesses as at 1,000 (issue 22).
 */
export const EXPLORE_COUNT_CAP = 1000;
/** The largest ticket bound a query may name, in major units. */
export const EXPLORE_MAX_TICKET = 100_000_000;

/** An Explore query with its defaults filled in and empty filters left out: one spelling per page. */
export interface ExploreQuery {
  q?: string;
  tab: ExploreTab;
  category?: string;
  location?: string;
  ticketMin?: number;
  ticketMax?: number;
  sort: ProjectSort;
  page: number;
}

export const DEFAULT_EXPLORE_QUERY: ExploreQuery = { tab: 'available', sort: 'featured', page: 1 };

/** The query string the API reads for a query (fixed order, defaults left out). */
export function exploreQueryString(query: ExploreQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.tab !== 'available') params.set('tab', query.tab);
  if (query.category) params.set('category', query.category);
  if (query.location) params.set('location', query.location);
  if (query.ticketMin !== undefined) params.set('ticket_min', String(query.ticketMin));
  if (query.ticketMax !== undefined) params.set('ticket_max', String(query.ticketMax));
  if (query.sort !== 'featured') params.set('sort', query.sort);
  if (query.page !== 1) params.set('page', String(query.page));
  return params;
}
