import type { User } from '@grove/contracts';
import { userFromBody } from '@/lib/current-user';

export interface AuthSession {
  token: string;
  /** Null when the answer carried no user; it is fetched from /users/me afterwards. */
  user: User | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Reads a sign-in answer (spec §3, §7): the token under `token`, `access_token` or
 * `data.token`, the user under `user` or `profile`. Throws when there is no token.
 */
export function readAuthResponse(body: unknown): AuthSession {
  const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
  const token = [isRecord(body) ? body.token : undefined, isRecord(body) ? body.access_token : undefined, data?.token]
    .filter(nonEmpty)
    .at(0);
  if (!token) throw new Error('The server answered without a session token.');
  return { token, user: userFromBody(body) ?? userFromBody(data) };
}
