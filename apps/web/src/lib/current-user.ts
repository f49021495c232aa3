import type { UpdateProfileRequest, User } from '@grove/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { USER_SCOPE } from './query-keys';

/**
 * The signed-in user (GET/PUT /api/v1/users/me). Shared because several features
 * read or change it: the session sync, the profile, the language choice, the quiz.
 */
export const currentUserQueryKey = [USER_SCOPE, 'user'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The user in an API answer: the object itself, or under `user` or `profile`
 * (spec §3), possibly inside `data`. Null when there is none.
 */
export function userFromBody(body: unknown): User | null {
  if (!isRecord(body)) return null;
  for (const candidate of [body.user, body.profile, isRecord(body.data) ? body.data.user : undefined]) {
    if (isRecord(candidate) && typeof candidate.email === 'string') return candidate as unknown as User;
  }
  if (typeof body.id === 'string' && typeof body.email === 'string') return body as unknown as User;
  return null;
}

function requireUser(body: unknown): User {
  const user = userFromBody(body);
  if (!user) throw new Error('The server answered without a user.');
  return user;
}

export async function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  return requireUser(await api<unknown>('/api/v1/users/me', { signal }));
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
  });
}

/** PUT /api/v1/users/me with the changed profile fields; answers the updated user. */
export async function updateCurrentUser(body: UpdateProfileRequest): Promise<User> {
  return requireUser(await api<unknown>('/api/v1/users/me', { method: 'PUT', body }));
}
