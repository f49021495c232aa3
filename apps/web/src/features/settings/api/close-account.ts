import type { CloseAccountRequest } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

/**
 * POST /api/v1/users/me/close: on success every sign-in has ended, this one too. `onClosed` runs
 * first (it leaves the page), since signing out unmounts the settings that asked.
 */
export function useCloseAccount(onClosed: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseAccountRequest) => api<unknown>('/api/v1/users/me/close', { method: 'POST', body }),
    onSuccess: async () => {
      await onClosed();
      useSession.getState().signOut();
      queryClient.removeQueries({ queryKey: [USER_SCOPE] });
    },
  });
}
