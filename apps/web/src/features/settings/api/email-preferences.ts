import type { EmailPreferences, EmailPreferenceUpdate, UnsubscribeResult } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

export const getEmailPreferences = (signal?: AbortSignal) =>
  api<EmailPreferences>('/api/v1/users/me/email-preferences', { signal });

export const emailPreferencesQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.emailPreferences, queryFn: ({ signal }) => getEmailPreferences(signal) });

/** GET /api/v1/users/me/email-preferences */
export const useEmailPreferences = () => useQuery(emailPreferencesQueryOptions());

/** PUT /api/v1/users/me/email-preferences: one kind on or off. */
export function useSetEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPreferenceUpdate) =>
      api<EmailPreferences>('/api/v1/users/me/email-preferences', { method: 'PUT', body }),
    onSuccess: (preferences) => queryClient.setQueryData(settingsKeys.emailPreferences, preferences),
  });
}

/** POST /api/v1/email/unsubscribe: the page's button, with the e-mailed link's token (no sign-in). */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<UnsubscribeResult>(`/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.emailPreferences }),
  });
}
