import type { ProjectLifecycle } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_LIFECYCLE_SCOPE } from './keys';

/** GET /api/v1/admin/projects/{id}/status: the status and the moves an operator may make. */
export function getProjectLifecycle(id: string): Promise<ProjectLifecycle> {
  return api<ProjectLifecycle>(`/api/v1/admin/projects/${encodeURIComponent(id)}/status`);
}

export const projectLifecycleQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ADMIN_LIFECYCLE_SCOPE, 'project', id], queryFn: () => getProjectLifecycle(id) });

export function useProjectLifecycle(id: string) {
  return useQuery(projectLifecycleQueryOptions(id));
}
