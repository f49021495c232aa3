import type { RevenueTermsRequest, RevenueTermsView } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProjectKeys, adminProjectUrl } from './keys';

const termsKey = (id: string) => [...adminProjectKeys.all, 'revenue-terms', id] as const;

/** GET /api/v1/admin/projects/{id}/revenue-terms: the terms, the defaults until set. */
export function useRevenueTerms(id: string) {
  return useQuery(
    queryOptions({
      queryKey: termsKey(id),
      queryFn: ({ signal }) => api<RevenueTermsView>(`${adminProjectUrl(id)}/revenue-terms`, { signal }),
      retry: false,
    }),
  );
}

/** PUT …/revenue-terms: refused (409 REVENUE_TERMS_FROZEN) once the raise is published. */
export function useSaveRevenueTerms(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RevenueTermsRequest) =>
      api<RevenueTermsView>(`${adminProjectUrl(id)}/revenue-terms`, { method: 'PUT', body }),
    onSuccess: (terms) => {
      queryClient.setQueryData(termsKey(id), terms);
      // The contract minimum is the business's expected return: the project reads again.
      void queryClient.invalidateQueries({ queryKey: adminProjectKeys.one(id) });
    },
  });
}
