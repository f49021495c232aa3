import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { passkeyChallenges, passkeys, type PasskeyCeremonyKind } from '../../db/schema/index.js';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskey = typeof passkeys.$inferInsert;

export async function listPasskeysOf(executor: Executor, userId: string): Promise<PasskeyRow[]> {
  return executor.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export async function countPasskeysOf(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function findPasskeyByCredential(executor: Executor, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await executor.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row ?? null;
}

/** A new passkey; null when the credential is registered already (to this account or another). */
export async function insertPasskey(executor: Executor, passkey: NewPasskey): Promise<PasskeyRow | null> {
  const [row] = await executor.insert(passkeys).values(passkey).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Records a use: the new signature counter and the time. The counter only moves forward, so of
 * two sign-ins racing with one response the second finds nothing to update.
 */
export async function recordPasskeyUse(
  executor: Executor,
  id: string,
  use: { counter: number; backedUp: boolean; at: Date },
): Promise<boolean> {
  const rows = await executor
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at })
    .where(
      and(
        eq(passkeys.id, id),
        sql`(${passkeys.counter} = 0 and ${use.counter} = 0) or ${passkeys.counter} < ${use.counter}`,
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function renamePasskey(
  executor: Executor,
  userId: string,
  id: string,
  name: string,
): Promise<PasskeyRow | null> {
  const [row] = await executor
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deletePasskey(executor: Executor, userId: string, id: string): Promise<PasskeyRow | null> {
  const [row] = await executor
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deletePasskeysOf(executor: Executor, userId: string): Promise<void> {
  await executor.delete(passkeys).where(eq(passkeys.userId, userId));
}

export async function insertPasskeyChallenge(
  executor: Executor,
  challenge: { ceremony: PasskeyCeremonyKind; userId: string | null; challenge: string; expiresAt: Date },
): Promise<string> {
  const [row] = await executor.insert(passkeyChallenges).values(challenge).returning({ id: passkeyChallenges.id });
  return row!.id;
}

/**
 * Takes a challenge once: the first caller gets it, and it is gone for everyone after. Null when
 * it is unknown, taken, expired, of another ceremony or another user's.
 */
export async function takePasskeyChallenge(
  executor: Executor,
  id: string,
  expect: { ceremony: PasskeyCeremonyKind; userId: string | null; now: Date },
): Promise<string | null> {
  const [row] = await executor
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.id, id), eq(passkeyChallenges.ceremony, expect.ceremony)))
    .returning();
  if (!row || row.expiresAt.getTime() <= expect.now.getTime() || row.userId !== expect.userId) return null;
  return row.challenge;
}

/** Forgets the challenges of ceremonies never finished (recurring). */
export const PASSKEY_CHALLENGE_PURGE_JOB = 'passkeys.purge-challenges';

/** Forgets challenges never finished (recurring clean-up). */
export async function deleteExpiredPasskeyChallenges(executor: Executor, now: Date): Promise<number> {
  const rows = await executor
    .delete(passkeyChallenges)
    .where(lt(passkeyChallenges.expiresAt, now))
    .returning({ id: passkeyChallenges.id });
  return rows.length;
}
