import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { readAuthResponse, type AuthSession } from '../utils/read-auth-response';
import { trackAuthAction } from '../utils/track-auth-action';

/** POST /api/v1/auth/google: sign in with an ID token from Google's one-tap or button. */
export async function loginWithGoogleIdToken(idToken: string): Promise<AuthSession> {
  return readAuthResponse(await api<unknown>('/api/v1/auth/google', { method: 'POST', body: { id_token: idToken } }));
}

/** POST /api/v1/auth/google/code: sign in with the code of Google's redirect flow. */
export async function loginWithGoogleCode(code: string, redirectUri: string): Promise<AuthSession> {
  return readAuthResponse(
    await api<unknown>('/api/v1/auth/google/code', { method: 'POST', body: { code, redirect_uri: redirectUri } }),
  );
}

export function useGoogleCodeLogin() {
  const complete = useCompleteSignIn();
  return useMutation({
    mutationFn: ({ code, redirectUri }: { code: string; redirectUri: string }) =>
      trackAuthAction(async () => {
        const session = await loginWithGoogleCode(code, redirectUri);
        await complete(session);
        return session;
      }),
  });
}
