import type { Payout, RecordPayoutRequest } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';
import { projectPayoutsKey } from './get-project-payouts';

/**
 * POST /api/v1/admin/projects/{id}/payouts: split pro rata and credited to the investors'
 * wallets. The reference is unique, so sending the same payout again is refused, never paid twice.
 */
export function recordPayout(id: string, body: RecordPayoutRequest): Promise<Payout> {
  return api<Payout>(`/api/v1/admin/projects/${encodeURIComponent(id)}/payouts`, { method: 'POST', body });
}

export function useRecordPayout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPayoutRequest) => recordPayout(id, body),
    // The totals change, and the first payout moves the business from active to payout:
    // every console page that shows a status or a figure reads again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'admin'] }),
    // A refusal about the business (its status, nobody holding money) means the page is out of date.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: projectPayoutsKey(id) });
      }
    },
  });
}
