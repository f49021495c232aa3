import { useCallback } from 'react';
import { formatDate } from './format';
import { useHydrated } from './hydration';

/** The time zone of pages rendered on the server, which cannot know the reader's. */
export const SERVER_TIME_ZONE = 'UTC';

/**
 * formatDate in the reader's time zone. Markup rendered on the server (and its hydration)
 * uses UTC, then the date re-renders in the reader's zone: near midnight the two differ by a day.
 */
export function useFormatDate(): (iso: string | null | undefined, style?: 'medium' | 'long') => string {
  const hydrated = useHydrated();
  return useCallback(
    (iso, style = 'medium') => formatDate(iso, undefined, style, hydrated ? undefined : SERVER_TIME_ZONE),
    [hydrated],
  );
}
