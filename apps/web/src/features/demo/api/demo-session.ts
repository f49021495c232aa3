import type { DemoRole, DemoSession, DemoVisit } from '@grove/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { i18n } from '@/lib/i18n';
import { USER_SCOPE } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

export const demoVisitQueryKey = [USER_SCOPE, 'demo', 'visit'] as const;

/** GET /api/v1/demo/visit: the signed-in demo account's visit (what the tour points at). */
export function demoVisitQueryOptions() {
  return queryOptions({
    queryKey: demoVisitQueryKey,
    queryFn: ({ signal }) => api<DemoVisit>('/api/v1/demo/visit', { signal }),
    staleTime: 15_000,
    retry: false,
  });
}

/**
 * Signs a demo account in as any sign-in does, in place of whoever was signed in: the previous
 * account's cached data goes first, so nothing of it shows under the new one.
 */
function useSignInDemo() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: DemoSession) => {
      queryClient.removeQueries({ queryKey: [USER_SCOPE] });
      useSession.getState().signIn(session.token, session.user);
      queryClient.setQueryData(currentUserQueryKey, session.user);
      queryClient.setQueryData(demoVisitQueryKey, session.visit);
    },
    [queryClient],
  );
}

/** POST /api/v1/demo/sessions: a visit of one's own, its investor or operator signed in, in this language. */
export function useStartDemo() {
  const signIn = useSignInDemo();
  return useMutation({
    mutationFn: (role: DemoRole) =>
      api<DemoSession>('/api/v1/demo/sessions', { method: 'POST', body: { role, language: i18n.language } }),
    onSuccess: signIn,
  });
}

/** POST /api/v1/demo/switch: the visit's other account (the operator tour ends in the investor's wallet). */
export function useSwitchDemoAccount() {
  const signIn = useSignInDemo();
  return useMutation({
    mutationFn: (account: DemoRole) => api<DemoSession>('/api/v1/demo/switch', { method: 'POST', body: { account } }),
    onSuccess: signIn,
  });
}
