import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { currentUserQueryKey } from '@/lib/current-user';
import { applyLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import type { AuthSession } from '../utils/read-auth-response';

/**
 * After a successful sign-up, sign-in or Google sign-in: store the token and the
 * user, seed the user query, and apply the profile's language (spec §4).
 */
export function useCompleteSignIn(): (session: AuthSession) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ token, user }: AuthSession) => {
      useSession.getState().signIn(token, user);
      if (!user) return;
      queryClient.setQueryData(currentUserQueryKey, user);
      try {
        await applyLanguage(user.language);
      } catch (error) {
        console.warn("Could not apply the profile's language.", error);
      }
    },
    [queryClient],
  );
}
