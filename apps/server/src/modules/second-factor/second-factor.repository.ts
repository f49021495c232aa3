import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { recoveryCodes, rememberedDevices, secondFactorChallenges, totpFactors } from '../../db/schema/index.js';

export type TotpFactorRow = typeof totpFactors.$inferSelect;
export type ChallengeRow = typeof secondFactorChallenges.$inferSelect;

export async function findTotpFactor(executor: Executor, userId: string): Promise<TotpFactorRow | null> {
  const [row] = await executor.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
  return row ?? null;
}

/** Starts (or restarts) an enrolment: a new pending secret, unless one is already confirmed. */
export async function upsertPendingTotp(executor: Executor, userId: string, secretSealed: string): Promise<boolean> {
  const rows = await executor
    .insert(totpFactors)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretSealed, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(totpFactors.confirmedAt),
    })
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

export async function confirmTotp(executor: Executor, userId: string, at: Date): Promise<boolean> {
  const rows = await executor
    .update(totpFactors)
    .set({ confirmedAt: at })
    .where(and(eq(totpFactors.userId, userId), isNull(totpFactors.confirmedAt)))
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/**
 * Takes a code's time step, once: false when this step (or a later one) was already used, so a
 * code seen by someone else cannot be replayed within its 30 seconds.
 */
export async function takeTotpStep(executor: Executor, userId: string, step: number): Promise<boolean> {
  const rows = await executor
    .update(totpFactors)
    .set({ lastUsedStep: step })
    .where(
      and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step))),
    )
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

export async function deleteTotp(executor: Executor, userId: string): Promise<boolean> {
  const rows = await executor
    .delete(totpFactors)
    .where(eq(totpFactors.userId, userId))
    .returning({ userId: totpFactors.userId });
  return rows.length > 0;
}

/** Replaces every recovery code of the user with these hashes. */
export async function replaceRecoveryCodes(executor: Executor, userId: string, hashes: string[]): Promise<void> {
  await executor.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (hashes.length > 0) await executor.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code once: false when it is unknown or used. */
export async function useRecoveryCode(executor: Executor, userId: string, codeHash: string): Promise<boolean> {
  const rows = await executor
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function insertChallenge(
  executor: Executor,
  challenge: { userId: string; tokenHash: string; method: ChallengeRow['method']; expiresAt: Date },
): Promise<void> {
  await executor.insert(secondFactorChallenges).values(challenge);
}

/** The challenge of this token, locked for the transaction that answers it. */
export async function lockChallenge(executor: Executor, tokenHash: string): Promise<ChallengeRow | null> {
  const [row] = await executor
    .select()
    .from(secondFactorChallenges)
    .where(eq(secondFactorChallenges.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countChallengeAttempt(executor: Executor, id: string): Promise<void> {
  await executor
    .update(secondFactorChallenges)
    .set({ attempts: sql`${secondFactorChallenges.attempts} + 1` })
    .where(eq(secondFactorChallenges.id, id));
}

export async function useChallenge(executor: Executor, id: string): Promise<void> {
  await executor
    .update(secondFactorChallenges)
    .set({ usedAt: sql`now()` })
    .where(eq(secondFactorChallenges.id, id));
}

export async function insertRememberedDevice(
  executor: Executor,
  device: { userId: string; tokenHash: string; sessionId: string; expiresAt: Date },
): Promise<void> {
  await executor.insert(rememberedDevices).values(device);
}

/** Whether this token is one of the user's remembered devices, not revoked and not expired. */
export async function isDeviceRemembered(
  executor: Executor,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: rememberedDevices.id })
    .from(rememberedDevices)
    .where(
      and(
        eq(rememberedDevices.userId, userId),
        eq(rememberedDevices.tokenHash, tokenHash),
        isNull(rememberedDevices.revokedAt),
        gt(rememberedDevices.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Revokes the user's remembered devices; with `exceptSession`, all but the one remembered by
 * that session (ending the other sessions keeps this device).
 */
export async function revokeRememberedDevices(
  executor: Executor,
  userId: string,
  exceptSession: string | null = null,
): Promise<void> {
  await executor
    .update(rememberedDevices)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(rememberedDevices.userId, userId),
        isNull(rememberedDevices.revokedAt),
        exceptSession
          ? or(isNull(rememberedDevices.sessionId), sql`${rememberedDevices.sessionId} <> ${exceptSession}`)
          : undefined,
      ),
    );
}

/** Whether the user has a confirmed authenticator app (the one fact "has a second factor" reads). */
export async function hasConfirmedTotp(executor: Executor, userId: string): Promise<boolean> {
  const [row] = await executor
    .select({ userId: totpFactors.userId })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
    .limit(1);
  return row !== undefined;
}
