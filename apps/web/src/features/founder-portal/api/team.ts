import type { BusinessMemberRole, FounderTeam, TeamInvitation, TeamInvite } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessUrl, portalKeys } from './keys';
import { USER_SCOPE } from '@/lib/query-keys';

/** GET /api/v1/founder/businesses/{id}/team */
export function teamQueryOptions(id: string) {
  return queryOptions({
    queryKey: portalKeys.team(id),
    queryFn: ({ signal }) => api<FounderTeam>(`${businessUrl(id)}/team`, { signal }),
  });
}
export const useTeam = (id: string) => useQuery(teamQueryOptions(id));

function useTeamMutation<T>(id: string, mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: portalKeys.team(id) });
      void queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'founder'] });
    },
  });
}

export const useInvite = (id: string) =>
  useTeamMutation(id, (body: TeamInvite) =>
    api<TeamInvitation>(`${businessUrl(id)}/team/invitations`, { method: 'POST', body }),
  );

export const useRevokeInvitation = (id: string) =>
  useTeamMutation(id, (invitationId: string) =>
    api(`${businessUrl(id)}/team/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' }),
  );

export const useSetRole = (id: string) =>
  useTeamMutation(id, ({ userId, role }: { userId: string; role: BusinessMemberRole }) =>
    api<FounderTeam>(`${businessUrl(id)}/team/members/${encodeURIComponent(userId)}`, {
      method: 'PUT',
      body: { role },
    }),
  );

export const useRemoveMember = (id: string) =>
  useTeamMutation(id, (userId: string) =>
    api(`${businessUrl(id)}/team/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
  );
