import type { Payment } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useBusyRetry } from './busy-retry';
import { paymentKeys } from './keys';

/**
 * POST /api/v1/payments/{id}/checkout: after identity verification, reserves the amount and
 * opens the checkout; for a payment whose checkout is open, answers its checkout_url.
 */
export function startCheckout(id: string): Promise<Payment> {
  return api<Payment>(`/api/v1/payments/${encodeURIComponent(id)}/checkout`, { method: 'POST' });
}

/** Continuing to the checkout; a busy platform is waited out (`retryAt`, useBusyRetry). */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  const { retryAt, retrying } = useBusyRetry();
  const mutation = useMutation({
    mutationFn: (id: string) => retrying(() => startCheckout(id)),
    onSuccess: (payment) => queryClient.setQueryData(paymentKeys.payment(payment.id), payment),
  });
  return { ...mutation, retryAt };
}
