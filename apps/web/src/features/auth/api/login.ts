import type { LoginRequest } from '@grove/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { readAuthResponse, type AuthSession } from '../utils/read-auth-response';
import { trackAuthAction } from '../utils/track-auth-action';
import { rememberedDeviceToken, secondStepOf, type SecondStep } from './second-step';

/** A sign-in's answer: the session, or the second step it still needs. */
export type SignInOutcome = { session: AuthSession; secondStep: null } | { session: null; secondStep: SecondStep };

/** POST /api/v1/auth/login (with this device's token, when it is remembered). */
export async function login(body: LoginRequest): Promise<SignInOutcome> {
  const deviceToken = rememberedDeviceToken();
  const answer = await api<unknown>('/api/v1/auth/login', {
    method: 'POST',
    body: deviceToken ? { ...body, device_token: deviceToken } : body,
  });
  const secondStep = secondStepOf(answer);
  return secondStep ? { session: null, secondStep } : { session: readAuthResponse(answer), secondStep: null };
}

export function useLogin() {
  const complete = useCompleteSignIn();
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      trackAuthAction(async () => {
        const outcome = await login(body);
        if (outcome.session) await complete(outcome.session);
        return outcome;
      }),
  });
}
