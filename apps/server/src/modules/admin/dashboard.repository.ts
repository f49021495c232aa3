import { and, asc, count, eq, inArray, isNotNull, isNull, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inWorld, type World } from '../../lib/demo-world.js';
import { jobs, payments, projectQuestions, projects, users } from '../../db/schema/index.js';
import { OPEN_RAISE_STATUSES } from './lifecycle.repository.js';

// Each figure is of one world: the platform's businesses (null), or one /demo visit's.

/** Money in succeeded payments per currency: in total and since `since`. */
export function sumRaised(executor: Executor, since: Date, world: World) {
  return executor
    .select({
      currency: payments.currency,
      totalMinor: sql<string>`coalesce(${sum(payments.amountMinor)}, 0)`,
      todayMinor: sql<string>`coalesce(sum(${payments.amountMinor}) filter (where ${payments.paidAt} >= ${since.toISOString()}::timestamptz), 0)`,
    })
    .from(payments)
    .innerJoin(projects, eq(projects.id, payments.projectId))
    .where(and(eq(payments.status, 'succeeded'), inWorld(projects.demoVisitId, world)))
    .groupBy(payments.currency)
    .orderBy(asc(payments.currency));
}

export function listOpenRaises(executor: Executor, limit: number, world: World) {
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
    .where(
      and(
        inArray(projects.status, [...OPEN_RAISE_STATUSES]),
        isNotNull(projects.publishedAt),
        inWorld(projects.demoVisitId, world),
      ),
    )
    .orderBy(sql`${projects.fundingEnd} asc nulls last`, asc(projects.id))
    .limit(limit);
}

export async function countRefunding(executor: Executor, world: World): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(payments)
    .innerJoin(projects, eq(projects.id, payments.projectId))
    .where(and(eq(payments.status, 'refunding'), inWorld(projects.demoVisitId, world)));
  return row?.n ?? 0;
}

/** Refund jobs (`jobName`) that gave up after their retries while their payment still waits for its money. */
export function listFailedRefunds(executor: Executor, jobName: string, limit: number, world: World) {
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
    .innerJoin(projects, eq(projects.id, payments.projectId))
    .where(
      and(
        eq(jobs.name, jobName),
        isNotNull(jobs.failedAt),
        eq(payments.status, 'refunding'),
        inWorld(projects.demoVisitId, world),
      ),
    )
    .orderBy(sql`${jobs.failedAt} desc`)
    .limit(limit);
}

/** Businesses being refunded, with how many of their payments still hold or await money. */
export function listRefundRounds(executor: Executor, world: World) {
  return executor
    .select({
      id: projects.id,
      name: projects.name,
      // Qualified by hand: drizzle leaves columns unqualified in a one-table select.
      refunding: sql<number>`(select count(*)::int from payments p where p.project_id = projects.id
        and p.status in ('succeeded', 'refunding'))`,
    })
    .from(projects)
    .where(and(eq(projects.status, 'refund_initiated'), inWorld(projects.demoVisitId, world)))
    .orderBy(asc(projects.id));
}

export async function countIdentityChecksWaiting(executor: Executor, world: World): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(users)
    .where(and(inArray(users.kycStatus, ['in_progress', 'failed']), inWorld(users.demoVisitId, world)));
  return row?.n ?? 0;
}

export async function countUnansweredQuestions(executor: Executor, world: World): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(projectQuestions)
    .innerJoin(projects, eq(projects.id, projectQuestions.projectId))
    .where(
      and(isNull(projectQuestions.answer), isNull(projectQuestions.hiddenAt), inWorld(projects.demoVisitId, world)),
    );
  return row?.n ?? 0;
}
