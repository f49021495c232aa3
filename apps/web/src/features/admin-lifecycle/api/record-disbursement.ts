import type { Disbursement, RecordDisbursementRequest } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';
import { projectDisbursementKey } from './keys';

/**
 * POST /api/v1/admin/projects/{id}/disbursement: records the bank transfer that sent the whole
 * raise to the business. The amount is the one the operator confirmed (refused if the raise holds
 * anything else by then); the reference is unique, so recording it again is refused.
 */
export function recordDisbursement(id: string, body: RecordDisbursementRequest): Promise<Disbursement> {
  return api<Disbursement>(`/api/v1/admin/projects/${encodeURIComponent(id)}/disbursement`, {
    method: 'POST',
    body,
  });
}

export function useRecordDisbursement(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordDisbursementRequest) => recordDisbursement(id, body),
    // The money leaves the platform's hands: every console page that shows a figure reads again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'admin'] }),
    // A refusal about the raise (its state, the amount it holds) means the panel is out of date.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: projectDisbursementKey(id) });
      }
    },
  });
}
