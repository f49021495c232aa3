import type { PublicRevenueReports } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * A business's revenue reports, shared because the business page and the portfolio both show them.
 * Statuses after the close, when a business reports its revenue each quarter (issue 26). */
const REPORTING_STATUSES = new Set(['funded', 'active', 'in_progress', 'payout', 'paused']);

export const mayHaveRevenueReports = (status: string) => REPORTING_STATUSES.has(status);

/** GET /api/v1/public/projects/{id}/revenue-reports: reported periods against the forecast, and late ones. */
export function publicRevenueReportsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: ['projects', 'revenue-reports', projectId] as const,
    queryFn: ({ signal }) =>
      api<PublicRevenueReports>(`/api/v1/public/projects/${encodeURIComponent(projectId)}/revenue-reports`, {
        signal,
      }),
    retry: false,
  });
}

export function usePublicRevenueReports(projectId: string, status: string) {
  return useQuery({ ...publicRevenueReportsQueryOptions(projectId), enabled: mayHaveRevenueReports(status) });
}
