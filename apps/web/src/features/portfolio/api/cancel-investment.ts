import type { Payment } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PORTFOLIO_SCOPE } from '@/lib/portfolio';
import { USER_SCOPE } from '@/lib/query-keys';

/**
 * POST /api/v1/payments/{id}/cancel from the portfolio: within the cancellation window a paid
 * investment is refunded in full (refunding, then refunded once the provider confirms).
 */
export function cancelInvestment(applicationId: string): Promise<Payment> {
  return api<Payment>(`/api/v1/payments/${encodeURIComponent(applicationId)}/cancel`, { method: 'POST' });
}

export function useCancelInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvestment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PORTFOLIO_SCOPE });
      void queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'payments'], refetchType: 'none' });
    },
  });
}
