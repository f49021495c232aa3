import { OPEN_RAISE_STATUSES, type BusinessStatus } from '@grove/contracts';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql, sum, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { inWorld, type World } from '../../lib/demo-world.js';
import { jobs, payments, projectQuestions, projects, users, type Localized } from '../../db/schema/index.js';

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

// The raw queries below name projects `p` and users `u`.
const projectInWorld = (world: World) => inWorld(sql`p.demo_visit_id`, world);

/** Minor amounts per currency, from a query answering (currency, minor). */
async function perCurrency(executor: Executor, query: SQL): Promise<Map<string, number>> {
  const rows = rowsOf<{ currency: string; minor: string }>(await executor.execute(query));
  return new Map(rows.map((row) => [row.currency, Number(row.minor)]));
}

/**
 * The money the platform holds and has moved, per currency, from the ledger and its records:
 * held for raises (raise accounts), sent on to businesses, paid back to investors, in wallets.
 */
export async function moneyFigures(executor: Executor, world: World) {
  const inWorldProjects = projectInWorld(world);
  const [held, disbursed, paidOut, inWallets] = await Promise.all([
    perCurrency(
      executor,
      sql`select a.currency, (-sum(a.balance_minor))::text as minor from ledger_accounts a
        join projects p on p.id = a.owner_id where a.kind = 'project_raise' and ${inWorldProjects} group by a.currency`,
    ),
    perCurrency(
      executor,
      sql`select d.currency, sum(d.amount_minor)::text as minor from disbursements d
        join projects p on p.id = d.project_id where ${inWorldProjects} group by d.currency`,
    ),
    perCurrency(
      executor,
      sql`select po.currency, sum(po.amount_minor)::text as minor from payouts po
        join projects p on p.id = po.project_id where ${inWorldProjects} group by po.currency`,
    ),
    perCurrency(
      executor,
      sql`select a.currency, (-sum(a.balance_minor))::text as minor from ledger_accounts a
        join users u on u.id::text = a.owner_id
        where a.kind = 'investor_wallet' and ${inWorld(sql`u.demo_visit_id`, world)}
        group by a.currency`,
    ),
  ]);
  const currencies = [...new Set([...held.keys(), ...disbursed.keys(), ...paidOut.keys(), ...inWallets.keys()])].sort();
  return currencies.map((currency) => ({
    currency,
    heldMinor: held.get(currency) ?? 0,
    disbursedMinor: disbursed.get(currency) ?? 0,
    paidOutMinor: paidOut.get(currency) ?? 0,
    inWalletsMinor: inWallets.get(currency) ?? 0,
  }));
}

/**
 * Raises closed as funded whose money the platform still holds and has not sent on, those whose
 * investors can no longer cancel first; with the end of the last cancellation window.
 */
export function listToDisburse(executor: Executor, limit: number, world: World) {
  return executor
    .execute(
      sql`select p.id, p.name, p.status, p.currency, (-a.balance_minor)::text as held,
          (select max(pay.cancel_deadline) from payments pay
            where pay.project_id = p.id and pay.status = 'succeeded') as until
        from projects p
        join ledger_accounts a on a.kind = 'project_raise' and a.owner_id = p.id and a.currency = p.currency
        where p.status in ('funded', 'active', 'payout') and a.balance_minor < 0 and ${projectInWorld(world)}
          and not exists (select 1 from disbursements d where d.project_id = p.id)
          -- Only raises that can be sent (contracts' finalityBlock): a funded one at its minimum.
          and (p.status <> 'funded' or p.raised_minor >= coalesce(p.min_raise_minor, p.target_minor))
        order by until asc nulls first, p.id
        limit ${limit}`,
    )
    .then((result) =>
      rowsOf<{
        id: string;
        name: Localized;
        status: BusinessStatus;
        currency: string;
        held: string;
        until: string | Date | null;
      }>(result),
    );
}

/**
 * Businesses whose revenue needs an operator (issue 26): reported payments not yet confirmed
 * (the money may have arrived), and periods whose report is late (a reminder went out, still unreported).
 */
export function listRevenueAttention(executor: Executor, limit: number, world: World) {
  return executor
    .execute(
      sql`select * from (
          select p.id, p.name, p.currency,
            (select count(*)::int from revenue_reports r
              where r.project_id = p.id and r.due_minor > 0 and r.payout_id is null) as to_confirm,
            (select coalesce(sum(r.due_minor), 0)::text from revenue_reports r
              where r.project_id = p.id and r.due_minor > 0 and r.payout_id is null) as to_confirm_minor,
            (select count(*)::int from revenue_reminders m
              where m.project_id = p.id and not exists (
                select 1 from revenue_reports r where r.project_id = m.project_id and r.period = m.period)) as late_reports
          from projects p
          where p.status in ('funded', 'active', 'payout') and ${projectInWorld(world)}
        ) attention
        where to_confirm > 0 or late_reports > 0
        order by late_reports desc, to_confirm desc, id
        limit ${limit}`,
    )
    .then((result) =>
      rowsOf<{
        id: string;
        name: Localized;
        currency: string;
        to_confirm: number;
        to_confirm_minor: string;
        late_reports: number;
      }>(result),
    );
}
