import type { Executor } from '../../db/client.js';
import type { TokenService } from '../auth/tokens.js';
import { bumpTokenVersion, findUserById, type NewUser, type UserRow } from './users.repository.js';

/**
 * Ends every sign-in of the user except the one making this request, inside the caller's
 * transaction, and answers that one's new token (with `changes` written on the same row).
 *
 * Today a token carries only the user's token version, so this raises the version (ending every
 * token) and hands the current client a fresh one. When sessions per device arrive, this is the one
 * place to change: end the user's other sessions and keep the current session.
 */
export async function endOtherSignIns(
  executor: Executor,
  tokens: Pick<TokenService, 'sign'>,
  userId: string,
  changes: Partial<NewUser> = {},
): Promise<{ token: string; user: UserRow }> {
  await bumpTokenVersion(executor, userId, changes);
  const user = (await findUserById(executor, userId))!;
  return { token: await tokens.sign({ userId, tokenVersion: user.tokenVersion }), user };
}
