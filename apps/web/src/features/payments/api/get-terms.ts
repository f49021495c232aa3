import type { PaymentTerms } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/v1/payments/terms/{projectId}: the rules the payment page explains before anything is sent. */
export function fetchPaymentTerms(projectId: string, signal?: AbortSignal): Promise<PaymentTerms> {
  return api<PaymentTerms>(`/api/v1/payments/terms/${encodeURIComponent(projectId)}`, { signal });
}

export function paymentTermsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: paymentKeys.terms(projectId),
    queryFn: ({ signal }) => fetchPaymentTerms(projectId, signal),
    // What remains changes with every investor: read it fresh each visit.
    staleTime: 0,
  });
}

export function usePaymentTerms(projectId: string) {
  return useQuery(paymentTermsQueryOptions(projectId));
}
