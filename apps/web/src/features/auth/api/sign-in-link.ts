import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { readAuthResponse } from '../utils/read-auth-response';
import { trackAuthAction } from '../utils/track-auth-action';
import type { SignInOutcome } from './login';
import { rememberedDeviceToken, secondStepOf } from './second-step';

/**
 * POST /api/v1/auth/link/request: e-mails a one-time sign-in link. The answer is the same
 * whether or not the address has an account; it works while password sign-in is paused.
 */
export function useRequestSignInLink() {
  return useMutation({
    mutationFn: (email: string) =>
      trackAuthAction(() => api<{ detail?: string }>('/api/v1/auth/link/request', { method: 'POST', body: { email } })),
  });
}

/** POST /api/v1/auth/link/consume: signs in with the link's token, once (then the second step, if one is set up). */
export function useConsumeSignInLink() {
  const complete = useCompleteSignIn();
  return useMutation({
    mutationFn: (token: string) =>
      trackAuthAction(async (): Promise<SignInOutcome> => {
        const deviceToken = rememberedDeviceToken();
        const answer = await api<unknown>('/api/v1/auth/link/consume', {
          method: 'POST',
          body: deviceToken ? { token, device_token: deviceToken } : { token },
        });
        const secondStep = secondStepOf(answer);
        if (secondStep) return { session: null, secondStep };
        const session = readAuthResponse(answer);
        await complete(session);
        return { session, secondStep: null };
      }),
  });
}

/** POST /api/v1/auth/sessions/end-by-link: the "this wasn't me" link of a new-device e-mail. */
export function useEndSessionByLink() {
  return useMutation({
    mutationFn: (token: string) =>
      api<{ detail?: string }>('/api/v1/auth/sessions/end-by-link', { method: 'POST', body: { token } }),
  });
}
