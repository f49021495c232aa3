import type { Language } from '@grove/contracts';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** One answer a page's first render shows. */
export interface PageQuery {
  /** Fetches it into the cache (or finds it there); resolves to the page's largest picture if it names one. */
  fetch(queryClient: QueryClient): Promise<string | null>;
}

/** The answers a page's first render shows, at its address and in a language. */
export type PageQueries = (language: Language, params: Params, search: URLSearchParams) => PageQuery[];

export function pageQuery<T, Key extends QueryKey>(
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
