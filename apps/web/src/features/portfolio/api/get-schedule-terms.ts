import type { ProjectDetails } from '@grove/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the expected payout schedule is computed from: the raise's end and the term. */
export interface ScheduleTerms {
  funding_end: string | null;
  investment_term_months: number;
}

/**
 * GET /api/v1/public/projects/{id}: the business's page data, of which the payouts view needs the
 * raise's end and the term (the portfolio's items carry the catalogue's shorter record). Asked
 * only when an investment's payouts are opened.
 */
export function useScheduleTerms(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['projects', 'schedule-terms', projectId] as const,
    queryFn: async ({ signal }): Promise<ScheduleTerms> => {
      const project = await api<ProjectDetails>(`/api/v1/public/projects/${encodeURIComponent(projectId)}?lang=en`, {
        signal,
      });
      return { funding_end: project.funding_end, investment_term_months: project.investment_term_months };
    },
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
