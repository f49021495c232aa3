import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQueryOptions } from '@/lib/current-user';
import { useSession } from '@/lib/session';

/**
 * With a stored token, fetches the current user (GET /users/me) and keeps the
 * session's user in step with it (spec §4: authenticated is also set after the
 * current user is fetched). A rejected token signs the user out in the API client.
 */
export function useCurrentUserSync(): void {
  const hasToken = useSession((s) => s.token !== null);
  const { data } = useQuery({ ...currentUserQueryOptions(), enabled: hasToken });
  useEffect(() => {
    const session = useSession.getState();
    if (data && session.token) session.setUser(data);
  }, [data]);
}
