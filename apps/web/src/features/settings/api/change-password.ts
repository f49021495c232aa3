import type { AuthResponse, ChangePasswordRequest } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { useSession } from '@/lib/session';

export const changePassword = (body: ChangePasswordRequest) =>
  api<AuthResponse>('/api/v1/users/me/password', { method: 'PUT', body });

/** PUT /api/v1/users/me/password: every other sign-in ends; this one continues with the new token. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token, user }) => {
      useSession.getState().signIn(token, user);
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
