import { OPEN_RAISE_STATUSES, type Language } from '@grove/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { openingNotices, projects } from '../../db/schema/index.js';
import type { Localized } from '../../db/schema/index.js';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * SQL: the business `p` takes money at `now` (the platform clock's, a parameter, never the
 * database's now()): contracts' `takesMoney`, opening time included.
 */
export const takesMoneyAt = (now: Date) => sql`(p.published_at is not null
  and p.status in (${sql.join(
    OPEN_RAISE_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})
  and (p.opens_at is null or p.opens_at <= ${at(now)})
  and (p.funding_end is null or p.funding_end > ${at(now)}))`;

export interface Opening {
  id: string;
  name: Localized;
  publishedAt: Date | null;
  opensAt: Date | null;
  demoVisitId: string | null;
}

/** A published business's opening, as "Notify me" needs it; null for a draft or an unknown id. */
export async function findPublishedOpening(executor: Executor, id: string): Promise<Opening | null> {
  const [row] = await executor
    .select({
      id: projects.id,
      name: projects.name,
      publishedAt: projects.publishedAt,
      opensAt: projects.opensAt,
      demoVisitId: projects.demoVisitId,
    })
    .from(projects)
    .where(and(eq(projects.id, id), isNotNull(projects.publishedAt)))
    .limit(1);
  return row ?? null;
}

export async function findNotice(
  executor: Executor,
  userId: string,
  projectId: string,
): Promise<{ notifiedAt: Date | null } | null> {
  const [row] = await executor
    .select({ notifiedAt: openingNotices.notifiedAt })
    .from(openingNotices)
    .where(and(eq(openingNotices.userId, userId), eq(openingNotices.projectId, projectId)))
    .limit(1);
  return row ?? null;
}

/** One request per person and business: asking again changes nothing. */
export async function insertNotice(executor: Executor, userId: string, projectId: string, now: Date): Promise<void> {
  await executor.insert(openingNotices).values({ userId, projectId, createdAt: now }).onConflictDoNothing();
}

export async function deleteNotice(executor: Executor, userId: string, projectId: string): Promise<void> {
  await executor
    .delete(openingNotices)
    .where(and(eq(openingNotices.userId, userId), eq(openingNotices.projectId, projectId)));
}

/** The businesses that take money now and still have people waiting to hear it. */
export async function listOpenedWithWaiting(executor: Executor, now: Date): Promise<string[]> {
  const result = await executor.execute(sql`
    select p.id from projects p
    where ${takesMoneyAt(now)}
      and exists (select 1 from opening_notices n where n.project_id = p.id and n.notified_at is null)`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

export interface WaitingPerson {
  userId: string;
  email: string;
  language: Language;
  name: string | null;
  projectName: Localized;
}

/**
 * Up to `limit` of the people still waiting to hear that the business opened, oldest request
 * first, locked until the transaction ends; none unless it takes money at `now`. SKIP LOCKED:
 * two workers on one business take different people.
 */
export async function claimWaiting(
  executor: Executor,
  projectId: string,
  now: Date,
  limit: number,
): Promise<WaitingPerson[]> {
  const result = await executor.execute(sql`
    select n.user_id, u.email, u.language, u.name, p.name as project_name
    from opening_notices n
    join users u on u.id = n.user_id
    join projects p on p.id = n.project_id
    where n.project_id = ${projectId} and n.notified_at is null and ${takesMoneyAt(now)}
    order by n.created_at, n.user_id
    limit ${limit}
    for update of n skip locked`);
  return rowsOf<{
    user_id: string;
    email: string;
    language: Language;
    name: string | null;
    project_name: Localized;
  }>(result).map((row) => ({
    userId: row.user_id,
    email: row.email,
    language: row.language,
    name: row.name,
    projectName: row.project_name,
  }));
}

export async function markNotified(
  executor: Executor,
  projectId: string,
  userIds: readonly string[],
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await executor.execute(sql`
    update opening_notices set notified_at = ${at(now)}
    where project_id = ${projectId} and notified_at is null and user_id in (${sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}
