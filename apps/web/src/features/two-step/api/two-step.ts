import type { RecoveryCodes, SecondFactorStatus, StepUpRequest, StepUpResponse, TotpEnrolment } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';

/** Two-step verification's cached answer; under the user's scope, so signing out drops it. */
export const twoStepKey = [USER_SCOPE, 'two-step'] as const;

/** GET /api/v1/auth/second-factor */
export const getTwoStep = () => api<SecondFactorStatus>('/api/v1/auth/second-factor');
export const twoStepQueryOptions = () => queryOptions({ queryKey: twoStepKey, queryFn: getTwoStep });
export const useTwoStep = (enabled = true) => useQuery({ ...twoStepQueryOptions(), enabled });

/** POST /api/v1/auth/second-factor/totp: a pending secret and its QR code. */
export const startTotp = () => api<TotpEnrolment>('/api/v1/auth/second-factor/totp', { method: 'POST', body: {} });
export const useStartTotp = () => useMutation({ mutationFn: startTotp });

/** POST /api/v1/auth/second-factor/totp/confirm: on, with the recovery codes (shown once). */
export const confirmTotp = (code: string) =>
  api<RecoveryCodes>('/api/v1/auth/second-factor/totp/confirm', { method: 'POST', body: { code } });
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepKey }),
  });
}

/** POST /api/v1/auth/second-factor/recovery-codes (asks for a step-up when due). */
export const regenerateRecoveryCodes = () =>
  api<RecoveryCodes>('/api/v1/auth/second-factor/recovery-codes', { method: 'POST', body: {} });
export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepKey }),
  });
}

/** DELETE /api/v1/auth/second-factor (asks for a step-up when due). */
export const turnOffTwoStep = () => api<unknown>('/api/v1/auth/second-factor', { method: 'DELETE' });
export function useTurnOffTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffTwoStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoStepKey }),
  });
}

/** POST /api/v1/auth/step-up */
export const stepUp = (body: StepUpRequest) => api<StepUpResponse>('/api/v1/auth/step-up', { method: 'POST', body });
