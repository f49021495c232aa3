import { INVESTED_STATUSES, OPEN_RAISE_STATUSES, type BusinessStatus, type PaymentStatus } from '@grove/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { LOCK_RANK, takeLock } from '../../db/lock-order.js';
import { rowsOf } from '../../db/rows.js';
import { favorites, payments, projects, users } from '../../db/schema/index.js';
import { ledgerPostArguments, type EntryRow, type TransactionRow } from '../ledger/ledger.repository.js';

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
  opensAt: projects.opensAt,
  fundingEnd: projects.fundingEnd,
  deadlineBeforeClose: projects.deadlineBeforeClose,
};
/** A business as its raise's money sees it. */
export type Raise = { [K in keyof typeof raiseColumns]: (typeof projects.$inferSelect)[K] };

const raiseById = preparedQuery((executor) =>
  executor
    .select(raiseColumns)
    .from(projects)
    .where(eq(projects.id, sql.placeholder('id')))
    .limit(1)
    .prepare('raise_by_id'),
);

export async function findRaise(executor: Executor, id: string): Promise<Raise | null> {
  const [row] = await raiseById(executor, { id });
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

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Reserves room for an amount in ONE statement, only if the raise takes that amount now: it is
 * published, open, past its opening time and before its deadline, and the amount passes the ticket rules against what
 * remains (`amountProblem` of contracts/payment-rules.ts, written in SQL: the round-closing
 * exception, minimum, maximum, steps). `heldMinor` is room already held for this investor (a
 * waitlist offer), which the reservation takes over. The business row is locked by this statement
 * and held only until the caller commits, so the caller makes it the last statement of its
 * transaction. Answers false, having changed nothing, when the raise does not take the amount;
 * the caller then reads the raise to say why.
 */
export async function reserveRoom(
  executor: Executor,
  reservation: { id: string; amountMinor: number; heldMinor?: number; at: Date },
): Promise<boolean> {
  const { id, amountMinor, at } = reservation;
  const held = reservation.heldMinor ?? 0;
  takeLock(executor, LOCK_RANK.business, `business ${id}`);
  const rows = await executor
    .update(projects)
    .set({ reservedMinor: sql`${projects.reservedMinor} + ${amountMinor - held}::bigint`, updatedAt: at })
    .where(and(eq(projects.id, id), takesAmount(amountMinor, held, at)))
    .returning({ id: projects.id });
  return rows.length === 1;
}

/**
 * The condition under which a raise takes an amount now (`reserveRoom`): published, open, past
 * its opening time and before its deadline, and the amount passes the ticket rules against what
 * remains, `heldMinor` (room already held for the payer) counted as free.
 */
export function takesAmount(amountMinor: number, heldMinor: number, at: Date) {
  const amount = sql`${amountMinor}::bigint`;
  const remaining = sql`(${projects.targetMinor} - ${projects.raisedMinor} - ${projects.reservedMinor} + ${heldMinor}::bigint)`;
  return and(
    sql`${projects.publishedAt} is not null`,
    sql`${projects.status} in (${inList(OPEN_RAISE_STATUSES)})`,
    sql`(${projects.fundingEnd} is null or ${projects.fundingEnd} > ${at.toISOString()}::timestamptz)`,
    sql`(${projects.opensAt} is null or ${projects.opensAt} <= ${at.toISOString()}::timestamptz)`,
    sql`${remaining} > 0`,
    sql`(
      (${remaining} < ${projects.ticketMinMinor} and ${amount} = ${remaining})
      or (${remaining} >= ${projects.ticketMinMinor}
          and ${amount} >= ${projects.ticketMinMinor}
          and ${amount} <= ${projects.ticketMaxMinor}
          and ${amount} <= ${remaining}
          and (${projects.ticketStepMinor} = 0
               or (${amount} - ${projects.ticketMinMinor}) % ${projects.ticketStepMinor} = 0
               or ${amount} = ${remaining})))`,
  )!;
}

/**
 * Counts a captured payment's reserved money and writes its ledger posting, in one call to the
 * database's `count_reserved_capture` (migration 0041), the capture's last statement: it locks the
 * business, so the lock is held inside the database from there to the commit, not across the
 * app's round trips. Raised grows by the amount, the reservation is given up, the investor count
 * grows when this is the payer's first investment held in the business, an open round that
 * reaches its target closes as funded (funding_end records an early close, the deadline is kept
 * for a reopening, as `close` in funding.service.ts), and the posting's rows are written (rank 3,
 * after the business). Only a raise still open or just funded admits reserved money (`admits`);
 * otherwise it answers null, having changed nothing, and the caller applies the capture the
 * careful way, with the business locked first.
 *
 * A function, not one statement: in one statement (a CTE locking the row, the UPDATE changing it)
 * PostgreSQL's UPDATE goes back to the row version of the statement's snapshot, older than the one
 * the CTE waited for, and locks it again behind the next waiter (the launch benchmark met
 * "deadlock detected" between three captures); and a lone UPDATE's snapshot, taken before it
 * waited, would miss the payer's other captures committed meanwhile (the investor count). Each
 * statement of the function takes a new snapshot after the lock.
 */
export async function countReservedCapture(
  executor: Executor,
  capture: { id: string; paymentId: string; userId: string; amountMinor: number; reservedMinor: number; at: Date },
  posting: { keys: readonly string[]; transactions: readonly TransactionRow[]; entries: readonly EntryRow[] },
): Promise<{ closed: boolean } | null> {
  const { id, paymentId, userId, amountMinor, reservedMinor, at } = capture;
  takeLock(executor, LOCK_RANK.business, `business ${id}`);
  if (posting.keys.length > 0) takeLock(executor, LOCK_RANK.ledger, "a capture's posting", posting.keys);
  const result = await executor.execute(sql`
    select counted, closed from count_reserved_capture(
      ${id}::text, ${paymentId}::uuid, ${userId}::uuid, ${amountMinor}::bigint, ${reservedMinor}::bigint,
      ${at.toISOString()}::timestamptz, ${sql.param([...OPEN_RAISE_STATUSES])}::text[],
      ${sql.param([...INVESTED_STATUSES])}::text[], ${ledgerPostArguments(posting.transactions, posting.entries)})`);
  const row = rowsOf<{ counted: boolean; closed: boolean }>(result)[0];
  return row?.counted ? { closed: row.closed } : null;
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
  options: { includeRefunded?: boolean; after?: string | null; limit?: number } = {},
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
  const query = executor
    .select({ id: users.id, email: users.email, language: users.language, name: users.name })
    .from(users)
    .where(
      and(
        sql`${users.id} in (${investorIds} union ${followerIds})`,
        options.after ? gt(users.id, options.after) : undefined,
      ),
    )
    .orderBy(users.id);
  return options.limit ? query.limit(options.limit) : query;
}
