import type { AdminProject, AdminProjectInput } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProjectKeys, adminProjectsUrl, adminProjectUrl } from './keys';

/** POST /api/v1/admin/projects (a new draft) or PATCH /api/v1/admin/projects/{id}. */
export function saveAdminProject(id: string | null, body: AdminProjectInput): Promise<AdminProject> {
  return id
    ? api<AdminProject>(adminProjectUrl(id), { method: 'PATCH', body })
    : api<AdminProject>(adminProjectsUrl, { method: 'POST', body });
}

export function useSaveAdminProject(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProjectInput) => saveAdminProject(id, body),
    onSuccess: (project) => {
      queryClient.setQueryData(adminProjectKeys.one(project.id), project);
      void queryClient.invalidateQueries({ queryKey: adminProjectKeys.all });
    },
  });
}
