import type { FeedPage, Language } from '@grove/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PORTFOLIO_SCOPE } from '@/lib/portfolio';

/** GET /api/v1/portfolio/me/feed: one page, after `cursor` (the previous page's next_cursor). */
export function fetchFeed(language: Language, cursor: string | null, signal?: AbortSignal): Promise<FeedPage> {
  const query = new URLSearchParams({ lang: language });
  if (cursor) query.set('cursor', cursor);
  return api<FeedPage>(`/api/v1/portfolio/me/feed?${query.toString()}`, { signal });
}

export function feedQueryOptions(language: Language) {
  return infiniteQueryOptions({
    // Under the portfolio's scope: saving a business or investing refreshes the feed too.
    queryKey: [...PORTFOLIO_SCOPE, 'feed', language] as const,
    queryFn: ({ pageParam, signal }) => fetchFeed(language, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** The updates, answers and payouts of the businesses the investor saved or invested in, page by page. */
export function useFeed(language: Language) {
  return useInfiniteQuery(feedQueryOptions(language));
}
