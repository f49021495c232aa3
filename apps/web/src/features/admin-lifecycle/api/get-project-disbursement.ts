import type { AdminDisbursement } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectDisbursementKey } from './keys';

/**
 * GET /api/v1/admin/projects/{id}/disbursement: what the platform holds for the raise, what
 * (if anything) stands in the way of sending it to the business, and the disbursement made.
 */
export function getProjectDisbursement(id: string): Promise<AdminDisbursement> {
  return api<AdminDisbursement>(`/api/v1/admin/projects/${encodeURIComponent(id)}/disbursement`);
}

export const projectDisbursementQueryOptions = (id: string) =>
  queryOptions({ queryKey: projectDisbursementKey(id), queryFn: () => getProjectDisbursement(id), retry: false });

export function useProjectDisbursement(id: string) {
  return useQuery(projectDisbursementQueryOptions(id));
}
