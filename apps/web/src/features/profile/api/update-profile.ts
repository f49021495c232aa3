import type { UpdateProfileRequest } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, updateCurrentUser } from '@/lib/current-user';
import { useSession } from '@/lib/session';

/** PUT /api/v1/users/me: saves the changed profile fields; the answer becomes the user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileRequest) => updateCurrentUser(changes),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      useSession.getState().setUser(user);
    },
  });
}
