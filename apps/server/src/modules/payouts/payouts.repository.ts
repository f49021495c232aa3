import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { payments, payoutAllocations, payouts, users } from '../../db/schema/index.js';

export type PayoutRow = typeof payouts.$inferSelect;

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 1000;

export async function insertPayout(executor: Executor, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await executor.insert(payouts).values(values).returning();
  return row!;
}

export async function insertAllocations(
  executor: Executor,
  values: readonly (typeof payoutAllocations.$inferInsert)[],
): Promise<void> {
  for (let start = 0; start < values.length; start += CHUNK) {
    await executor.insert(payoutAllocations).values(values.slice(start, start + CHUNK));
  }
}

export async function findPayoutByReference(executor: Executor, reference: string): Promise<PayoutRow | null> {
  const [row] = await executor.select().from(payouts).where(eq(payouts.reference, reference)).limit(1);
  return row ?? null;
}

/** The investments that hold money in a business (the payout's base), in a stable order. */
export function holdingPayments(executor: Executor, projectId: string) {
  return executor
    .select({
      id: payments.id,
      userId: payments.userId,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      status: payments.status,
      cancelDeadline: payments.cancelDeadline,
    })
    .from(payments)
    .where(and(eq(payments.projectId, projectId), eq(payments.status, 'succeeded')))
    .orderBy(asc(payments.paidAt), asc(payments.id));
}

/** A business's payouts, newest first, with how many investments and investors shared each. */
export function listPayoutsOfProject(executor: Executor, projectId: string) {
  return executor
    .select({
      payout: payouts,
      investments: sql<number>`(select count(*)::int from payout_allocations pa where pa.payout_id = ${payouts.id})`,
      investors: sql<number>`(select count(distinct pa.user_id)::int from payout_allocations pa where pa.payout_id = ${payouts.id})`,
    })
    .from(payouts)
    .where(eq(payouts.projectId, projectId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
}

/** The user's shares of payouts (of one business, or all), oldest first. */
export function receivedByUser(executor: Executor, userId: string, projectId?: string) {
  return executor
    .select({
      paymentId: payoutAllocations.paymentId,
      payoutId: payouts.id,
      projectId: payouts.projectId,
      amountMinor: payoutAllocations.amountMinor,
      currency: payouts.currency,
      periodStart: payouts.periodStart,
      periodEnd: payouts.periodEnd,
      paidAt: payouts.createdAt,
    })
    .from(payoutAllocations)
    .innerJoin(payouts, eq(payouts.id, payoutAllocations.payoutId))
    .where(
      projectId
        ? and(eq(payoutAllocations.userId, userId), eq(payouts.projectId, projectId))
        : eq(payoutAllocations.userId, userId),
    )
    .orderBy(asc(payouts.createdAt), asc(payouts.id));
}

/** The people to tell about a payout, by id. */
export function usersToNotify(executor: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .select({ id: users.id, email: users.email, language: users.language, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
