import { FINAL_PAYMENT_STATUSES, type Payment, type PaymentStatus } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** How often the progress page asks while a payment is moving. */
export const PAYMENT_POLL_MS = 2_000;

/** Statuses after which nothing changes by itself (succeeded only by a cancellation). */
export function isSettled(status: PaymentStatus): boolean {
  return status === 'succeeded' || FINAL_PAYMENT_STATUSES.includes(status);
}

/** GET /api/v1/payments/{id}: the payment with its steps and timeline. */
export function fetchPayment(id: string, signal?: AbortSignal): Promise<Payment> {
  return api<Payment>(`/api/v1/payments/${encodeURIComponent(id)}`, { signal });
}

export function paymentQueryOptions(id: string) {
  return queryOptions({
    queryKey: paymentKeys.payment(id),
    queryFn: ({ signal }) => fetchPayment(id, signal),
    staleTime: 0,
    retry: false,
  });
}

/** The payment; with `poll`, asked again every 2 s until it settles. */
export function usePayment(id: string | null, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    ...paymentQueryOptions(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (!poll || query.state.error || !status || isSettled(status)) return false;
      // Waiting for the person (verification) changes nothing on its own.
      return status === 'awaiting_verification' ? false : PAYMENT_POLL_MS;
    },
  });
}
