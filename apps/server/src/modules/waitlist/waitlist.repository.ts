import { LIVE_WAITLIST_STATES, OPEN_RAISE_STATUSES, type WaitlistState } from '@grove/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { LOCK_RANK, takeLock } from '../../db/lock-order.js';
import { rowsOf } from '../../db/rows.js';
import { users, waitlistEntries } from '../../db/schema/index.js';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;

const live = inArray(waitlistEntries.state, [...LIVE_WAITLIST_STATES]);
/** Arrival order: created_at (the platform clock), then id. */
const arrival = [asc(waitlistEntries.createdAt), asc(waitlistEntries.id)];

export async function insertEntry(
  executor: Executor,
  entry: { projectId: string; userId: string; amountMinor: number; at: Date },
): Promise<WaitlistRow> {
  const [row] = await executor
    .insert(waitlistEntries)
    .values({
      projectId: entry.projectId,
      userId: entry.userId,
      amountMinor: entry.amountMinor,
      createdAt: entry.at,
      updatedAt: entry.at,
    })
    .returning();
  return row!;
}

export async function findLiveEntry(
  executor: Executor,
  userId: string,
  projectId: string,
): Promise<WaitlistRow | null> {
  const [row] = await executor
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.projectId, projectId), live))
    .limit(1);
  return row ?? null;
}

export function listLiveEntriesOfUser(executor: Executor, userId: string): Promise<WaitlistRow[]> {
  return executor
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), live))
    .orderBy(...arrival);
}

/** Waiting entries of the business that arrived before this one. */
export async function countWaitingAhead(executor: Executor, entry: WaitlistRow): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.projectId, entry.projectId),
        eq(waitlistEntries.state, 'waiting'),
        sql`(${waitlistEntries.createdAt}, ${waitlistEntries.id}) < (${entry.createdAt.toISOString()}::timestamptz, ${entry.id}::uuid)`,
      ),
    );
  return row?.n ?? 0;
}

export async function countWaiting(executor: Executor, projectId: string): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.projectId, projectId), eq(waitlistEntries.state, 'waiting')));
  return row?.n ?? 0;
}

/** Whether anyone waits for room in the business (a release then queues the offer job). */
export async function hasWaiting(executor: Executor, projectId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.projectId, projectId), eq(waitlistEntries.state, 'waiting')))
    .limit(1);
  return row !== undefined;
}

/**
 * The business's live entries, locked in arrival order (rank 1½ of db/lock-order.ts, before the
 * business): the offer job decides on a line nobody else changes meanwhile.
 */
export function lockLiveEntries(executor: Executor, projectId: string): Promise<WaitlistRow[]> {
  takeLock(executor, LOCK_RANK.waitlistEntry, `waitlist of ${projectId}`);
  return executor
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.projectId, projectId), live))
    .orderBy(...arrival)
    .for('no key update');
}

/** The investor's live entry for the business, locked (rank 1½, before the business). */
export async function lockOwnLiveEntry(
  executor: Executor,
  userId: string,
  projectId: string,
): Promise<WaitlistRow | null> {
  takeLock(executor, LOCK_RANK.waitlistEntry, `waitlist entry of ${userId} in ${projectId}`);
  const [row] = await executor
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.projectId, projectId), live))
    .limit(1)
    .for('no key update');
  return row ?? null;
}

/** Compare-and-set: moves the entry only from the state it was read in; null if it had moved. */
export async function moveEntry(
  executor: Executor,
  id: string,
  from: WaitlistState,
  change: { state: WaitlistState; offeredMinor: number; offerExpiresAt?: Date },
  at: Date,
): Promise<WaitlistRow | null> {
  const [row] = await executor
    .update(waitlistEntries)
    .set({
      state: change.state,
      offeredMinor: change.offeredMinor,
      ...(change.offerExpiresAt ? { offerExpiresAt: change.offerExpiresAt } : {}),
      updatedAt: at,
    })
    .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.state, from)))
    .returning();
  return row ?? null;
}

/** What joining checks of the investor, read fresh (verification may have passed a moment ago). */
export async function findInvestor(executor: Executor, id: string) {
  const [row] = await executor
    .select({ id: users.id, onboardingStatus: users.onboardingStatus, kycStatus: users.kycStatus })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export function findUsers(executor: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: users.id, email: users.email, language: users.language, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Every entry of a business with its investor, in arrival order (the console). */
export function listEntriesOfProject(executor: Executor, projectId: string) {
  return executor
    .select({ entry: waitlistEntries, name: users.name, email: users.email })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .where(eq(waitlistEntries.projectId, projectId))
    .orderBy(...arrival)
    .limit(1000);
}

const openStatuses = sql.join(
  OPEN_RAISE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);
/** A raise's status that can never take money again (not open, paused, or funded and able to reopen). */
const FINISHED = sql`p.status not in (${openStatuses}, 'paused', 'funded')`;

/**
 * Businesses whose waitlist has something to do (the recurring job, a second line behind the
 * offer job queued by releases): an offer past its time or in a raise that stopped taking money,
 * a line in a raise that has finished, or waiting investors while the raise has room.
 */
export async function listLinesToSettle(executor: Executor, now: Date, limit: number): Promise<string[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const takes = sql`(p.published_at is not null and p.status in (${openStatuses})
    and (p.funding_end is null or p.funding_end > ${at}))`;
  const result = await executor.execute(sql`
    select p.id from projects p
    where exists (select 1 from waitlist_entries w where w.project_id = p.id and w.state = 'offered'
                  and (w.offer_expires_at <= ${at} or not ${takes}))
       or exists (select 1 from waitlist_entries w where w.project_id = p.id and w.state in ('waiting', 'offered')
                  and ${FINISHED})
       or (${takes} and p.target_minor - p.raised_minor - p.reserved_minor > 0
           and exists (select 1 from waitlist_entries w where w.project_id = p.id and w.state = 'waiting'))
    order by p.id
    limit ${limit}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}
