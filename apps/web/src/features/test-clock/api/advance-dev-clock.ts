import type { DevClock, DevClockAdvance } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CONSOLE_SCOPE, devClockKey } from './keys';

/** POST /api/v1/dev/clock: moves the platform's clock forward, for every instance (outside production). */
export function advanceDevClock(advance: DevClockAdvance): Promise<DevClock> {
  return api<DevClock>('/api/v1/dev/clock', { method: 'POST', body: advance });
}

export function useAdvanceDevClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advanceDevClock,
    onSuccess: (clock) => {
      queryClient.setQueryData(devClockKey, clock);
      // Deadlines, windows and reservations may have passed: every console figure is asked again.
      void queryClient.invalidateQueries({
        queryKey: CONSOLE_SCOPE,
        predicate: (query) => query.queryKey[2] !== devClockKey[2],
      });
    },
  });
}
