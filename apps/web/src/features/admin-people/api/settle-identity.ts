import type { SettleIdentity } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPeopleKeys } from './keys';

/** POST /api/v1/admin/identity/{userId}/settle (sandbox only). */
export function settleIdentity(userId: string, decision: SettleIdentity): Promise<unknown> {
  return api(`/api/v1/admin/identity/${encodeURIComponent(userId)}/settle`, { method: 'POST', body: decision });
}

export function useSettleIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: SettleIdentity }) =>
      settleIdentity(userId, decision),
    // The result arrives through the provider's webhook a moment later: ask again then too.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminPeopleKeys.allIdentity() });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: adminPeopleKeys.allIdentity() }), 2_000);
    },
  });
}
