import type { LoginRequest } from '@grove/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { readAuthResponse, type AuthSession } from '../utils/read-auth-response';
import { trackAuthAction } from '../utils/track-auth-action';

/** POST /api/v1/auth/login */
export async function login(body: LoginRequest): Promise<AuthSession> {
  return readAuthResponse(await api<unknown>('/api/v1/auth/login', { method: 'POST', body }));
}

export function useLogin() {
  const complete = useCompleteSignIn();
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      trackAuthAction(async () => {
        const session = await login(body);
        await complete(session);
        return session;
      }),
  });
}
