import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { readAuthResponse } from '../utils/read-auth-response';
import { trackAuthAction } from '../utils/track-auth-action';

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

/** POST /api/v1/auth/link/consume: signs in with the link's token, once. */
export function useConsumeSignInLink() {
  const complete = useCompleteSignIn();
  return useMutation({
    mutationFn: (token: string) =>
      trackAuthAction(async () => {
        const session = readAuthResponse(
          await api<unknown>('/api/v1/auth/link/consume', { method: 'POST', body: { token } }),
        );
        await complete(session);
        return session;
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
