import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQueryKey, updateCurrentUser } from '@/lib/current-user';
import { onLanguageChosen } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/**
 * Spec §4 and §8: when a signed-in user chooses a language, it is saved to the
 * profile (PUT /users/me {language}) and the user's language is set after success.
 * A failure is only a warning: the interface has already switched.
 */
export function useSaveLanguageToProfile(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLanguageChosen((language) => {
        const { isAuthenticated, user } = useSession.getState();
        if (!isAuthenticated || user?.language === language) return;
        updateCurrentUser({ language })
          .then((updated) => {
            if (!useSession.getState().isAuthenticated) return;
            queryClient.setQueryData(currentUserQueryKey, updated);
            useSession.getState().setUser(updated);
          })
          .catch((error: unknown) => {
            console.warn('Could not save the language to the profile.', error);
          });
      }),
    [queryClient],
  );
}
