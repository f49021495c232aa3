import type { ChangeRequest, ChangeRequestList, ChangeRequestStatus, FounderSettings } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { portalKeys } from './keys';

/** GET /api/v1/admin/changes?status=: founders' requests for the console. */
export function changesQueryOptions(status: ChangeRequestStatus) {
  return queryOptions({
    queryKey: portalKeys.changes(status),
    queryFn: ({ signal }) =>
      api<ChangeRequestList>(`/api/v1/admin/changes?status=${encodeURIComponent(status)}`, { signal }),
  });
}
export const useChanges = (status: ChangeRequestStatus) => useQuery(changesQueryOptions(status));

/** POST /api/v1/admin/changes/{id}/approve or …/reject */
export function useDecideChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, message }: { id: string; approve: boolean; message: string }) =>
      api<ChangeRequest>(`/api/v1/admin/changes/${encodeURIComponent(id)}/${approve ? 'approve' : 'reject'}`, {
        method: 'POST',
        body: approve ? (message ? { message } : {}) : { message },
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: portalKeys.allChanges }),
  });
}

const settingsUrl = (id: string) => `/api/v1/admin/projects/${encodeURIComponent(id)}/founder-settings`;

/** GET/PUT /api/v1/admin/projects/{id}/founder-settings: the moderation switch. */
export function founderSettingsQueryOptions(id: string) {
  return queryOptions({
    queryKey: portalKeys.settings(id),
    queryFn: ({ signal }) => api<FounderSettings>(settingsUrl(id), { signal }),
  });
}
export const useFounderSettings = (id: string) => useQuery(founderSettingsQueryOptions(id));

export function useSetFounderSettings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FounderSettings) => api<FounderSettings>(settingsUrl(id), { method: 'PUT', body }),
    onSuccess: (settings) => queryClient.setQueryData(portalKeys.settings(id), settings),
  });
}
