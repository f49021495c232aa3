import type { PaymentStatus } from '@grove/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { LOCK_RANK, takeLock } from '../../db/lock-order.js';
import { takesAmount } from '../funding/funding.repository.js';
import {
  kycSessions,
  paymentEvents,
  payments,
  projects,
  paymentWebhookEvents,
  providerAnomalies,
  users,
} from '../../db/schema/index.js';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * A payment the provider captured after its reservation had lapsed, when the round had no
 * room left: it is refunded, and never counts as an investment.
 */
export { LATE_PAYMENT_REASON } from '@grove/contracts';
export type NewPayment = typeof payments.$inferInsert;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

export async function insertPayment(executor: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = await executor.insert(payments).values(values).returning();
  return row!;
}

/**
 * Creates a verified investor's payment with its reservation in ONE statement, outside any
 * transaction of ours (issue 24): the business's room (on `takesAmount`, as `reserveRoom`), the
 * payment, pending and holding its amount, and its two events (applied for, then reserved), all
 * or nothing. PostgreSQL commits it as it ends, so the business's row is locked only while the
 * statement runs and commits, never across a round trip to this process. Answers the payment's
 * id, or null, having written nothing, when the raise does not take the amount. A reused
 * idempotency key fails the whole statement with the unique violation, room included.
 */
export async function insertReservedPayment(
  executor: Executor,
  payment: NewPayment & { reservedMinor: number; reservationExpiresAt: Date; createdAt: Date },
  cause: { userId: string },
): Promise<{ id: string; events: PaymentEventRow[] } | null> {
  const at = sql`${payment.createdAt.toISOString()}::timestamptz`;
  const result = await executor.execute(sql`
    with room as (
      update projects set reserved_minor = reserved_minor + ${payment.amountMinor}::bigint, updated_at = ${at}
      where ${projects.id} = ${payment.projectId} and ${takesAmount(payment.amountMinor, 0, payment.createdAt)}
      returning id
    ), made as (
      insert into payments (user_id, project_id, status, method, currency, amount_minor, service_fee_minor,
        card_fee_minor, total_minor, service_fee_bp, card_fee_bp, reserved_minor, description, return_url,
        cancel_url, risk_acknowledged, extra_risk_acknowledged, kiis_version, share_link_id, idempotency_key, provider,
        reservation_expires_at, created_at, updated_at)
      select ${payment.userId}::uuid, ${payment.projectId}, 'pending', ${payment.method ?? 'card'}, ${payment.currency},
        ${payment.amountMinor}::bigint, ${payment.serviceFeeMinor}::bigint, ${payment.cardFeeMinor}::bigint,
        ${payment.totalMinor}::bigint, ${payment.serviceFeeBp}::int, ${payment.cardFeeBp}::int,
        ${payment.reservedMinor}::bigint, ${payment.description}, ${payment.returnUrl ?? null}, ${payment.cancelUrl ?? null},
        ${payment.riskAcknowledged}, ${payment.extraRiskAcknowledged ?? null}, ${payment.kiisVersion ?? null}::int,
        ${payment.shareLinkId ?? null}::uuid, ${payment.idempotencyKey ?? null},
        ${payment.provider}, ${payment.reservationExpiresAt.toISOString()}::timestamptz, ${at}, ${at}
      from room
      returning id
    ), told as (
      insert into payment_events (payment_id, from_status, to_status, cause, cause_ref, reason, created_at)
      select id, null, 'awaiting_verification', 'user', ${cause.userId}, null, ${at} from made
      union all
      select id, 'awaiting_verification', 'pending', 'user', ${cause.userId}, null, ${at} from made
      returning id, payment_id, from_status, to_status, cause, cause_ref, reason, created_at
    )
    select made.id, (select json_agg(told order by told.id) from told) as events from made`);
  const row = rowsOf<{ id: string; events: EventJson[] }>(result)[0];
  return row ? { id: row.id, events: row.events.map(eventFromJson) } : null;
}

/** A payment_events row as json_agg writes it (snake_case keys, the time as text). */
interface EventJson {
  id: number | string;
  payment_id: string;
  from_status: PaymentEventRow['fromStatus'];
  to_status: PaymentEventRow['toStatus'];
  cause: PaymentEventRow['cause'];
  cause_ref: string | null;
  reason: string | null;
  created_at: string;
}

const eventFromJson = (event: EventJson): PaymentEventRow => ({
  id: Number(event.id),
  paymentId: event.payment_id,
  fromStatus: event.from_status,
  toStatus: event.to_status,
  cause: event.cause,
  causeRef: event.cause_ref,
  reason: event.reason,
  createdAt: new Date(event.created_at),
});

/** What a notice to a payment's payer needs, in one statement: who they are and the business's name. */
export async function findPayerNotice(executor: Executor, payment: Pick<PaymentRow, 'userId' | 'projectId'>) {
  const [row] = await executor
    .select({
      user: { id: users.id, email: users.email, language: users.language, name: users.name },
      projectName: projects.name,
    })
    .from(users)
    .innerJoin(projects, eq(projects.id, payment.projectId))
    .where(eq(users.id, payment.userId))
    .limit(1);
  return row ?? null;
}

export async function findPaymentByIdempotencyKey(executor: Executor, userId: string, key: string) {
  const [row] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

const paymentById = preparedQuery((executor) =>
  executor
    .select()
    .from(payments)
    .where(eq(payments.id, sql.placeholder('id')))
    .limit(1)
    .prepare('payment_by_id'),
);

export async function findPayment(executor: Executor, id: string): Promise<PaymentRow | null> {
  const [row] = await paymentById(executor, { id });
  return row ?? null;
}

/**
 * The payment's row, locked until the transaction ends: the first lock of db/lock-order.ts. NO
 * KEY UPDATE (a payment's key never changes): rows that point at it (payout shares, ledger
 * transactions, events) take KEY SHARE when inserted, which it does not block, so a payout that
 * holds the business and writes shares never waits for a payment that waits for the business.
 */
export async function lockPayment(executor: Executor, id: string): Promise<PaymentRow | null> {
  takeLock(executor, LOCK_RANK.movement, `payment ${id}`);
  const [row] = await executor.select().from(payments).where(eq(payments.id, id)).limit(1).for('no key update');
  return row ?? null;
}

/** Changes fields that are not the status (the checkout's session and address). */
export async function updatePayment(
  executor: Executor,
  id: string,
  set: Omit<Partial<NewPayment>, 'status'>,
  at: Date,
): Promise<PaymentRow> {
  const [row] = await executor
    .update(payments)
    .set({ ...set, updatedAt: at })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

/**
 * Moves a payment from `from`, compare-and-set: null when it is no longer in `from` (another
 * worker moved it first), so two can never both move one payment.
 */
export async function movePayment(
  executor: Executor,
  id: string,
  from: PaymentStatus,
  set: Partial<NewPayment> & { status: PaymentStatus },
  at: Date,
): Promise<PaymentRow | null> {
  const [row] = await executor
    .update(payments)
    .set({ ...set, updatedAt: at })
    .where(and(eq(payments.id, id), eq(payments.status, from)))
    .returning();
  return row ?? null;
}

/** The payment a provider reference (its payment intent) belongs to. */
export async function findPaymentByProviderRef(
  executor: Executor,
  provider: string,
  ref: string,
): Promise<PaymentRow | null> {
  const [row] = await executor
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentRef, ref)))
    .limit(1);
  return row ?? null;
}

/** Records an event we refused for an operator; once per event. */
export async function insertProviderAnomaly(
  executor: Executor,
  values: typeof providerAnomalies.$inferInsert,
): Promise<void> {
  await executor.insert(providerAnomalies).values(values).onConflictDoNothing();
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
  event: Omit<typeof paymentEvents.$inferInsert, 'id'>,
): Promise<void> {
  await executor.insert(paymentEvents).values(event);
}

const eventsOfPayment = preparedQuery((executor) =>
  executor
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, sql.placeholder('id')))
    .orderBy(asc(paymentEvents.id))
    .prepare('payment_events_of_payment'),
);

export function listPaymentEvents(executor: Executor, paymentIds: readonly string[]): Promise<PaymentEventRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  // One payment's (the progress page's poll): a query built once.
  if (paymentIds.length === 1) return eventsOfPayment(executor, { id: paymentIds[0]! });
  return executor
    .select()
    .from(paymentEvents)
    .where(inArray(paymentEvents.paymentId, [...paymentIds]))
    .orderBy(asc(paymentEvents.id));
}

/** Whether a provider event was already recorded (a replay needs no lock). */
export async function webhookEventRecorded(executor: Executor, provider: string, eventId: string): Promise<boolean> {
  const [row] = await executor
    .select({ eventId: paymentWebhookEvents.eventId })
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)))
    .limit(1);
  return row !== undefined;
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

/**
 * Payments being refunded whose refund job has ended without settling them (it gave up while the
 * provider refused, e.g. during a dispute), oldest first.
 */
export async function listRefundsWithoutJob(executor: Executor, jobName: string, limit: number) {
  const result = await executor.execute(sql`
    select p.id::text as id from payments p
    where p.status = 'refunding'
      and not exists (select 1 from jobs j where j.name = ${jobName} and j.dedupe_key = p.id::text
                      and j.completed_at is null and j.failed_at is null)
    order by p.updated_at limit ${limit}`);
  return rowsOf<{ id: string }>(result);
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

export type PaymentStatusFilter = readonly PaymentStatus[];

/**
 * The payer's name as identity verification confirmed it: kept on the user since verification
 * passes, else (verified before it was kept) read from the passed session; else the name they gave.
 */
const verifiedName = sql<string | null>`coalesce(
  nullif(trim(${users.verifiedName}), ''),
  (select nullif(trim(concat_ws(' ', ${kycSessions.details}->>'firstName', ${kycSessions.details}->>'middleName', ${kycSessions.details}->>'lastName')), '')
     from ${kycSessions}
    where ${kycSessions.userId} = ${users.id} and ${kycSessions.status} = 'passed'
    order by ${kycSessions.updatedAt} desc
    limit 1),
  nullif(trim(${users.name}), '')
)`;

/** What a round's refund would give back now: its held payments, their payers, and what they paid. */
export async function heldPaymentsOfProject(executor: Executor, projectId: string) {
  const [row] = await executor
    .select({
      payments: sql<number>`count(*)::int`,
      investors: sql<number>`count(distinct ${payments.userId})::int`,
      totalMinor: sql<string>`coalesce(sum(${payments.totalMinor}), 0)::text`,
    })
    .from(payments)
    .where(and(eq(payments.projectId, projectId), eq(payments.status, 'succeeded')));
  return { payments: row?.payments ?? 0, investors: row?.investors ?? 0, totalMinor: Number(row?.totalMinor ?? 0) };
}

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
    name: sql`lower(coalesce(${verifiedName}, ${users.email}))`,
    status: payments.status,
  }[options.sort];
  const where = eq(payments.projectId, projectId);
  const query = executor
    .select({ payment: payments, name: verifiedName, email: users.email })
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

/**
 * What an investor put into raises in `currency` since `since`: money held, reserved, or applied
 * for (awaiting verification), so the 12-month cap sees every investment on its way.
 */
export async function sumRecentPaymentsMinor(
  executor: Executor,
  userId: string,
  currency: string,
  since: Date,
): Promise<number> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${payments.amountMinor}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.currency, currency),
        inArray(payments.status, ['awaiting_verification', 'pending', 'processing', 'succeeded']),
        gte(payments.createdAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * A user's payments whose money is not settled: being paid or refunded, holding a reservation,
 * under an open dispute, or captured for a round that has not yet closed and been sent on to its
 * business (the money could still come back). Closing an account waits for none of them.
 */
export async function countUnsettledPaymentsOfUser(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .innerJoin(projects, eq(projects.id, payments.projectId))
    .where(
      and(
        eq(payments.userId, userId),
        sql`(${payments.status} in ('pending', 'processing', 'refunding')
          or ${payments.reservedMinor} > 0 and ${payments.status} <> 'succeeded'
          or ${payments.disputeStatus} = 'open'
          or ${payments.status} = 'succeeded'
            and ${projects.status} in ('fundraising', 'extended', 'paused', 'funded', 'refund_initiated'))`,
      ),
    );
  return row?.count ?? 0;
}
