import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { passwordResetCodes } from '../../db/schema/index.js';

export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

/** Stores a new code and retires every earlier unused one: only the latest code works. */
export async function replaceResetCode(
  executor: Executor,
  code: { userId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await executor
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.userId, code.userId), isNull(passwordResetCodes.usedAt)));
  await executor.insert(passwordResetCodes).values(code);
}

/** The user's latest unused code, locked for the checking transaction. */
export async function latestOpenResetCode(executor: Executor, userId: string): Promise<ResetCodeRow | null> {
  const [row] = await executor
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countResetAttempt(executor: Executor, id: string): Promise<void> {
  await executor
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(eq(passwordResetCodes.id, id));
}

export async function useResetCode(executor: Executor, id: string): Promise<void> {
  await executor.update(passwordResetCodes).set({ usedAt: new Date() }).where(eq(passwordResetCodes.id, id));
}
