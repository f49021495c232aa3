import type { Language } from '@grove/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import type { RenderedFormats } from './lib/format';

/** The element after #root that carries what a server-rendered page was rendered from. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

export interface SsrState {
  /** The interface language the server rendered in. */
  language: Language;
  /** The query cache the page was rendered from (TanStack Query's dehydrate). */
  queries: DehydratedState;
  /** The numbers and dates as the server formatted them (the browser hydrates with these). */
  formats: RenderedFormats;
}
