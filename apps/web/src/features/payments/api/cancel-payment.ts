import type { Payment } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PORTFOLIO_SCOPE } from '@/lib/portfolio';
import { PAYMENTS_SCOPE, paymentKeys } from './keys';

/** POST /api/v1/payments/{id}/cancel: abandons an unpaid payment, or refunds one within the window. */
export function cancelPayment(id: string): Promise<Payment> {
  return api<Payment>(`/api/v1/payments/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}

export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayment,
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentKeys.payment(payment.id), payment);
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_SCOPE, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: PORTFOLIO_SCOPE });
    },
  });
}
