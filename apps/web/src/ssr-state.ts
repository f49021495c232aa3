import type { Language } from '@grove/contracts';
import type { DehydratedState } from '@tanstack/react-query';

/** The element after #root that carries what a server-rendered page was rendered from. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

export interface SsrState {
  /** The interface language the server rendered in. */
  language: Language;
  /** The API answers the page showed, for the query cache. */
  queries: DehydratedState;
}

/** The server-rendered page's state, or null for a page the browser renders itself. */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<SsrState>;
    return typeof state.language === 'string' && state.queries ? (state as SsrState) : null;
  } catch {
    return null;
  }
}
