import type { Language, Portfolio } from '@grove/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { USER_SCOPE } from './query-keys';

/**
 * The signed-in user's portfolio (GET /api/v1/portfolio/me): investments with their payouts,
 * unfinished payments apart, saved businesses (favourites), the totals invested and received, and the wallet's balance. Shared because the catalogue's
 * save buttons and the portfolio page both read and change it.
 */
export const PORTFOLIO_SCOPE = [USER_SCOPE, 'portfolio'] as const;

export const portfolioQueryKey = (language: Language) => [...PORTFOLIO_SCOPE, language] as const;

export async function fetchPortfolio(language: Language, signal?: AbortSignal): Promise<Portfolio> {
  const body = await api<Partial<Portfolio>>(`/api/v1/portfolio/me?lang=${language}`, { signal });
  return {
    items: Array.isArray(body.items) ? body.items : [],
    unfinished: Array.isArray(body.unfinished) ? body.unfinished : [],
    investment_count: typeof body.investment_count === 'number' ? body.investment_count : 0,
    favorites: Array.isArray(body.favorites) ? body.favorites : [],
    total_invested: typeof body.total_invested === 'number' ? body.total_invested : 0,
    total_received: body.total_received ?? 0,
    currency: typeof body.currency === 'string' && body.currency ? body.currency : 'USD',
    wallet: body.wallet ?? [],
  };
}

/** Statuses that the provider settles within seconds: the list asks again until they do. */
const SETTLING = new Set<string>(['processing', 'refunding']);

export function portfolioQueryOptions(language: Language) {
  return queryOptions({
    queryKey: portfolioQueryKey(language),
    queryFn: ({ signal }) => fetchPortfolio(language, signal),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => SETTLING.has(item.status))
        ? 3_000
        : // A payment waiting at the bank (3-D Secure) may wait until its reservation ends: ask less often.
          query.state.data?.unfinished.some((payment) => SETTLING.has(payment.status))
          ? 15_000
          : false,
  });
}
