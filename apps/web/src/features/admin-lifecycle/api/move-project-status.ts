import type { ProjectLifecycle, ProjectStatusMove } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';
import { ADMIN_LIFECYCLE_SCOPE } from './keys';

/** POST /api/v1/admin/projects/{id}/status: one move of the raise's life cycle. */
export function moveProjectStatus(id: string, move: ProjectStatusMove): Promise<ProjectLifecycle> {
  return api<ProjectLifecycle>(`/api/v1/admin/projects/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: move,
  });
}

export function useMoveProjectStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: ProjectStatusMove) => moveProjectStatus(id, move),
    onSuccess: (lifecycle) => {
      queryClient.setQueryData([...ADMIN_LIFECYCLE_SCOPE, 'project', id], lifecycle);
      // Every console list shows statuses (businesses, dashboard, audit log).
      void queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'admin'] });
    },
    // A refused move means the status changed meanwhile (another operator, the deadline job).
    onError: () => void queryClient.invalidateQueries({ queryKey: [...ADMIN_LIFECYCLE_SCOPE, 'project', id] }),
  });
}
