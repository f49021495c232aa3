import { fromMinorUnits, INVESTED_STATUSES, type FounderShareLinks, type ShareSource } from '@grove/contracts';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { businessShareLinks, projects } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 8;
/** A code as links carry it: what the table's CHECK accepts. */
const CODE_SHAPE = /^[a-z0-9]{6,16}$/;

function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/**
 * The share link a payment carries: the code's link when it is one of this business's, else
 * null (an unknown code, or another business's, is ignored: the investment is "Direct").
 */
export async function shareLinkOf(executor: Executor, projectId: string, code: string): Promise<string | null> {
  const normalized = code.trim().toLowerCase();
  if (!CODE_SHAPE.test(normalized)) return null;
  const [row] = await executor
    .select({ id: businessShareLinks.id })
    .from(businessShareLinks)
    .where(and(eq(businessShareLinks.code, normalized), eq(businessShareLinks.projectId, projectId)));
  return row?.id ?? null;
}

/** Share links of a business and where its investors came from (docs/architecture.md "Where investors come from"). */
export function createShareLinksService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function list(projectId: string): Promise<FounderShareLinks> {
    const [project] = await db
      .select({ currency: projects.currency, raisedMinor: projects.raisedMinor, investorCount: projects.investorCount })
      .from(projects)
      .where(eq(projects.id, projectId));
    if (!project) throw notFound('Business not found');
    const links = await db
      .select()
      .from(businessShareLinks)
      .where(eq(businessShareLinks.projectId, projectId))
      .orderBy(asc(businessShareLinks.createdAt), asc(businessShareLinks.name));
    const invested = sql.join(
      INVESTED_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    );
    // Amounts per payment's source; each investor once, under the source of their first investment.
    const ofProject = sql`from payments where project_id = ${projectId} and status in (${invested})`;
    const [amounts, people] = await Promise.all([
      db.execute(sql`select share_link_id::text as link, sum(amount_minor)::text as amount_minor
        ${ofProject} group by share_link_id`),
      db.execute(sql`select share_link_id::text as link, count(*)::int as investors from (
          select distinct on (user_id) user_id, share_link_id ${ofProject}
          order by user_id, coalesce(paid_at, created_at), id
        ) firsts group by share_link_id`),
    ]);
    const amountOf = new Map(rowsOf<{ link: string | null; amount_minor: string }>(amounts).map((r) => [r.link, r]));
    const peopleOf = new Map(rowsOf<{ link: string | null; investors: number }>(people).map((r) => [r.link, r]));
    const major = (minor: number) => fromMinorUnits(minor, project.currency);
    const source = (id: string | null): Pick<ShareSource, 'investors' | 'amount'> => {
      return {
        investors: peopleOf.get(id)?.investors ?? 0,
        amount: major(Number(amountOf.get(id)?.amount_minor ?? 0)),
      };
    };
    return {
      currency: project.currency,
      investor_count: project.investorCount,
      raised: major(project.raisedMinor),
      sources: [
        ...links.map((link) => ({
          id: link.id,
          name: link.name,
          code: link.code,
          created_at: link.createdAt.toISOString(),
          ...source(link.id),
        })),
        { id: null, name: null, code: null, created_at: null, ...source(null) },
      ],
    };
  }

  return {
    list,

    /** A new named link with a fresh code (a collision, however unlikely, draws another). */
    async create(actorId: string, projectId: string, input: { name: string }): Promise<FounderShareLinks> {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(businessShareLinks)
              .values({ projectId, code: newCode(), name: input.name, createdBy: actorId, createdAt: clock.now() })
              .returning();
            await recordAudit(tx, {
              actorId,
              action: 'founder.share_link.create',
              targetType: 'project',
              targetId: projectId,
              after: { id: row!.id, name: row!.name, code: row!.code },
            });
          });
          return list(projectId);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          const [sameName] = await db
            .select({ id: businessShareLinks.id })
            .from(businessShareLinks)
            .where(
              and(
                eq(businessShareLinks.projectId, projectId),
                sql`lower(${businessShareLinks.name}) = lower(${input.name})`,
              ),
            );
          if (sameName) throw new AppError('SHARE_LINK_NAME_TAKEN', 'This business already has a link with this name.');
          if (attempt >= 3) throw error;
        }
      }
    },
  };
}

export type ShareLinksService = ReturnType<typeof createShareLinksService>;
