import { INVESTED_STATUSES, type BusinessStatus, type PaymentStatus } from '@grove/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { LOCK_RANK, takeLock } from '../../db/lock-order.js';
import { favorites, payments, projects, users } from '../../db/schema/index.js';

const raiseColumns = {
  id: projects.id,
  name: projects.name,
  status: projects.status,
  currency: projects.currency,
  targetMinor: projects.targetMinor,
  minRaiseMinor: projects.minRaiseMinor,
  raisedMinor: projects.raisedMinor,
  reservedMinor: projects.reservedMinor,
  ticketMinMinor: projects.ticketMinMinor,
  ticketMaxMinor: projects.ticketMaxMinor,
  ticketStepMinor: projects.ticketStepMinor,
  expectedReturnBp: projects.expectedReturnBp,
  publishedAt: projects.publishedAt,
  fundingEnd: projects.fundingEnd,
  opensAt: projects.opensAt,
  deadlineBeforeClose: projects.deadlineBeforeClose,
};
/** A business as its raise's money sees it. */
export type Raise = { [K in keyof typeof raiseColumns]: (typeof projects.$inferSelect)[K] };

export async function findRaise(executor: Executor, id: string): Promise<Raise | null> {
  const [row] = await executor.select(raiseColumns).from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}

/**
 * The business's row, locked until the transaction ends: every change of its raised or reserved
 * money, and of its status, queues here, so none can overfund it or decide on figures another
 * changes meanwhile. NO KEY UPDATE, because inserting a payment takes KEY SHARE on the business
 * (its foreign key): a full UPDATE lock would deadlock two investors who both inserted first.
 * `skipLocked`: null when another transaction holds it (a job's second worker skips it).
 */
export async function lockRaise(
  executor: Executor,
  id: string,
  options: { skipLocked?: boolean } = {},
): Promise<Raise | null> {
  takeLock(executor, LOCK_RANK.business, `business ${id}`);
  const [row] = await executor
    .select(raiseColumns)
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1)
    .for('no key update', options.skipLocked ? { skipLocked: true } : {});
  return row ?? null;
}

export interface RaiseChange {
  raisedDeltaMinor?: number;
  reservedDeltaMinor?: number;
  status?: BusinessStatus;
  /** A new deadline (an extension, a resumed raise, a reopened one). */
  fundingEnd?: Date | null;
  deadlineBeforeClose?: Date | null;
}

/**
 * Changes a locked raise. The investor count is counted again in the same statement: the people
 * whose payments hold money (INVESTED_STATUSES).
 */
export async function updateRaise(executor: Executor, id: string, change: RaiseChange, at: Date): Promise<void> {
  await executor
    .update(projects)
    .set({
      raisedMinor: sql`${projects.raisedMinor} + ${change.raisedDeltaMinor ?? 0}`,
      reservedMinor: sql`${projects.reservedMinor} + ${change.reservedDeltaMinor ?? 0}`,
      investorCount: sql`(select count(distinct ${payments.userId})::int from ${payments}
        where ${payments.projectId} = ${id} and ${payments.status} in (${sql.join(
          INVESTED_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )}))`,
      ...(change.status ? { status: change.status } : {}),
      ...(change.fundingEnd !== undefined ? { fundingEnd: change.fundingEnd } : {}),
      ...(change.deadlineBeforeClose !== undefined ? { deadlineBeforeClose: change.deadlineBeforeClose } : {}),
      updatedAt: at,
    })
    .where(eq(projects.id, id));
}

/**
 * What still ties a raise's money to its investors: the latest end of a held investment's
 * cancellation window, and whether a refund of one of its payments is under way.
 */
export async function raiseClaims(
  executor: Executor,
  projectId: string,
): Promise<{ cancellableUntil: Date | null; refunding: boolean }> {
  const [row] = await executor
    .select({
      cancellableUntil: sql<
        Date | string | null
      >`max(${payments.cancelDeadline}) filter (where ${payments.status} = 'succeeded')`,
      refunding: sql<boolean | null>`bool_or(${payments.status} = 'refunding')`,
    })
    .from(payments)
    .where(eq(payments.projectId, projectId));
  const until = row?.cancellableUntil;
  return { cancellableUntil: until ? new Date(until) : null, refunding: row?.refunding ?? false };
}

export async function countPaymentsOfProject(
  executor: Executor,
  projectId: string,
  statuses: readonly PaymentStatus[],
): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.projectId, projectId), inArray(payments.status, [...statuses])));
  return row?.n ?? 0;
}

/**
 * Everyone to tell about a business: its investors and those who saved it. After a round's
 * refund, the people who were refunded are its investors still.
 */
export async function listInvestorsAndFollowers(
  executor: Executor,
  projectId: string,
  options: { includeRefunded?: boolean } = {},
) {
  const statuses: PaymentStatus[] = [
    ...INVESTED_STATUSES,
    'refunding',
    ...(options.includeRefunded ? ['refunded' as const] : []),
  ];
  const investorIds = executor
    .selectDistinct({ id: payments.userId })
    .from(payments)
    .where(and(eq(payments.projectId, projectId), inArray(payments.status, statuses)));
  const followerIds = executor
    .select({ id: favorites.userId })
    .from(favorites)
    .where(eq(favorites.projectId, projectId));
  return executor
    .select({ id: users.id, email: users.email, language: users.language, name: users.name })
    .from(users)
    .where(sql`${users.id} in (${investorIds} union ${followerIds})`);
}
