import type { InvitationView } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { portalKeys } from './keys';
import { USER_SCOPE } from '@/lib/query-keys';

const invitationUrl = (token: string) => `/api/v1/founder/invitations/${encodeURIComponent(token)}`;

/** GET /api/v1/founder/invitations/{token} */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: portalKeys.invitation(token),
    queryFn: ({ signal }) => api<InvitationView>(invitationUrl(token), { signal }),
    retry: false,
  });
}
export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

/** POST …/accept */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ project_id: string }>(`${invitationUrl(token)}/accept`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'founder'] }),
  });
}
