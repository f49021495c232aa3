import type { MyInvestmentSummary, Payment } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import { paymentKeys } from './keys';

export interface ProjectPayments {
  payments: Payment[];
  summary: MyInvestmentSummary;
}

/** GET /api/v1/payments/project/{id}: the signed-in investor's payments for one business and their summary. */
export function fetchProjectPayments(projectId: string, language: string, signal?: AbortSignal) {
  return api<ProjectPayments>(`/api/v1/payments/project/${encodeURIComponent(projectId)}?lang=${language}`, {
    signal,
  });
}

export function projectPaymentsQueryOptions(projectId: string, language: string) {
  return queryOptions({
    queryKey: paymentKeys.project(projectId, language),
    queryFn: ({ signal }) => fetchProjectPayments(projectId, language, signal),
  });
}

/** Nothing for a guest: the business page asks only once someone is signed in. */
export function useProjectPayments(projectId: string) {
  const language = useLanguage();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  return useQuery({ ...projectPaymentsQueryOptions(projectId, language), enabled: isAuthenticated });
}
