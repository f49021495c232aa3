import type {
  Application,
  ApplicationCompanyInput,
  ApplicationDocumentKind,
  ApplicationList,
  ApplicationPersonInput,
  ApplicationRaiseInput,
  ApplicationRevenueInput,
  PersonVerification,
  PersonVerificationSession,
} from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';

/** Applications to raise (issue 26); under USER_SCOPE, so signing out drops them. */
export const applicationKeys = {
  all: [USER_SCOPE, 'applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
  one: (id: string) => [...applicationKeys.all, 'one', id] as const,
};

const BASE = '/api/v1/founder/applications';
const url = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
/** Uploads can take a while on a slow line. */
const UPLOAD_TIMEOUT_MS = 60_000;

export function applicationsQueryOptions() {
  return queryOptions({
    queryKey: applicationKeys.list(),
    queryFn: ({ signal }) => api<ApplicationList>(BASE, { signal }),
  });
}
export const useApplications = () => useQuery(applicationsQueryOptions());

export function applicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: applicationKeys.one(id),
    queryFn: ({ signal }) => api<Application>(url(id), { signal }),
  });
}
export const useApplication = (id: string) => useQuery(applicationQueryOptions(id));

export const createApplication = () => api<Application>(BASE, { method: 'POST' });

/** Every change to an application; each answers the whole application. */
export type ApplicationChange =
  | { type: 'company'; values: ApplicationCompanyInput }
  | { type: 'raise'; values: ApplicationRaiseInput }
  | { type: 'revenue'; values: ApplicationRevenueInput }
  | { type: 'addPerson'; values: ApplicationPersonInput }
  | { type: 'updatePerson'; personId: string; values: ApplicationPersonInput }
  | { type: 'removePerson'; personId: string }
  | { type: 'invite'; personId: string }
  | { type: 'upload'; kind: ApplicationDocumentKind; file: File }
  | { type: 'removeDocument'; documentId: string }
  | { type: 'submit' };

export function changeApplication(id: string, change: ApplicationChange): Promise<Application> {
  const base = url(id);
  switch (change.type) {
    case 'company':
    case 'raise':
    case 'revenue':
      return api(`${base}/${change.type}`, { method: 'PUT', body: change.values });
    case 'addPerson':
      return api(`${base}/people`, { method: 'POST', body: change.values });
    case 'updatePerson':
      return api(`${base}/people/${change.personId}`, { method: 'PUT', body: change.values });
    case 'removePerson':
      return api(`${base}/people/${change.personId}`, { method: 'DELETE' });
    case 'invite':
      return api(`${base}/people/${change.personId}/invitation`, { method: 'POST' });
    case 'upload': {
      const body = new FormData();
      // The kind first: the server reads it before the file.
      body.append('kind', change.kind);
      body.append('file', change.file);
      return api(`${base}/documents`, { method: 'POST', body, timeoutMs: UPLOAD_TIMEOUT_MS });
    }
    case 'removeDocument':
      return api(`${base}/documents/${change.documentId}`, { method: 'DELETE' });
    case 'submit':
      return api(`${base}/submit`, { method: 'POST' });
  }
}

export function useChangeApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ApplicationChange) => changeApplication(id, change),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.one(id), application);
      void queryClient.invalidateQueries({ queryKey: applicationKeys.list() });
    },
  });
}

/** The address of one of the caller's papers (fetched with the session: see openPrivateFile). */
export const applicationDocumentPath = (id: string, documentId: string) => `${url(id)}/documents/${documentId}`;

// ── The page an e-mailed link opens ──

export const personVerification = (token: string) =>
  api<PersonVerification>('/api/v1/person-verification', { method: 'POST', body: { token } });
export const startPersonVerification = (token: string) =>
  api<PersonVerificationSession>('/api/v1/person-verification/session', { method: 'POST', body: { token } });
