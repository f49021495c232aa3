import type { EmailChangeConfirmResult, EmailChangeRequest, EmailChangeState } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

export const getEmailChange = (signal?: AbortSignal) =>
  api<EmailChangeState>('/api/v1/users/me/email-change', { signal });

export const emailChangeQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.emailChange, queryFn: ({ signal }) => getEmailChange(signal) });

/** GET /api/v1/users/me/email-change: the open change, if any. */
export const useEmailChange = () => useQuery(emailChangeQueryOptions());

/** POST /api/v1/users/me/email-change: links go to both addresses. */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailChangeRequest) =>
      api<EmailChangeState>('/api/v1/users/me/email-change', { method: 'POST', body }),
    onSuccess: (state) => queryClient.setQueryData(settingsKeys.emailChange, state),
  });
}

/** DELETE /api/v1/users/me/email-change */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<EmailChangeState>('/api/v1/users/me/email-change', { method: 'DELETE' }),
    onSuccess: (state) => queryClient.setQueryData(settingsKeys.emailChange, state),
  });
}

/** POST /api/v1/account/email-change/confirm: one of the two links, followed (no sign-in needed). */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<EmailChangeConfirmResult>('/api/v1/account/email-change/confirm', { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.emailChange }),
  });
}
