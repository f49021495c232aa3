import type { CreatePaymentRequest, Payment } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useBusyRetry } from './busy-retry';
import { PAYMENTS_SCOPE, paymentKeys } from './keys';

export interface CreatePaymentInput {
  body: CreatePaymentRequest;
  /** One per confirm attempt, kept across a double click or a retry, so the server makes one payment. */
  idempotencyKey: string;
}

/** POST /api/v1/payments/ with an Idempotency-Key header. */
export function createPayment({ body, idempotencyKey }: CreatePaymentInput): Promise<Payment> {
  return api<Payment>('/api/v1/payments/', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Creating a payment; a busy platform is waited out (`retryAt`, useBusyRetry) with the same key. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  const { retryAt, retrying } = useBusyRetry();
  const mutation = useMutation({
    mutationFn: (input: CreatePaymentInput) => retrying(() => createPayment(input)),
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentKeys.payment(payment.id), payment);
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_SCOPE, refetchType: 'none' });
    },
  });
  return { ...mutation, retryAt };
}
