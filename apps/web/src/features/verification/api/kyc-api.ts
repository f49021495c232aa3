import type { KycPersonalDetails, KycSession, KycStatusResponse } from '@grove/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { USER_SCOPE } from '@/lib/query-keys';

export const kycStatusQueryKey = [USER_SCOPE, 'kyc', 'status'] as const;

/** GET /api/v1/kyc/status?refresh=1: asks the provider first, so the answer is current. */
export function kycStatusQueryOptions() {
  return queryOptions({
    queryKey: kycStatusQueryKey,
    queryFn: ({ signal }) => api<KycStatusResponse>('/api/v1/kyc/status?refresh=1', { signal }),
    staleTime: 0,
    retry: false,
  });
}

/** After a session starts, the user's status is in_progress: the profile badge must hear of it. */
function useAfterStart() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    void queryClient.invalidateQueries({ queryKey: kycStatusQueryKey });
  };
}

/** POST /api/v1/kyc/session with the personal details (empty ones left out). */
export function useStartVerification() {
  const onSuccess = useAfterStart();
  return useMutation({
    mutationFn: (details: KycPersonalDetails) => {
      const body = Object.fromEntries(Object.entries(details).filter(([, value]) => Boolean(value?.trim())));
      return api<KycSession>('/api/v1/kyc/session', { method: 'POST', body });
    },
    onSuccess,
  });
}

/** POST /api/v1/kyc/retry: the same access code, a new attempt. */
export function useRetryVerification() {
  const onSuccess = useAfterStart();
  return useMutation({
    mutationFn: () => api<KycSession>('/api/v1/kyc/retry', { method: 'POST' }),
    onSuccess,
  });
}
