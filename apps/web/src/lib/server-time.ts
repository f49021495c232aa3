import type { ServerTime } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { api } from './api-client';
import { useHydrated } from './hydration';

/**
 * How far the server's clock is ahead of this device's (ms; negative when behind), from one
 * round trip to GET /api/v1/public/time: the server's time is taken as it was halfway through,
 * so the error is at most half the round trip. A device whose clock is wrong by hours counts
 * down to the same instant as every other (issue 24). The server's clock is the platform clock,
 * which outside production an operator may have moved forward.
 */
export async function fetchServerOffset(): Promise<number> {
  const sent = Date.now();
  const { now } = await api<ServerTime>('/api/v1/public/time');
  const received = Date.now();
  const server = Date.parse(now);
  if (Number.isNaN(server)) throw new Error('The server answered no time');
  return server - (sent + received) / 2;
}

export const serverOffsetQueryOptions = queryOptions({
  queryKey: ['server-time'] as const,
  queryFn: fetchServerOffset,
  // Clocks drift slowly; a tab coming back (the device slept, its clock may have been set) asks again.
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: true,
});

/**
 * This device's clock, read as a component renders. What shows time passing renders again on a
 * timer; nothing reads it while the server renders or the browser hydrates (no server time then).
 */
export function deviceNow(): number {
  return Date.now();
}

export interface Opening {
  /** The raise has not opened yet (as far as is known: before the server's time arrives, it has not). */
  upcoming: boolean;
  /** When it opens (or opened) by this device's clock (ms), once the server's time is known; null before. */
  opensAtOnDevice: number | null;
}

const OPEN: Opening = { upcoming: false, opensAtOnDevice: null };
/** A timer can wait at most this long (2^31 - 1 ms, some 24.8 days); a longer wait is done in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether a raise with this opening time (the public answer's `opens_at`, present only while it
 * is ahead) is still to open, by the server's clock. Rendered on the server and while hydrating,
 * it is upcoming, as the answer says; then the server's time is fetched (once for the page), and
 * the component renders again exactly at the opening, so the page turns to "Invest" by itself.
 */
export function useOpening(opensAt: string | null | undefined): Opening {
  const at = opensAt ? Date.parse(opensAt) : Number.NaN;
  const ahead = !Number.isNaN(at);
  const hydrated = useHydrated();
  const offset = useQuery({ ...serverOffsetQueryOptions, enabled: ahead && hydrated });
  // If the server's time cannot be had, this device's clock is the best there is.
  const offsetMs = offset.data ?? (offset.isError ? 0 : null);
  const opensAtOnDevice = ahead && hydrated && offsetMs !== null ? at - offsetMs : null;
  const [turn, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (opensAtOnDevice === null) return;
    const left = opensAtOnDevice - Date.now();
    if (left <= 0) return;
    // Each wake-up renders again; one that came a little early schedules the rest.
    const timer = setTimeout(rerender, Math.min(left, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [opensAtOnDevice, turn]);
  if (!ahead) return OPEN;
  if (opensAtOnDevice === null) return { upcoming: true, opensAtOnDevice: null };
  return { upcoming: opensAtOnDevice > deviceNow(), opensAtOnDevice };
}
