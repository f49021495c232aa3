import { and, asc, count, desc, eq, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog, projects, users } from '../../db/schema/index.js';

export interface AuditFilter {
  /** A user id, `system` (the platform's own moves), or part of an operator's e-mail address. */
  actor?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Only one /demo visit's rows: what its accounts did, and what happened to its businesses. */
  demoVisitId?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%` and `_` typed by an operator are matched literally. */
const literal = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: AuditFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  const actor = filter.actor?.trim();
  if (actor) {
    if (actor.toLowerCase() === 'system') where.push(isNull(auditLog.actorId));
    else if (UUID.test(actor)) where.push(eq(auditLog.actorId, actor));
    else where.push(ilike(users.email, `%${literal(actor)}%`));
  }
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) where.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) where.push(lte(auditLog.createdAt, filter.to));
  if (filter.demoVisitId) {
    const visit = filter.demoVisitId;
    where.push(
      or(
        sql`${auditLog.actorId} in (select ${users.id} from ${users} where ${users.demoVisitId} = ${visit})`,
        and(
          eq(auditLog.targetType, 'project'),
          sql`${auditLog.targetId} in (select ${projects.id} from ${projects} where ${projects.demoVisitId} = ${visit})`,
        ),
      ),
    );
  }
  return and(...where);
}

export async function listAudit(
  executor: Executor,
  filter: AuditFilter,
  page: { limit: number; offset: number; oldestFirst: boolean },
) {
  const where = conditions(filter);
  const rows = await executor
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorEmail: users.email,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      currency: projects.currency,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    // The business's currency, so its amounts read as money.
    .leftJoin(projects, and(eq(auditLog.targetType, 'project'), eq(projects.id, auditLog.targetId)))
    .where(where)
    .orderBy(page.oldestFirst ? asc(auditLog.id) : desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await executor
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
