import { fromMinorUnits, type AccountReview, type AccountReviewReason } from '@grove/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { accountReviews } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';

export type AccountReviewRow = typeof accountReviews.$inferSelect;

/**
 * Flags an investor's account for an operator, in the caller's transaction (the one that books
 * the lost chargeback), once per payment or top-up: a repeated or replayed event adds nothing.
 */
export async function flagAccount(
  tx: Tx,
  review: {
    userId: string;
    reason: AccountReviewReason;
    target: { paymentId: string } | { topUpId: string };
    amountMinor: number;
    currency: string;
    at: Date;
  },
): Promise<void> {
  await tx
    .insert(accountReviews)
    .values({
      userId: review.userId,
      reason: review.reason,
      paymentId: 'paymentId' in review.target ? review.target.paymentId : null,
      topUpId: 'topUpId' in review.target ? review.target.topUpId : null,
      amountMinor: review.amountMinor,
      currency: review.currency,
      createdAt: review.at,
    })
    .onConflictDoNothing();
}

/** Whether the investor's account has a review an operator has not closed yet. */
export async function underReview(executor: Executor, userId: string): Promise<boolean> {
  const [row] = await executor
    .select({ one: sql<number>`1` })
    .from(accountReviews)
    .where(and(eq(accountReviews.userId, userId), isNull(accountReviews.resolvedAt)))
    .limit(1);
  return row !== undefined;
}

/** Reviews open (oldest first) or closed (newest first), with the investor and what was charged back. */
export async function listAccountReviews(db: Db, state: 'open' | 'resolved'): Promise<AccountReview[]> {
  const rows = rowsOf<{
    id: string;
    reason: AccountReviewReason;
    user_id: string;
    email: string;
    name: string | null;
    payment_id: string | null;
    top_up_id: string | null;
    project_name: { en: string } | null;
    amount_minor: string;
    currency: string;
    created_at: Date | string;
    resolved_at: Date | string | null;
    resolved_by_email: string | null;
    resolution: string | null;
  }>(
    await db.execute(sql`
      select r.id::text, r.reason, r.user_id::text, u.email, coalesce(u.verified_name, u.name) as name,
             r.payment_id::text, r.top_up_id::text, pr.name as project_name, r.amount_minor::text,
             r.currency, r.created_at, r.resolved_at, o.email as resolved_by_email, r.resolution
      from account_reviews r
      join users u on u.id = r.user_id
      left join payments p on p.id = r.payment_id
      left join projects pr on pr.id = p.project_id
      left join users o on o.id = r.resolved_by
      where ${state === 'open' ? sql`r.resolved_at is null` : sql`r.resolved_at is not null`}
      order by ${state === 'open' ? sql`r.created_at, r.id` : sql`r.resolved_at desc, r.id`}
      limit 200`),
  );
  const iso = (value: Date | string) => new Date(value).toISOString();
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    user_id: row.user_id,
    investor_email: row.email,
    investor_name: row.name,
    target: row.payment_id ? 'investment' : 'top_up',
    target_id: (row.payment_id ?? row.top_up_id)!,
    project_name: row.project_name?.en ?? null,
    amount: fromMinorUnits(Number(row.amount_minor), row.currency),
    currency: row.currency,
    opened_at: iso(row.created_at),
    resolved_at: row.resolved_at ? iso(row.resolved_at) : null,
    resolved_by_email: row.resolved_by_email,
    resolution: row.resolution,
  }));
}

/**
 * An operator closes a review with what they found and did; recorded in the audit log in the
 * same transaction. Withdrawals held meanwhile go out with the next hourly settle run.
 */
export async function resolveAccountReview(
  db: Db,
  input: { id: string; operatorId: string; resolution: string; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [review] = await tx.select().from(accountReviews).where(eq(accountReviews.id, input.id)).for('update');
    if (!review) throw notFound('Account review not found');
    if (review.resolvedAt) {
      throw new AppError('ACCOUNT_REVIEW_CLOSED', 'This review was already closed by another operator.');
    }
    await tx
      .update(accountReviews)
      .set({ resolvedAt: input.at, resolvedBy: input.operatorId, resolution: input.resolution })
      .where(eq(accountReviews.id, review.id));
    await recordAudit(tx, {
      actorId: input.operatorId,
      action: 'account_review.resolve',
      targetType: 'user',
      targetId: review.userId,
      before: { review: review.id, reason: review.reason, resolved: false },
      after: { review: review.id, resolved: true, resolution: input.resolution },
    });
  });
}
