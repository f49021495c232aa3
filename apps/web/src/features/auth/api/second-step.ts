import type { SecondFactorMethod, SecondFactorSignInResponse } from '@grove/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { DEVICE_TOKEN_KEY, storage } from '@/lib/storage';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { readAuthResponse } from '../utils/read-auth-response';
import { trackAuthAction } from '../utils/track-auth-action';

/** A sign-in whose first step passed and whose second is due (POST /auth/second-factor). */
export interface SecondStep {
  challenge: string;
  methods: SecondFactorMethod[];
}

/** The second step of a sign-in an answer asks for, or null when the answer is a session. */
export function secondStepOf(body: unknown): SecondStep | null {
  if (typeof body !== 'object' || body === null) return null;
  const answer = body as { second_factor_required?: unknown; challenge?: unknown; methods?: unknown };
  if (answer.second_factor_required !== true || typeof answer.challenge !== 'string') return null;
  return {
    challenge: answer.challenge,
    methods: Array.isArray(answer.methods) ? (answer.methods as SecondFactorMethod[]) : ['totp'],
  };
}

/** The remembered device's token, to send with a sign-in (undefined when there is none). */
export const rememberedDeviceToken = () => storage.get(DEVICE_TOKEN_KEY) ?? undefined;

export interface SecondStepInput {
  challenge: string;
  method: SecondFactorMethod;
  code: string;
  rememberDevice: boolean;
}

/** POST /api/v1/auth/second-factor: the code; the session, and the device's token when remembered. */
export function useSecondStep() {
  const complete = useCompleteSignIn();
  return useMutation({
    mutationFn: ({ challenge, method, code, rememberDevice }: SecondStepInput) =>
      trackAuthAction(async () => {
        const body = await api<SecondFactorSignInResponse>('/api/v1/auth/second-factor', {
          method: 'POST',
          body: { challenge, method, code, remember_device: rememberDevice },
        });
        if (body.device_token) storage.set(DEVICE_TOKEN_KEY, body.device_token);
        const session = readAuthResponse(body);
        await complete(session);
        return session;
      }),
  });
}
