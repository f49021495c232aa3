import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { USER_SCOPE } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

/** Ends the session on the server; signing out locally never waits on or fails with it. */
export async function logoutOnServer(): Promise<void> {
  try {
    await api('/api/v1/auth/logout', { method: 'POST', timeoutMs: 3_000 });
  } catch {
    // The token may already be invalid; the local sign-out below is what matters to the user.
  }
}

/** Logs out: the server forgets the token, the app forgets the user and their cached data. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logoutOnServer();
    useSession.getState().signOut();
    queryClient.removeQueries({ queryKey: [USER_SCOPE] });
    await navigate(paths.home.getHref());
  }, [navigate, queryClient]);
}
