import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { trackAuthAction } from '../utils/track-auth-action';

/**
 * POST /api/v1/auth/password/forgot: e-mails a one-time code (PRODUCT.md decision 2).
 * The answer is the same whether or not the address has an account.
 */
export async function requestRecoveryCode(email: string): Promise<{ detail?: string }> {
  return api<{ detail?: string }>('/api/v1/auth/password/forgot', { method: 'POST', body: { email } });
}

/** Requests a code and remembers (spec §4 "requesting stores a recovery code") for which address. */
export function useRequestRecoveryCode() {
  return useMutation({
    mutationFn: (email: string) =>
      trackAuthAction(async () => {
        const answer = await requestRecoveryCode(email);
        useSession.getState().setRecoveryCode(email);
        return answer;
      }),
  });
}
