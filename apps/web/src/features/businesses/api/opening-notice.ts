import type { OpeningNotice } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';

/** Under the user's scope: signing out drops it. */
export const openingNoticeKey = (projectId: string) => [USER_SCOPE, 'opening-notice', projectId] as const;
const url = (projectId: string) => `/api/v1/projects/${encodeURIComponent(projectId)}/opening-notice`;

/** GET /api/v1/projects/{id}/opening-notice: whether the signed-in user asked to hear when it opens. */
export const fetchOpeningNotice = (projectId: string) => api<OpeningNotice>(url(projectId));

export const openingNoticeQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: openingNoticeKey(projectId), queryFn: () => fetchOpeningNotice(projectId) });

export function useOpeningNotice(projectId: string, enabled: boolean) {
  return useQuery({ ...openingNoticeQueryOptions(projectId), enabled });
}

/** PUT (notify me) or DELETE (undo) /api/v1/projects/{id}/opening-notice. */
export const setOpeningNotice = (projectId: string, requested: boolean) =>
  api<OpeningNotice>(url(projectId), { method: requested ? 'PUT' : 'DELETE' });

export function useSetOpeningNotice(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requested: boolean) => setOpeningNotice(projectId, requested),
    onSuccess: (notice) => queryClient.setQueryData(openingNoticeKey(projectId), notice),
  });
}
