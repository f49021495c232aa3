import type { SessionEndReason } from '@grove/contracts';
import type { Executor } from '../../db/client.js';
import type { TokenService } from '../auth/tokens.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { updateUser, type NewUser, type UserRow } from './users.repository.js';

/**
 * Writes `changes` on the user and ends every other session of theirs, inside the caller's
 * transaction (every instance hears of it at commit); the session making the request stays, and
 * gets a fresh token for the changed account.
 */
export async function endOtherSignIns(
  executor: Executor,
  deps: { tokens: Pick<TokenService, 'sign'>; sessions: Pick<SessionsService, 'endAllOf'> },
  user: { id: string; sessionId: string },
  reason: SessionEndReason,
  changes: Partial<NewUser> = {},
): Promise<{ token: string; user: UserRow }> {
  const changed = (await updateUser(executor, user.id, changes))!;
  await deps.sessions.endAllOf(executor, user.id, reason, user.sessionId);
  const token = await deps.tokens.sign({
    userId: user.id,
    tokenVersion: changed.tokenVersion,
    sessionId: user.sessionId,
  });
  return { token, user: changed };
}
