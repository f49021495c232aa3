import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emailChanges, passkeys, passwordResetCodes } from '../../db/schema/index.js';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/** Ends the user's open e-mail changes (a newer request replaces them; a closed account ends them). */
export async function endOpenEmailChanges(executor: Executor, userId: string, at: Date): Promise<void> {
  await executor
    .update(emailChanges)
    .set({ endedAt: at })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.endedAt)));
}

export async function insertEmailChange(
  executor: Executor,
  row: Pick<EmailChangeRow, 'userId' | 'newEmail' | 'oldTokenHash' | 'newTokenHash' | 'expiresAt' | 'createdAt'>,
): Promise<EmailChangeRow> {
  const [inserted] = await executor.insert(emailChanges).values(row).returning();
  return inserted!;
}

/** The user's latest e-mail change that has not ended and has not expired. */
export async function findOpenEmailChange(
  executor: Executor,
  userId: string,
  now: Date,
): Promise<EmailChangeRow | null> {
  const [row] = await executor
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.endedAt), sql`${emailChanges.expiresAt} > ${now}`))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return row ?? null;
}

/** The change one of whose links has this hash, locked until the transaction ends; which side it is. */
export async function lockEmailChangeByToken(
  executor: Executor,
  tokenHash: string,
): Promise<{ row: EmailChangeRow; side: 'old' | 'new' } | null> {
  const [row] = await executor
    .select()
    .from(emailChanges)
    .where(sql`${emailChanges.oldTokenHash} = ${tokenHash} or ${emailChanges.newTokenHash} = ${tokenHash}`)
    .limit(1)
    .for('update');
  if (!row) return null;
  return { row, side: row.oldTokenHash === tokenHash ? 'old' : 'new' };
}

/** Marks one side confirmed (compare-and-set: a link works once). */
export async function confirmEmailChangeSide(
  executor: Executor,
  id: string,
  side: 'old' | 'new',
  at: Date,
): Promise<EmailChangeRow | null> {
  const column = side === 'old' ? emailChanges.oldConfirmedAt : emailChanges.newConfirmedAt;
  const [row] = await executor
    .update(emailChanges)
    .set(side === 'old' ? { oldConfirmedAt: at } : { newConfirmedAt: at })
    .where(and(eq(emailChanges.id, id), isNull(column), isNull(emailChanges.endedAt)))
    .returning();
  return row ?? null;
}

export async function endEmailChange(executor: Executor, id: string, at: Date): Promise<void> {
  await executor.update(emailChanges).set({ endedAt: at }).where(eq(emailChanges.id, id));
}

/** A closed account's traces that serve nothing once it is closed (its passkeys could still sign in). */
export async function deleteAccountTraces(executor: Executor, userId: string): Promise<void> {
  await executor.delete(emailChanges).where(eq(emailChanges.userId, userId));
  await executor.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
  await executor.delete(passkeys).where(eq(passkeys.userId, userId));
}
