import type { KiisAcknowledgments } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PORTFOLIO_SCOPE } from '@/lib/portfolio';

/** GET /api/v1/portfolio/me/kiis: the key information sheets the investor acknowledged, newest first. */
export function fetchKiisAcknowledgments(language: string, signal?: AbortSignal): Promise<KiisAcknowledgments> {
  return api<KiisAcknowledgments>(`/api/v1/portfolio/me/kiis?${new URLSearchParams({ lang: language })}`, { signal });
}

export function kiisAcknowledgmentsQueryOptions(language: string) {
  return queryOptions({
    // Under the portfolio's scope: investing refreshes it too.
    queryKey: [...PORTFOLIO_SCOPE, 'kiis', language] as const,
    queryFn: ({ signal }) => fetchKiisAcknowledgments(language, signal),
  });
}

export function useKiisAcknowledgments(language: string) {
  return useQuery(kiisAcknowledgmentsQueryOptions(language));
}
