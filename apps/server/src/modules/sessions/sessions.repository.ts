import type { SessionEndReason } from '@grove/contracts';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { sessions, signInLinks } from '../../db/schema/index.js';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

/** The channel on which an ended session is announced to every instance (session-cache.ts). */
export const SESSIONS_CHANNEL = 'grove_sessions_ended';

/** Payloads of SESSIONS_CHANNEL: one session, or every session of a user. */
export const sessionMessage = (id: string) => `s:${id}`;
export const userMessage = (userId: string) => `u:${userId}`;

/** NOTIFY is sent at commit of the caller's transaction, so no instance hears of an end that rolled back. */
async function announce(executor: Executor, payload: string): Promise<void> {
  await executor.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${payload})`);
}

export async function insertSession(executor: Executor, session: NewSession): Promise<SessionRow> {
  const [row] = await executor.insert(sessions).values(session).returning();
  return row!;
}

const sessionById = preparedQuery((executor) =>
  executor
    .select()
    .from(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_by_id'),
);

export async function findSession(executor: Executor, id: string): Promise<SessionRow | null> {
  const [row] = await sessionById(executor, { id });
  return row ?? null;
}

/** Whether the user ever signed in before, and whether from this device and country. */
export async function priorSignIns(
  executor: Executor,
  userId: string,
  device: string | null,
  country: string | null,
): Promise<{ any: boolean; sameDevice: boolean }> {
  const result = await executor.execute(sql`
    select count(*)::int as total,
           count(*) filter (where ${sessions.device} is not distinct from ${device}
                              and ${sessions.country} is not distinct from ${country})::int as same
    from ${sessions} where ${sessions.userId} = ${userId}`);
  const row = rowsOf<{ total: number; same: number }>(result)[0];
  return { any: (row?.total ?? 0) > 0, sameDevice: (row?.same ?? 0) > 0 };
}

/** The user's sessions that still work, newest use first. */
export async function listLiveSessions(executor: Executor, userId: string, now: Date): Promise<SessionRow[]> {
  return executor
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt));
}

/** Ends one live session of the user; false when there is none such (not theirs, ended, unknown). */
export async function endSession(
  executor: Executor,
  where: { id: string; userId?: string },
  reason: SessionEndReason,
): Promise<boolean> {
  const rows = await executor
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(
      and(
        eq(sessions.id, where.id),
        where.userId ? eq(sessions.userId, where.userId) : undefined,
        isNull(sessions.endedAt),
      ),
    )
    .returning({ id: sessions.id });
  if (rows.length > 0) await announce(executor, sessionMessage(where.id));
  return rows.length > 0;
}

/** Ends every live session of the user, but `except`; returns how many ended. */
export async function endSessionsOf(
  executor: Executor,
  userId: string,
  reason: SessionEndReason,
  except: string | null = null,
): Promise<number> {
  const rows = await executor
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), except ? ne(sessions.id, except) : undefined))
    .returning({ id: sessions.id });
  if (rows.length > 0) await announce(executor, userMessage(userId));
  return rows.length;
}

export async function setStepUpAt(executor: Executor, id: string, at: Date): Promise<void> {
  await executor
    .update(sessions)
    .set({ stepUpAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
}

/** When the user first signed in (their oldest session), or null. */
export async function firstSignInAt(executor: Executor, userId: string): Promise<Date | null> {
  const result = await executor.execute(
    sql`select min(${sessions.createdAt}) as first from ${sessions} where ${sessions.userId} = ${userId}`,
  );
  const first = rowsOf<{ first: Date | string | null }>(result)[0]?.first;
  return first ? new Date(first) : null;
}

/** Records a use, unless one was recorded since `since` (by this or another instance). */
export async function touchSession(executor: Executor, id: string, since: Date): Promise<void> {
  await executor
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt), lt(sessions.lastUsedAt, since)));
}

export async function insertSignInLink(
  executor: Executor,
  link: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await executor.insert(signInLinks).values(link);
}

/** Uses a link once: the user it signs in, or null when it is unknown, used or expired. */
export async function useSignInLink(executor: Executor, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await executor
    .update(signInLinks)
    .set({ usedAt: now })
    .where(and(eq(signInLinks.tokenHash, tokenHash), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, now)))
    .returning({ userId: signInLinks.userId });
  return row?.userId ?? null;
}
