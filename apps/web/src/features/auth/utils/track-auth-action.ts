import { useSession } from '@/lib/session';

/**
 * Spec §4: each auth action (sign-in, sign-up, Google, recovery request, reset) sets
 * the session's loading flag at its start and clears it at its end, and stores the
 * error message on failure.
 */
export async function trackAuthAction<T>(action: () => Promise<T>): Promise<T> {
  const session = useSession.getState();
  session.setLoading(true);
  session.setError(null);
  try {
    return await action();
  } catch (error) {
    useSession.getState().setError(error instanceof Error ? error.message : String(error));
    throw error;
  } finally {
    useSession.getState().setLoading(false);
  }
}
