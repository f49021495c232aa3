import type { RegisterRequest } from '@grove/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { readAuthResponse, type AuthSession } from '../utils/read-auth-response';
import { trackAuthAction } from '../utils/track-auth-action';

/** POST /api/v1/auth/register: the sign-up form's fields, confirmPassword included (spec §3). */
export async function register(body: RegisterRequest): Promise<AuthSession> {
  return readAuthResponse(await api<unknown>('/api/v1/auth/register', { method: 'POST', body }));
}

export function useRegister() {
  const complete = useCompleteSignIn();
  return useMutation({
    mutationFn: (body: RegisterRequest) =>
      trackAuthAction(async () => {
        const session = await register(body);
        await complete(session);
        return session;
      }),
  });
}
