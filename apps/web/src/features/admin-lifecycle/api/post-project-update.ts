import type { ProjectUpdatePost, ProjectUpdatePosted } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';

/** POST /api/v1/admin/projects/{id}/updates: an update in every language. */
export function postProjectUpdate(id: string, update: ProjectUpdatePost): Promise<ProjectUpdatePosted> {
  return api<ProjectUpdatePosted>(`/api/v1/admin/projects/${encodeURIComponent(id)}/updates`, {
    method: 'POST',
    body: update,
  });
}

export function usePostProjectUpdate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProjectUpdatePost) => postProjectUpdate(id, update),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'admin'] }),
  });
}
