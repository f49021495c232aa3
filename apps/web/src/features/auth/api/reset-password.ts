import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { trackAuthAction } from '../utils/track-auth-action';

export interface ResetPasswordBody {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** POST /api/v1/auth/password/reset: sets a new password with the e-mailed code. */
export async function resetPassword(body: ResetPasswordBody): Promise<{ detail?: string }> {
  return api<{ detail?: string }>('/api/v1/auth/password/reset', { method: 'POST', body });
}

/** Resets the password; success clears the stored recovery request (spec §4). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      trackAuthAction(async () => {
        const answer = await resetPassword(body);
        useSession.getState().setRecoveryCode(null);
        return answer;
      }),
  });
}
