import type { ErrorCode } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { FINANCE_API, financeKeys } from './keys';

/** The answer when another operator closed the review first. */
export const REVIEW_CLOSED_CODE = 'ACCOUNT_REVIEW_CLOSED' satisfies ErrorCode;

export const isReviewClosedError = (error: unknown): boolean =>
  error instanceof ApiError && error.code === REVIEW_CLOSED_CODE;

/**
 * POST /api/v1/admin/finance/account-reviews/{id}/resolve: closes the review with what the operator
 * found and did; the investor's held withdrawals go out.
 */
export function resolveAccountReview(id: string, resolution: string): Promise<void> {
  return api<void>(`${FINANCE_API}/account-reviews/${encodeURIComponent(id)}/resolve`, {
    method: 'POST',
    body: { resolution },
  });
}

export function useResolveAccountReview() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: financeKeys.accountReviews() });
  return useMutation({
    mutationFn: ({ id, resolution }: { id: string; resolution: string }) => resolveAccountReview(id, resolution),
    onSuccess: refresh,
    // Closed by someone else meanwhile: the lists we show are out of date.
    onError: (error) => (isReviewClosedError(error) ? refresh() : undefined),
  });
}
