import type { KycStatus } from '@grove/contracts';
import { and, eq, lt, or, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { kycSessions, webhookEvents } from '../../db/schema/index.js';

export type KycSessionRow = typeof kycSessions.$inferSelect;

export async function findSessionOfUser(executor: Executor, userId: string, provider: string) {
  const [row] = await executor
    .select()
    .from(kycSessions)
    .where(and(eq(kycSessions.userId, userId), eq(kycSessions.provider, provider)))
    .limit(1);
  return row ?? null;
}

/** The session of an access code, locked for the transaction that settles it. */
export async function lockSessionByCode(executor: Executor, provider: string, userAccessCode: string) {
  const [row] = await executor
    .select()
    .from(kycSessions)
    .where(and(eq(kycSessions.provider, provider), eq(kycSessions.userAccessCode, userAccessCode)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function saveSessionStart(
  executor: Executor,
  session: { userId: string; provider: string; userAccessCode: string; details: Record<string, string> | null },
): Promise<void> {
  const now = new Date();
  await executor
    .insert(kycSessions)
    .values({ ...session, status: 'in_progress', rawStatus: 'in_progress', consentedAt: now })
    .onConflictDoUpdate({
      target: [kycSessions.userId, kycSessions.provider],
      set: {
        userAccessCode: session.userAccessCode,
        details: session.details,
        status: 'in_progress',
        rawStatus: 'in_progress',
        reason: null,
        consentedAt: now,
        updatedAt: now,
      },
    });
}

export async function saveSessionResult(
  executor: Executor,
  id: string,
  result: { rawStatus: string; status: KycStatus; reason: string | null },
): Promise<void> {
  await executor
    .update(kycSessions)
    .set({ ...result, checkedAt: new Date(), updatedAt: new Date() })
    .where(eq(kycSessions.id, id));
}

export async function touchSessionChecked(executor: Executor, id: string): Promise<void> {
  await executor.update(kycSessions).set({ checkedAt: new Date() }).where(eq(kycSessions.id, id));
}

/** Stores a delivery's event id; false when it was already handled. */
export async function recordWebhookEvent(
  executor: Executor,
  event: { provider: string; eventId: string; payload: unknown },
): Promise<boolean> {
  const rows = await executor
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

/** Sessions still in progress that nobody has checked for a while. */
export function listStaleSessions(executor: Executor, provider: string, olderThan: Date, limit: number) {
  return executor
    .select({ userAccessCode: kycSessions.userAccessCode })
    .from(kycSessions)
    .where(
      and(
        eq(kycSessions.provider, provider),
        eq(kycSessions.status, 'in_progress'),
        or(isNull(kycSessions.checkedAt), lt(kycSessions.checkedAt, olderThan)),
        lt(kycSessions.updatedAt, olderThan),
      ),
    )
    .orderBy(sql`${kycSessions.checkedAt} asc nulls first`)
    .limit(limit);
}
