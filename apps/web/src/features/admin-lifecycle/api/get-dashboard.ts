import type { AdminDashboard } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_LIFECYCLE_SCOPE } from './keys';

/** GET /api/v1/admin/dashboard */
export function getDashboard(): Promise<AdminDashboard> {
  return api<AdminDashboard>('/api/v1/admin/dashboard');
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_LIFECYCLE_SCOPE, 'dashboard'], queryFn: getDashboard, staleTime: 15_000 });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
