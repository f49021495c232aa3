import type { DevClock } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { devClockKey } from './keys';

/** GET /api/v1/dev/clock: the platform's time and how far it runs ahead of real time (outside production). */
export function fetchDevClock(signal?: AbortSignal): Promise<DevClock> {
  return api<DevClock>('/api/v1/dev/clock', { signal });
}

export const devClockQueryOptions = () =>
  queryOptions({ queryKey: devClockKey, queryFn: ({ signal }) => fetchDevClock(signal), staleTime: 0 });

export function useDevClock() {
  return useQuery(devClockQueryOptions());
}
