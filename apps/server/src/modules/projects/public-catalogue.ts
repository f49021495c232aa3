import {
  exploreQuerySchema,
  exploreQueryString,
  normalizeExploreQuery,
  exploreResponseSchema,
  projectDetailsSchema,
  projectListResponseSchema,
  projectSchema,
  type ExploreQuery,
  type Project,
  type Language,
  type PublicAnswer,
} from '@grove/contracts';
import { z } from 'zod';
import type { Entry, ResponseCache } from '../../lib/response-cache.js';
import type { ListOptions, ProjectsService } from './projects.service.js';

export const featuredResponseSchema = z.array(projectSchema);

/**
 * The earliest opening time an answer shows (an answer carries one only while it is ahead):
 * the answer changes then, so the cache drops it then (lib/response-cache.ts).
 */
export function firstOpening(projects: readonly Pick<Project, 'opens_at'>[]): Date | null {
  let first: number | null = null;
  for (const { opens_at: opensAt } of projects) {
    const at = opensAt ? Date.parse(opensAt) : Number.NaN;
    if (!Number.isNaN(at) && (first === null || at < first)) first = at;
  }
  return first === null ? null : new Date(first);
}

/** A query a page renderer hands over, checked as the API checks its own (a bad one fails the render, never the cache). */
const readExploreQuery = (query: ExploreQuery) =>
  normalizeExploreQuery(exploreQuerySchema.parse(Object.fromEntries(exploreQueryString(query))));

/**
 * The public catalogue's answers as the response cache keeps them, each encoded through its
 * response schema: the API's routes send them, and the server's page renderer reads them
 * in-process. Writes drop them through `projects.catalogueChanged()`.
 */
export function createPublicCatalogue({
  projects,
  cache,
}: {
  projects: Pick<ProjectsService, 'list' | 'explore' | 'featured' | 'details'>;
  cache: ResponseCache;
}) {
  const catalogue = {
    list: (options: ListOptions) => {
      const { language, status, tab, limit, offset, sort } = options;
      return cache.get(
        `list|${language}|${status ?? ''}|${tab ?? ''}|${limit ?? ''}|${offset ?? ''}|${sort ?? ''}`,
        projectListResponseSchema,
        () => projects.list(options),
        (answer) => firstOpening(answer.projects),
      );
    },
    /** Keyed by the query's normal form, so every spelling of one page shares an entry (the cache is bounded). */
    explore: (query: ExploreQuery, language: Language) =>
      cache.get(
        `explore|${language}|${exploreQueryString(query).toString()}`,
        exploreResponseSchema,
        () => projects.explore(query, language),
        (answer) => firstOpening(answer.projects),
      ),
    featured: (language: Language) =>
      cache.get(
        `featured|${language}`,
        featuredResponseSchema,
        () => projects.featured(language),
        (answer) => firstOpening(answer),
      ),
    details: (id: string, language: Language) =>
      cache.get(
        `details|${id}|${language}`,
        projectDetailsSchema,
        () => projects.details(id, language),
        (answer) => firstOpening([answer]),
      ),
    /** An answer a rendered page shows, as the API sends it; an unknown business throws its 404. */
    answer: (answer: PublicAnswer, language: Language): Promise<Entry> =>
      answer.kind === 'details'
        ? catalogue.details(answer.id, language)
        : answer.kind === 'featured'
          ? catalogue.featured(language)
          : answer.kind === 'explore'
            ? catalogue.explore(readExploreQuery(answer.query), language)
            : catalogue.list({ language }),
    /** Counts the catalogue's writes: what is made from its answers keeps to one version. */
    version: () => cache.version,
  };
  return catalogue;
}
export type PublicCatalogue = ReturnType<typeof createPublicCatalogue>;
