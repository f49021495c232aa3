import { sessionsResponseSchema, type Session } from '@grove/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';

export const sessionsQueryKey = [USER_SCOPE, 'sessions'] as const;

/** GET /api/v1/auth/sessions: the signed-in user's live sessions, this one marked. */
export async function getSessions(): Promise<Session[]> {
  return sessionsResponseSchema.parse(await api<unknown>('/api/v1/auth/sessions')).sessions;
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions });

/** DELETE /api/v1/auth/sessions/:id: ends one session (another device's). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/v1/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

/** POST /api/v1/auth/sessions/end-others: signs out every other device. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ended: number }>('/api/v1/auth/sessions/end-others', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
