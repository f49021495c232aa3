import { INVESTED_STATUSES, type PaymentStatus } from '@grove/contracts';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { favorites, paymentEvents, payments, paymentWebhookEvents, projects, users } from '../../db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * A payment the provider captured after its reservation had lapsed, when the round had no
 * room left: it is refunded, and never counts as an investment.
 */
export const LATE_PAYMENT_REASON = 'late_payment_round_full';
export type NewPayment = typeof payments.$inferInsert;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

const projectColumns = {
  id: projects.id,
  name: projects.name,
  status: projects.status,
  currency: projects.currency,
  targetMinor: projects.targetMinor,
  raisedMinor: projects.raisedMinor,
  reservedMinor: projects.reservedMinor,
  ticketMinMinor: projects.ticketMinMinor,
  ticketMaxMinor: projects.ticketMaxMinor,
  ticketStepMinor: projects.ticketStepMinor,
  expectedReturnBp: projects.expectedReturnBp,
  publishedAt: projects.publishedAt,
};
export type ProjectFunding = { [K in keyof typeof projectColumns]: (typeof projects.$inferSelect)[K] };

export async function findProjectFunding(executor: Executor, id: string): Promise<ProjectFunding | null> {
  const [row] = await executor.select(projectColumns).from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}

/**
 * The project's funding figures, locked until the transaction ends: every change of
 * raised or reserved money for one business queues here, so none can overfund it.
 * NO KEY UPDATE, because inserting a payment takes KEY SHARE on the project (its foreign
 * key): a full UPDATE lock would deadlock two investors who both inserted first.
 */
export async function lockProjectFunding(executor: Executor, id: string): Promise<ProjectFunding | null> {
  const [row] = await executor
    .select(projectColumns)
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1)
    .for('no key update');
  return row ?? null;
}

/**
 * A raise that closes (funded) ends its funding window now, if that is before its deadline:
 * the payout schedule counts from the real close, not the planned one.
 */
export const fundingEndOnClose = () => sql`least(coalesce(${projects.fundingEnd}, now()), now())`;

export async function updateProjectFunding(
  executor: Executor,
  id: string,
  change: { raisedDeltaMinor?: number; reservedDeltaMinor?: number; status?: ProjectFunding['status'] },
): Promise<void> {
  await executor
    .update(projects)
    .set({
      raisedMinor: sql`${projects.raisedMinor} + ${change.raisedDeltaMinor ?? 0}`,
      reservedMinor: sql`${projects.reservedMinor} + ${change.reservedDeltaMinor ?? 0}`,
      // Investors are the people whose payments hold money, counted again in the same statement.
      investorCount: sql`(select count(distinct ${payments.userId})::int from ${payments}
        where ${payments.projectId} = ${id} and ${payments.status} in ('succeeded', 'refunding')
        and ${payments.failureReason} is distinct from ${LATE_PAYMENT_REASON})`,
      ...(change.status ? { status: change.status } : {}),
      ...(change.status === 'funded' ? { fundingEnd: fundingEndOnClose() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(projects.id, id));
}

export async function insertPayment(executor: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = await executor.insert(payments).values(values).returning();
  return row!;
}

export async function findPaymentByIdempotencyKey(executor: Executor, userId: string, key: string) {
  const [row] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export async function findPayment(executor: Executor, id: string): Promise<PaymentRow | null> {
  const [row] = await executor.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function lockPayment(executor: Executor, id: string): Promise<PaymentRow | null> {
  const [row] = await executor.select().from(payments).where(eq(payments.id, id)).limit(1).for('update');
  return row ?? null;
}

export async function updatePayment(executor: Executor, id: string, set: Partial<NewPayment>): Promise<PaymentRow> {
  const [row] = await executor
    .update(payments)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

export function listPaymentsOfUser(executor: Executor, userId: string, projectId?: string) {
  return executor
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), projectId ? eq(payments.projectId, projectId) : undefined))
    .orderBy(desc(payments.createdAt));
}

export async function insertPaymentEvent(
  executor: Executor,
  event: Omit<typeof paymentEvents.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await executor.insert(paymentEvents).values(event);
}

export function listPaymentEvents(executor: Executor, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return Promise.resolve([] as PaymentEventRow[]);
  return executor
    .select()
    .from(paymentEvents)
    .where(inArray(paymentEvents.paymentId, [...paymentIds]))
    .orderBy(asc(paymentEvents.id));
}

/** Records a provider event once; false when it was already recorded (a replay). */
export async function recordWebhookEvent(
  executor: Executor,
  event: { provider: string; eventId: string; type: string; paymentId: string | null },
): Promise<boolean> {
  const rows = await executor
    .insert(paymentWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length > 0;
}

/** Payments whose reservation has run out, oldest first. */
export function listOverdueReservations(executor: Executor, now: Date, limit: number) {
  return executor
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.status, ['pending', 'processing']), lte(payments.reservationExpiresAt, now)))
    .orderBy(asc(payments.reservationExpiresAt))
    .limit(limit);
}

export function listPaymentsOfProject(executor: Executor, projectId: string, statuses: readonly PaymentStatus[]) {
  return executor
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.projectId, projectId), inArray(payments.status, [...statuses])))
    .orderBy(asc(payments.createdAt));
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
  const statuses: PaymentStatus[] = [...INVESTED_STATUSES, ...(options.includeRefunded ? ['refunded' as const] : [])];
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

export type PaymentStatusFilter = readonly PaymentStatus[];

export const INVESTOR_SORT_FIELDS = ['date', 'amount', 'name', 'status'] as const;
export type InvestorSortField = (typeof INVESTOR_SORT_FIELDS)[number];

/**
 * Every payment into a business with its payer, for the operators' investors list and its CSV
 * export; without a limit, all of them. Ties break on the payment id so pages never overlap.
 */
export async function listInvestorsOfProject(
  executor: Executor,
  projectId: string,
  options: { sort: InvestorSortField; order: 'asc' | 'desc'; limit?: number | undefined; offset?: number | undefined },
) {
  const direction = options.order === 'asc' ? asc : desc;
  const sortColumn = {
    date: payments.createdAt,
    amount: payments.amountMinor,
    name: sql`lower(coalesce(${users.name}, ${users.email}))`,
    status: payments.status,
  }[options.sort];
  const where = eq(payments.projectId, projectId);
  const query = executor
    .select({ payment: payments, name: users.name, email: users.email })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(where)
    .orderBy(direction(sortColumn), desc(payments.createdAt), asc(payments.id))
    .offset(options.offset ?? 0);
  const [rows, [count]] = await Promise.all([
    options.limit === undefined ? query : query.limit(options.limit),
    executor
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
