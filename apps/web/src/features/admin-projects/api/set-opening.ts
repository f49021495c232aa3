import type { AdminOpeningInput, AdminProject } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProjectKeys, adminProjectUrl } from './keys';

/** PUT /api/v1/admin/projects/{id}/opening: sets or clears (null) the opening time. */
export const setOpening = (id: string, opensAt: string | null) =>
  api<AdminProject>(`${adminProjectUrl(id)}/opening`, {
    method: 'PUT',
    body: { opens_at: opensAt } satisfies AdminOpeningInput,
  });

export function useSetOpening(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (opensAt: string | null) => setOpening(id, opensAt),
    onSuccess: (project) => {
      // Only the opening changes here: the form beside it (keyed by updated_at) keeps what is typed.
      queryClient.setQueryData<AdminProject>(adminProjectKeys.one(id), (old) =>
        old ? { ...old, opens_at: project.opens_at } : project,
      );
      void queryClient.invalidateQueries({ queryKey: adminProjectKeys.all, exact: false, refetchType: 'none' });
    },
  });
}
