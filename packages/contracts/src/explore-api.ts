import { z } from 'zod';
import { EXPLORE_TABS, type ExploreTab, type RaiseOutcome } from './business-status.js';
import { EXPLORE_MAX_PAGE, EXPLORE_MAX_TICKET, type ExploreQuery } from './explore.js';
import { PROJECT_SORTS, projectSchema } from './projects.js';
import { text } from './text.js';

const ticketBound = z.coerce.number().int().min(0).max(EXPLORE_MAX_TICKET).optional();

/**
 * GET /api/v1/public/project-catalogue: one page of Explore, searched, filtered and sorted.
 * `q` matches a business's name or short description in any language; `location` matches its
 * location in any language; `ticket_min`/`ticket_max` (major units) keep the businesses whose
 * ticket range meets that range. The spec's GET /public/projects stays as it is.
 */
export const exploreQuerySchema = z
  .object({
    lang: text().max(16).optional(),
    q: text().trim().max(100).optional(),
    tab: z.enum(EXPLORE_TABS).optional(),
    category: text().trim().toLowerCase().max(60).optional(),
    location: text().trim().max(100).optional(),
    ticket_min: ticketBound,
    ticket_max: ticketBound,
    sort: z.enum(PROJECT_SORTS).optional(),
    page: z.coerce.number().int().min(1).max(EXPLORE_MAX_PAGE).optional(),
  })
  .refine(
    (query) => query.ticket_min === undefined || query.ticket_max === undefined || query.ticket_min <= query.ticket_max,
    {
      message: 'The largest ticket must not be below the smallest',
      path: ['ticket_max'],
    },
  );
export type ExploreQueryInput = z.input<typeof exploreQuerySchema>;

/** The normal form of a parsed query (also the cache's key, through exploreQueryKey). */
export function normalizeExploreQuery(input: z.output<typeof exploreQuerySchema>): ExploreQuery {
  const query: ExploreQuery = {
    tab: input.tab ?? 'available',
    sort: input.sort ?? 'featured',
    page: input.page ?? 1,
  };
  if (input.q) query.q = input.q;
  if (input.category) query.category = input.category;
  if (input.location) query.location = input.location;
  if (input.ticket_min !== undefined) query.ticketMin = input.ticket_min;
  if (input.ticket_max !== undefined) query.ticketMax = input.ticket_max;
  return query;
}

export const exploreResponseSchema = z
  .object({
    projects: z.array(projectSchema),
    /** Businesses that match in this tab, on every page (a count above count_cap means more than count_cap). */
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Counts are exact up to this; a count above it (count_cap + 1) means "more than count_cap". */
    count_cap: z.number().int(),
    /**
     * How many businesses each tab holds under the same search and filters (capped as `total`);
     * null for every tab when a search or filter matches more than count_cap in all (only the
     * shown tab is counted then, in `total`).
     */
    tabs: z.object(
      Object.fromEntries(EXPLORE_TABS.map((tab) => [tab, z.number().int().nullable()])) as Record<
        ExploreTab,
        z.ZodNullable<z.ZodNumber>
      >,
    ),
    /** How the closed raises that match ended: the platform's track record (null as `tabs`). */
    track_record: z
      .object({ funded: z.number().int(), refunded: z.number().int() } satisfies Record<RaiseOutcome, z.ZodNumber>)
      .nullable(),
  })
  .meta({ id: 'ProjectCatalogue' });
export type ExploreAnswer = z.infer<typeof exploreResponseSchema>;
