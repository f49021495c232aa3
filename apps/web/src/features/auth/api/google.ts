import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { readAuthResponse } from '../utils/read-auth-response';
import { trackAuthAction } from '../utils/track-auth-action';
import type { SignInOutcome } from './login';
import { rememberedDeviceToken, secondStepOf } from './second-step';

/**
 * POST /api/v1/auth/google/code: sign in with the code of Google's redirect flow. An account
 * with two-step verification answers with its second step instead of a session (unless this
 * device is remembered), as a password sign-in does.
 */
export function useGoogleCodeLogin() {
  const complete = useCompleteSignIn();
  return useMutation({
    mutationFn: ({ code, redirectUri }: { code: string; redirectUri: string }) =>
      trackAuthAction(async (): Promise<SignInOutcome> => {
        const deviceToken = rememberedDeviceToken();
        const answer = await api<unknown>('/api/v1/auth/google/code', {
          method: 'POST',
          body: { code, redirect_uri: redirectUri, ...(deviceToken ? { device_token: deviceToken } : {}) },
        });
        const secondStep = secondStepOf(answer);
        if (secondStep) return { session: null, secondStep };
        const session = readAuthResponse(answer);
        await complete(session);
        return { session, secondStep: null };
      }),
  });
}
