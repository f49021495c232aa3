import type { AdminProject } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProjectKeys, adminProjectUrl } from './keys';

/** POST /api/v1/admin/projects/{id}/publish: the draft starts fundraising. */
export const publishAdminProject = (id: string) =>
  api<AdminProject>(`${adminProjectUrl(id)}/publish`, { method: 'POST' });

export function usePublishAdminProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishAdminProject(id),
    onSuccess: (project) => {
      queryClient.setQueryData(adminProjectKeys.one(id), project);
      void queryClient.invalidateQueries({ queryKey: adminProjectKeys.all });
    },
  });
}
