import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { USER_SCOPE } from '@/lib/query-keys';
import { syncSessionAcrossTabs, useSession } from '@/lib/session';

/** App-wide providers and the glue between the session and the query cache. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => syncSessionAcrossTabs(), []);
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        // Whatever signed the user out (logout, an expired token, another tab),
        // their favourites, investments, KYC and payments leave the cache too.
        if (previous.isAuthenticated && !state.isAuthenticated) {
          queryClient.removeQueries({ queryKey: [USER_SCOPE] });
        }
      }),
    [queryClient],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
