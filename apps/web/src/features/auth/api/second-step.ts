import { passkeyCeremonySchema, type SecondFactorMethod, type SecondFactorSignInResponse } from '@grove/contracts';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
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

export type SecondStepInput = { challenge: string; rememberDevice: boolean } & (
  | { method: 'totp' | 'recovery_code'; code: string }
  /** The device is asked for one of the account's passkeys. */
  | { method: 'passkey' }
);

/** The proof of the second step: a code as typed, or a passkey's answer to the server's options. */
async function proofOf(input: SecondStepInput) {
  if (input.method !== 'passkey') return { method: input.method, code: input.code };
  const ceremony = passkeyCeremonySchema.parse(
    await api<unknown>('/api/v1/auth/second-factor/passkey', { method: 'POST', body: { challenge: input.challenge } }),
  );
  const credential = await startAuthentication({
    optionsJSON: ceremony.options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return { method: 'passkey' as const, challenge_id: ceremony.challenge_id, credential };
}

/** POST /api/v1/auth/second-factor: the code or the passkey; the session, and the device's token when remembered. */
export function useSecondStep() {
  const complete = useCompleteSignIn();
  return useMutation({
    mutationFn: (input: SecondStepInput) =>
      trackAuthAction(async () => {
        const body = await api<SecondFactorSignInResponse>('/api/v1/auth/second-factor', {
          method: 'POST',
          body: { challenge: input.challenge, ...(await proofOf(input)), remember_device: input.rememberDevice },
        });
        if (body.device_token) storage.set(DEVICE_TOKEN_KEY, body.device_token);
        const session = readAuthResponse(body);
        await complete(session);
        return session;
      }),
  });
}
