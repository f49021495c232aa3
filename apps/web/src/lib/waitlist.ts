import type { MyWaitlistAnswer, MyWaitlistList, WaitlistEntry } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { USER_SCOPE } from './query-keys';
import { useSession } from './session';

/**
 * The signed-in investor's places in the waitlists of fully reserved rounds (issue 24). Shared
 * because the business page, Explore's cards and the payment page all show them.
 */
export const WAITLIST_SCOPE = [USER_SCOPE, 'waitlist'] as const;

export const waitlistKeys = {
  entry: (projectId: string) => [...WAITLIST_SCOPE, 'entry', projectId] as const,
  all: () => [...WAITLIST_SCOPE, 'all'] as const,
};

const path = (projectId: string) => `/api/v1/projects/${encodeURIComponent(projectId)}/waitlist`;

/** GET /api/v1/projects/{id}/waitlist: the caller's live place, or null. */
export async function fetchWaitlistEntry(projectId: string, signal?: AbortSignal): Promise<WaitlistEntry | null> {
  const body = await api<MyWaitlistAnswer>(path(projectId), { signal });
  return body.entry ?? null;
}

/** GET /api/v1/waitlist: every live place of the caller. */
export async function fetchMyWaitlists(signal?: AbortSignal): Promise<WaitlistEntry[]> {
  const body = await api<MyWaitlistList>('/api/v1/waitlist', { signal });
  return Array.isArray(body.entries) ? body.entries : [];
}

/** An offer ends at its time: while one is held, the place is read again every half minute. */
const whileOffered = (entry: WaitlistEntry | null | undefined) => (entry?.state === 'offered' ? 30_000 : 60_000);

export function waitlistEntryQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: waitlistKeys.entry(projectId),
    queryFn: ({ signal }) => fetchWaitlistEntry(projectId, signal),
    // The place moves as others leave or are offered room.
    refetchInterval: (query) => whileOffered(query.state.data),
  });
}

/** The caller's place in one business's line; nothing is asked for a guest. */
export function useWaitlistEntry(projectId: string, options: { enabled?: boolean } = {}) {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  return useQuery({ ...waitlistEntryQueryOptions(projectId), enabled: isAuthenticated && options.enabled !== false });
}

/** Every place of the caller (Explore's cards); nothing is asked for a guest. */
export function useMyWaitlists(options: { enabled?: boolean } = {}) {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  return useQuery({
    queryKey: waitlistKeys.all(),
    queryFn: ({ signal }) => fetchMyWaitlists(signal),
    enabled: isAuthenticated && options.enabled !== false,
    staleTime: 30_000,
  });
}

/** POST: joins the business's waitlist with an amount (major units). */
export function useJoinWaitlist(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => api<WaitlistEntry>(path(projectId), { method: 'POST', body: { amount } }),
    onSuccess: (entry) => {
      queryClient.setQueryData(waitlistKeys.entry(projectId), entry);
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.all() });
    },
  });
}

/** DELETE: leaves the line (an offer held for the caller goes to the next). */
export function useLeaveWaitlist(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(path(projectId), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData(waitlistKeys.entry(projectId), null);
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.all() });
    },
  });
}
