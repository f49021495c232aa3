import type { Language, PublicAnswer } from '@grove/contracts';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** One answer a public page's first render shows, and the query the page reads it through. */
export interface PageQuery {
  answer: PublicAnswer;
  /** In the browser: fetches it into the cache (or finds it there); resolves to the page's largest picture if it names one. */
  fetch(queryClient: QueryClient): Promise<string | null>;
  /** On the server: puts the answer, as the API sends it, where the page's query finds it. */
  seed(queryClient: QueryClient, body: unknown): void;
}

/** The answers a page's first render shows, at its address and in a language. */
export type PageQueries = (language: Language, params: Params, search: URLSearchParams) => PageQuery[];

export function pageQuery<T, Key extends QueryKey>(
  answer: PublicAnswer,
  options: FetchQueryOptions<T, Error, T, Key>,
  largestImage?: (data: T) => string | null | undefined,
): PageQuery {
  return {
    answer,
    async fetch(queryClient) {
      const data = await queryClient.fetchQuery(options);
      return largestImage?.(data) ?? null;
    },
    seed(queryClient, body) {
      queryClient.setQueryData<unknown>(options.queryKey as QueryKey, body);
    },
  };
}
