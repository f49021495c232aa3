import type { AdminProject, AdminPublishInput } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProjectKeys, adminProjectUrl } from './keys';

/**
 * POST /api/v1/admin/projects/{id}/publish: the draft starts fundraising, from `opensAt` when
 * given (null: at once; left out: the draft's own opening time stands).
 */
export const publishAdminProject = (id: string, opensAt?: string | null) =>
  api<AdminProject>(`${adminProjectUrl(id)}/publish`, {
    method: 'POST',
    ...(opensAt !== undefined ? { body: { opens_at: opensAt } satisfies AdminPublishInput } : {}),
  });

export function usePublishAdminProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (opensAt?: string | null) => publishAdminProject(id, opensAt),
    onSuccess: (project) => {
      queryClient.setQueryData(adminProjectKeys.one(id), project);
      void queryClient.invalidateQueries({ queryKey: adminProjectKeys.all });
    },
  });
}
