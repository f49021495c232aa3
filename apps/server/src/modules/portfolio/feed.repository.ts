import { INVESTED_STATUSES, type FeedItemKind } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { Localized } from '../../db/schema/index.js';
import type { KeysetCursor } from '../../lib/cursor.js';

export interface FeedRow {
  kind: FeedItemKind;
  id: string;
  project_id: string;
  /** The moment, and the same moment as PostgreSQL writes it (microseconds: the cursor's key). */
  at: Date | string;
  at_key: string;
  title: Localized | null;
  body: Localized | null;
  question: string | null;
  answer: string | null;
  language: string | null;
  amount_minor: number | string | null;
  currency: string | null;
  period_start: string | Date | null;
  period_end: string | Date | null;
}

/**
 * One page of the feed of a user: updates, public answers and payouts of the published businesses
 * they saved or hold an investment in, newest first (ties by id). A read model across the
 * projects' and payouts' tables, kept in one query: each branch walks its (project_id, time) index
 * for the followed businesses only and stops at `limit`, then the branches merge; the cursor is
 * the last row's time (with PostgreSQL's microseconds) and id, so a page never repeats or skips.
 */
export async function listFeed(
  executor: Executor,
  userId: string,
  { cursor, limit }: { cursor: KeysetCursor | null; limit: number },
): Promise<FeedRow[]> {
  const before = (at: ReturnType<typeof sql.raw>, id: ReturnType<typeof sql.raw>) =>
    cursor
      ? sql`and (${at} < ${cursor.atKey}::timestamptz or (${at} = ${cursor.atKey}::timestamptz and ${id}::text < ${cursor.id}))`
      : sql``;
  const invested = sql.join(
    INVESTED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await executor.execute(sql`
    with followed as (
      select f.project_id from favorites f
        join projects p on p.id = f.project_id and p.published_at is not null
        where f.user_id = ${userId}
      union
      select distinct pay.project_id from payments pay
        join projects p on p.id = pay.project_id and p.published_at is not null
        where pay.user_id = ${userId} and pay.status in (${invested})
    )
    select kind, id, project_id, at, at::text as at_key, title, body, question, answer, language,
           amount_minor, currency, period_start, period_end
    from (
      (select 'update' as kind, u.id::text as id, u.project_id, u.published_at as at,
              u.title, u.body, null::text as question, null::text as answer, null::text as language,
              null::bigint as amount_minor, null::text as currency, null::date as period_start, null::date as period_end
         from project_updates u
        where u.project_id in (select project_id from followed)
          ${before(sql.raw('u.published_at'), sql.raw('u.id'))}
        order by u.published_at desc, u.id desc
        limit ${limit})
      union all
      (select 'answer', q.id::text, q.project_id, q.answered_at,
              null::jsonb, null::jsonb, q.question, q.answer, q.language, null::bigint, null::text, null::date, null::date
         from project_questions q
        where q.project_id in (select project_id from followed)
          and q.answer is not null and q.answered_at is not null and q.hidden_at is null
          ${before(sql.raw('q.answered_at'), sql.raw('q.id'))}
        order by q.answered_at desc, q.id desc
        limit ${limit})
      union all
      (select 'payout', po.id::text, po.project_id, po.created_at,
              null::jsonb, null::jsonb, null::text, null::text, null::text, po.amount_minor, po.currency, po.period_start, po.period_end
         from payouts po
        where po.project_id in (select project_id from followed)
          ${before(sql.raw('po.created_at'), sql.raw('po.id'))}
        order by po.created_at desc, po.id desc
        limit ${limit})
    ) feed
    order by at desc, id desc
    limit ${limit}
  `);
  return rowsOf<FeedRow>(result);
}
