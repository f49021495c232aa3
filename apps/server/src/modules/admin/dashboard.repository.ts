import { and, asc, count, eq, inArray, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { jobs, payments, projectQuestions, projects, users } from '../../db/schema/index.js';
import { OPEN_RAISE_STATUSES } from './lifecycle.repository.js';

/** Money in succeeded payments per currency: in total and since `since`. */
export function sumRaised(executor: Executor, since: Date) {
  return executor
    .select({
      currency: payments.currency,
      totalMinor: sql<string>`coalesce(${sum(payments.amountMinor)}, 0)`,
      todayMinor: sql<string>`coalesce(sum(${payments.amountMinor}) filter (where ${payments.paidAt} >= ${since.toISOString()}::timestamptz), 0)`,
    })
    .from(payments)
    .where(eq(payments.status, 'succeeded'))
    .groupBy(payments.currency)
    .orderBy(asc(payments.currency));
}

export function listOpenRaises(executor: Executor, limit: number) {
  return executor
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      fundingEnd: projects.fundingEnd,
      currency: projects.currency,
      targetMinor: projects.targetMinor,
      raisedMinor: projects.raisedMinor,
    })
    .from(projects)
    .where(and(inArray(projects.status, [...OPEN_RAISE_STATUSES]), isNotNull(projects.publishedAt)))
    .orderBy(sql`${projects.fundingEnd} asc nulls last`, asc(projects.id))
    .limit(limit);
}

export async function countRefunding(executor: Executor): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(payments).where(eq(payments.status, 'refunding'));
  return row?.n ?? 0;
}

/** Refund jobs (`jobName`) that gave up after their retries while their payment still waits for its money. */
export function listFailedRefunds(executor: Executor, jobName: string, limit: number) {
  return executor
    .select({
      paymentId: payments.id,
      projectId: payments.projectId,
      projectName: projects.name,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      failedAt: jobs.failedAt,
    })
    .from(jobs)
    .innerJoin(payments, sql`${payments.id}::text = ${jobs.payload}->>'paymentId'`)
    .leftJoin(projects, eq(projects.id, payments.projectId))
    .where(and(eq(jobs.name, jobName), isNotNull(jobs.failedAt), eq(payments.status, 'refunding')))
    .orderBy(sql`${jobs.failedAt} desc`)
    .limit(limit);
}

/** Businesses being refunded, with how many of their payments still hold or await money. */
export function listRefundRounds(executor: Executor) {
  return executor
    .select({
      id: projects.id,
      name: projects.name,
      // Qualified by hand: drizzle leaves columns unqualified in a one-table select.
      refunding: sql<number>`(select count(*)::int from payments p where p.project_id = projects.id
        and p.status in ('succeeded', 'refunding'))`,
    })
    .from(projects)
    .where(eq(projects.status, 'refund_initiated'))
    .orderBy(asc(projects.id));
}

export async function countIdentityChecksWaiting(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(users)
    .where(inArray(users.kycStatus, ['in_progress', 'failed']));
  return row?.n ?? 0;
}

export async function countUnansweredQuestions(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(projectQuestions)
    .where(and(isNull(projectQuestions.answer), isNull(projectQuestions.hiddenAt)));
  return row?.n ?? 0;
}
