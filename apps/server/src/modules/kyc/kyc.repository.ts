import type { IdentityReviewState, KycStatus } from '@grove/contracts';
import { and, asc, desc, eq, inArray, lt, or, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inWorld, type World } from '../../lib/demo-world.js';
import { kycSessions, users, webhookEvents } from '../../db/schema/index.js';

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

/**
 * People whose verification needs an operator's eye: pending a person's review at the
 * provider (in progress with one of `reviewWords` as the provider's status), or failed.
 */
export async function listIdentityReviews(
  executor: Executor,
  options: {
    provider: string;
    reviewWords: readonly string[];
    state?: IdentityReviewState | undefined;
    sort: 'updated_at' | 'name';
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
    /** The platform's people (null), or one /demo visit's accounts. */
    world: World;
  },
) {
  const pending = and(
    eq(users.kycStatus, 'in_progress'),
    inArray(sql`lower(${kycSessions.rawStatus})`, [...options.reviewWords]),
  );
  const failed = eq(users.kycStatus, 'failed');
  const where: SQL | undefined = and(
    options.state === 'pending_review' ? pending : options.state === 'failed' ? failed : or(pending, failed),
    inWorld(users.demoVisitId, options.world),
  );
  const direction = options.order === 'asc' ? asc : desc;
  const updatedAt = sql`coalesce(${kycSessions.updatedAt}, ${users.updatedAt})`;
  const order =
    options.sort === 'name' ? direction(sql`lower(coalesce(${users.name}, ${users.email}))`) : direction(updatedAt);
  const join = and(eq(kycSessions.userId, users.id), eq(kycSessions.provider, options.provider));
  const [rows, [count]] = await Promise.all([
    executor
      .select({
        userId: users.id,
        name: users.name,
        email: users.email,
        kycStatus: users.kycStatus,
        rawStatus: kycSessions.rawStatus,
        reason: kycSessions.reason,
        updatedAt: sql`coalesce(${kycSessions.updatedAt}, ${users.updatedAt})`.mapWith(
          (value: string | Date) => new Date(value),
        ),
      })
      .from(users)
      .leftJoin(kycSessions, join)
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(options.limit)
      .offset(options.offset),
    executor
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(kycSessions, join)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
