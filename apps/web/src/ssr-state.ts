import type { Language } from '@grove/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The element after #root that carries what a server-rendered page was rendered from. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

export interface SsrState {
  /** The interface language the server rendered in. */
  language: Language;
  /** The API answers the page showed, for the query cache. */
  queries: { queryKey: QueryKey; data: unknown; updatedAt: number }[];
}

/** The answers a render fetched, as the state carries them. */
export function answersOf(queryClient: QueryClient): SsrState['queries'] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }));
}

/** Puts the answers the server rendered with into the browser's query cache, as fresh as they were there. */
export function restoreAnswers(queryClient: QueryClient, answers: SsrState['queries']): void {
  for (const { queryKey, data, updatedAt } of answers) queryClient.setQueryData(queryKey, data, { updatedAt });
}

/** The server-rendered page's state, or null for a page the browser renders itself. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<SsrState>;
    return typeof state.language === 'string' && Array.isArray(state.queries) ? (state as SsrState) : null;
  } catch {
    return null;
  }
}
