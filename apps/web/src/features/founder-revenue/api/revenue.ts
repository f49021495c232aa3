import type { RevenueCardPayment, RevenueOverview, RevenueReport } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';

/** The founder's revenue page's query keys (issue 26), under the signed-in user's scope. */
export const founderRevenueKey = (id: string) => [USER_SCOPE, 'founder', 'revenue', id] as const;

/** GET /api/v1/founder/businesses/{id}/revenue: the terms, the periods and what to pay. */
export function founderRevenueQueryOptions(id: string) {
  return queryOptions({
    queryKey: founderRevenueKey(id),
    queryFn: ({ signal }) =>
      api<RevenueOverview>(`/api/v1/founder/businesses/${encodeURIComponent(id)}/revenue`, { signal }),
  });
}

export function useFounderRevenue(id: string) {
  return useQuery(founderRevenueQueryOptions(id));
}

export interface ReportInput {
  period: number;
  revenue: string;
  profit: string;
  evidence: File;
}

/** POST …/revenue/{period} (multipart: the figures, then the evidence): owners only, once per period. */
export function useReportRevenue(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ period, revenue, profit, evidence }: ReportInput) => {
      const form = new FormData();
      form.append('revenue', revenue.trim());
      if (profit.trim() !== '') form.append('profit', profit.trim());
      form.append('file', evidence, evidence.name);
      return api<RevenueReport>(`/api/v1/founder/businesses/${encodeURIComponent(id)}/revenue/${period}`, {
        method: 'POST',
        body: form,
        timeoutMs: 60_000,
      });
    },
    // Settled either way: a 409 (already reported by a co-owner) means the page is out of date.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: founderRevenueKey(id) }),
  });
}

/**
 * POST …/revenue/{period}/card-payment: opens (or finds open) the provider's checkout for the
 * report's amount due; owners only. The page then sends the founder to the checkout.
 */
export function usePayByCard(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: number) =>
      api<RevenueCardPayment>(`/api/v1/founder/businesses/${encodeURIComponent(id)}/revenue/${period}/card-payment`, {
        method: 'POST',
      }),
    // A 409 (paid meanwhile, by transfer or another owner's card) means the page is out of date.
    onError: () => void queryClient.invalidateQueries({ queryKey: founderRevenueKey(id) }),
  });
}
