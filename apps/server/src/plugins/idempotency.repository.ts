import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';

/**
 * The SQL of plugins/idempotency.ts. Times are the database's wall clock (`now()`), never the
 * platform clock: an operator moving the platform clock forward must not free a running request.
 */

/** How long a first request holds its key; longer than the server's 30 s request timeout. */
export const IDEMPOTENCY_LOCK_SECONDS = 60;
/** How long an answer is kept for a retry (the purge job's cut-off). */
export const IDEMPOTENCY_KEEP_HOURS = 24;

const lockExpiry = sql.raw(`now() + interval '${IDEMPOTENCY_LOCK_SECONDS} seconds'`);

export interface IdempotencyClaim {
  userId: string;
  key: string;
}

export interface IdempotencyRow {
  fingerprint: string;
  /** Null while the first request runs (or after its process died). */
  statusCode: number | null;
  responseBody: string | null;
  /** True while the lock is held. */
  locked: boolean;
}

const byKey = ({ userId, key }: IdempotencyClaim) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/** Starts a request under its key: true when this call inserted the row (nobody had the key). */
export async function claimKey(db: Executor, claim: IdempotencyClaim, fingerprint: string): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...claim, fingerprint, lockedUntil: lockExpiry })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findKey(db: Executor, claim: IdempotencyClaim): Promise<IdempotencyRow | null> {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
      locked: sql<boolean>`${idempotencyKeys.lockedUntil} > now()`,
    })
    .from(idempotencyKeys)
    .where(byKey(claim));
  return row ?? null;
}

/**
 * Takes over an unanswered request whose lock ran out (its process died), compare-and-set:
 * of several retries arriving together, exactly one gets true.
 */
export async function takeOverKey(db: Executor, claim: IdempotencyClaim, fingerprint: string): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ lockedUntil: lockExpiry })
    .where(
      and(
        byKey(claim),
        eq(idempotencyKeys.fingerprint, fingerprint),
        isNull(idempotencyKeys.statusCode),
        sql`${idempotencyKeys.lockedUntil} <= now()`,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** Keeps the answer for retries. The first answer stored wins. */
export async function saveAnswer(
  db: Executor,
  claim: IdempotencyClaim,
  answer: { statusCode: number; body: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, responseBody: answer.body })
    .where(and(byKey(claim), isNull(idempotencyKeys.statusCode)));
}

/** Forgets an unanswered request (it failed with a 5xx), so a retry runs again. */
export async function releaseKey(db: Executor, claim: IdempotencyClaim): Promise<void> {
  await db.delete(idempotencyKeys).where(and(byKey(claim), isNull(idempotencyKeys.statusCode)));
}

/** The `idempotency.purge` job: keys older than IDEMPOTENCY_KEEP_HOURS go. */
export async function purgeIdempotencyKeys(db: Executor): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql.raw(`now() - interval '${IDEMPOTENCY_KEEP_HOURS} hours'`)));
}
