import type {
  AdminApplication,
  AdminApplicationList,
  AdminApplicationListQuery,
  ApplicationApproval,
} from '@grove/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';

/** The console's applications to raise (issue 26); under USER_SCOPE, so signing out drops them. */
export const adminApplicationKeys = {
  all: [USER_SCOPE, 'admin-applications'] as const,
  list: (query: AdminApplicationListQuery) => [...adminApplicationKeys.all, 'list', query] as const,
  one: (id: string) => [...adminApplicationKeys.all, 'one', id] as const,
};

const BASE = '/api/v1/admin/applications';
export const adminApplicationUrl = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

function queryString(query: AdminApplicationListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useAdminApplications(query: AdminApplicationListQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminApplicationKeys.list(query),
      queryFn: ({ signal }) => api<AdminApplicationList>(`${BASE}${queryString(query)}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useAdminApplication(id: string) {
  return useQuery(
    queryOptions({
      queryKey: adminApplicationKeys.one(id),
      queryFn: ({ signal }) => api<AdminApplication>(adminApplicationUrl(id), { signal }),
    }),
  );
}

/** An operator's action on an application; each answers the application as it now is. */
export type ApplicationAction = { type: 'request-changes' | 'reject' | 'notes'; message: string } | { type: 'approve' };

export async function actOnApplication(id: string, action: ApplicationAction): Promise<AdminApplication> {
  if (action.type === 'approve') {
    const approval = await api<ApplicationApproval>(`${adminApplicationUrl(id)}/approve`, { method: 'POST' });
    return approval.application;
  }
  return api<AdminApplication>(`${adminApplicationUrl(id)}/${action.type}`, {
    method: 'POST',
    body: { message: action.message },
  });
}

export function useApplicationAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ApplicationAction) => actOnApplication(id, action),
    onSuccess: (application) => {
      queryClient.setQueryData(adminApplicationKeys.one(id), application);
      void queryClient.invalidateQueries({ queryKey: [...adminApplicationKeys.all, 'list'] });
    },
    // Another operator may have acted first: show the application as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: adminApplicationKeys.one(id) }),
  });
}

export const applicationDocumentUrl = (id: string, documentId: string) =>
  `${adminApplicationUrl(id)}/documents/${encodeURIComponent(documentId)}`;
