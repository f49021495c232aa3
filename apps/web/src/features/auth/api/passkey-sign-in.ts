import { passkeyCeremonySchema } from '@grove/contracts';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { readAuthResponse, type AuthSession } from '../utils/read-auth-response';
import { trackAuthAction } from '../utils/track-auth-action';

/**
 * Signs in with a passkey: the server's options, the browser's prompt (the person picks a
 * passkey and unlocks it), then the answer back to the server, which starts the session.
 */
export async function signInWithPasskey(): Promise<AuthSession> {
  const ceremony = passkeyCeremonySchema.parse(
    await api<unknown>('/api/v1/auth/passkeys/sign-in/options', { method: 'POST' }),
  );
  const credential = await startAuthentication({
    optionsJSON: ceremony.options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return readAuthResponse(
    await api<unknown>('/api/v1/auth/passkeys/sign-in', {
      method: 'POST',
      body: { challenge_id: ceremony.challenge_id, credential },
    }),
  );
}

export function usePasskeySignIn() {
  const complete = useCompleteSignIn();
  return useMutation({
    mutationFn: () =>
      trackAuthAction(async () => {
        const session = await signInWithPasskey();
        await complete(session);
        return session;
      }),
  });
}
