import { fromMinorUnits, normalizeLanguage, revenuePeriodLabel, type RevenueCardPayment } from '@grove/contracts';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { projects, revenueCardPayments, revenueReports, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { KeyedQueue } from '../../lib/keyed-queue.js';
import { outcomeUnknown, type PaymentProvider, type PaymentProviderEvent } from '../../providers/payments/provider.js';
import type { EventHooks } from '../payments/context.js';
import { queueRevenueCardFee } from '../payments/processor-fees.js';
import type { PayoutsService } from '../payouts/payouts.service.js';
import { cardPaymentInProgress as cardInProgress, type RevenueService } from './revenue.service.js';

export const REVENUE_CARD_EXPIRY_JOB = 'revenue.expire-card-payments';

type CardRow = typeof revenueCardPayments.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Statuses a capture the provider reports can still land in (a checkout that ended unheard of included). */
const CAPTURABLE = ['pending', 'failed', 'expired', 'canceled'] as const;

/** The founder's revenue page, where the checkout sends the payer back. */
export const revenuePagePath = (projectId: string) => `/founder/businesses/${projectId}/revenue`;

/** The checkout was applied already (another delivery of the event, or another event of the same capture). */
class AlreadyApplied extends Error {
  override name = 'AlreadyApplied';
}

function present(row: CardRow): RevenueCardPayment {
  return {
    id: row.id,
    status: row.status,
    amount: fromMinorUnits(row.amountMinor, row.currency),
    currency: row.currency,
    checkout_url: row.status === 'pending' ? row.checkoutUrl : null,
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * Paying a report's amount due by card (docs/architecture.md "Paying a period by card"): a hosted
 * checkout for exactly the amount due (no investor fees), whose `succeeded` event records the
 * payout through `revenue.payReport`, the operator's confirmation's own path, with the provider's
 * payment reference as the bank reference and the money booked into the provider's clearing
 * account. One checkout is open or paid per report (a partial unique index); a declined card leaves
 * it open, a failed or expired checkout leaves the report payable.
 */
export function createRevenueCardPayments(deps: {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  revenue: Pick<RevenueService, 'payReport'>;
  payouts: Pick<PayoutsService, 'canRecord'>;
  checkoutMinutes: number;
  publicUrl: string;
}) {
  const { db, clock, provider } = deps;
  const queue = new KeyedQueue();

  async function liveOf(executor: Executor, reportId: string): Promise<CardRow | null> {
    const [row] = await executor
      .select()
      .from(revenueCardPayments)
      .where(
        and(eq(revenueCardPayments.reportId, reportId), inArray(revenueCardPayments.status, ['pending', 'succeeded'])),
      );
    return row ?? null;
  }

  async function move(executor: Executor, id: string, from: readonly CardRow['status'][], set: Partial<CardRow>) {
    const moved = await executor
      .update(revenueCardPayments)
      .set(set)
      .where(and(eq(revenueCardPayments.id, id), inArray(revenueCardPayments.status, [...from])))
      .returning({ id: revenueCardPayments.id });
    return moved.length > 0;
  }

  /** An open checkout past its time: closed at the provider (when it answers), then ended. */
  async function expire(card: CardRow): Promise<boolean> {
    if (card.providerSessionId) {
      try {
        const state = await provider.retrieveCheckout(card.providerSessionId);
        // Paid after all: its event applies it (or the next look does); it is not ended here.
        if (state?.paymentStatus === 'paid') return false;
        if (state?.status === 'open') await provider.expireCheckout(card.providerSessionId);
      } catch (error) {
        if (outcomeUnknown(error)) return false;
      }
    }
    return move(db, card.id, ['pending'], {
      status: 'expired',
      failureReason: 'checkout_expired',
      settledAt: clock.now(),
    });
  }

  async function applySucceeded(
    card: CardRow,
    event: Extract<PaymentProviderEvent, { type: 'succeeded' }>,
    hooks: EventHooks,
  ): Promise<boolean> {
    if (card.status === 'succeeded') {
      // Another event of the same capture (or another delivery): noted once, nothing moves.
      await db.transaction(async (tx) => hooks.record(tx));
      return false;
    }
    const mismatch =
      (event.amountMinor !== null && event.amountMinor !== card.amountMinor) ||
      (event.currency !== null && event.currency !== card.currency) ||
      (event.sessionId !== null && card.providerSessionId !== null && event.sessionId !== card.providerSessionId);
    const [report] = await db.select().from(revenueReports).where(eq(revenueReports.id, card.reportId));
    const refuse = (kind: 'amount_mismatch' | 'unknown_charge', detail: Record<string, string | number | null>) =>
      db.transaction(async (tx) => {
        if (!(await hooks.record(tx))) return false;
        await move(tx, card.id, CAPTURABLE, {
          status: 'succeeded',
          providerPaymentRef: event.paymentRef,
          settledAt: clock.now(),
        });
        await hooks.refuse(tx, { kind, detail: { revenue_card_payment_id: card.id, ...detail } });
        return true;
      });
    if (mismatch) {
      return refuse('amount_mismatch', {
        expected_amount_minor: card.amountMinor,
        amount_minor: event.amountMinor,
        currency: event.currency,
      });
    }
    if (!report) return false;
    // Paid already (a transfer confirmed while this checkout was closing): the money is an operator's to give back.
    if (report.payoutId) {
      return refuse('unknown_charge', { reason: 'revenue_report_already_paid', report_id: report.id });
    }
    const reference = event.paymentRef ?? card.providerSessionId ?? card.id;
    try {
      await deps.revenue.payReport(null, report, {
        bankReference: reference,
        paidInto: 'provider_clearing',
        // The payout's own transaction (payouts.record's `within`).
        within: async (tx) => {
          if (!(await hooks.record(tx as Tx))) throw new AlreadyApplied();
          const paid = await move(tx, card.id, CAPTURABLE, {
            status: 'succeeded',
            providerPaymentRef: event.paymentRef,
            failureReason: null,
            settledAt: clock.now(),
          });
          if (!paid) throw new AlreadyApplied();
          // The processor's fee on the charge, booked against this payout once the provider reports it.
          await queueRevenueCardFee(tx as Tx, card.id);
        },
      });
      return true;
    } catch (error) {
      if (!(error instanceof AlreadyApplied)) throw error;
      // Nothing moved: the event is only noted, once.
      await db.transaction(async (tx) => hooks.record(tx));
      return false;
    }
  }

  return {
    /**
     * Opens the provider's checkout for a report's amount due (owners; the route's team check). A
     * checkout already open for it is answered again, so a double click opens one; a report paid,
     * by transfer or card, or owing nothing is refused.
     */
    async open(actorId: string, projectId: string, period: number): Promise<RevenueCardPayment> {
      const [report] = await db
        .select()
        .from(revenueReports)
        .where(and(eq(revenueReports.projectId, projectId), eq(revenueReports.period, period)));
      if (!report) throw notFound('Report not found');
      if (report.payoutId) {
        throw new AppError(
          'REVENUE_PAYMENT_CONFIRMED',
          'This report’s payment is already confirmed: investors were paid once.',
        );
      }
      if (report.dueMinor === 0 || !report.paymentReference) {
        throw new AppError('REVENUE_PAYMENT_CONFIRMED', 'This report owes nothing: there is no payment to make.');
      }
      const live = await liveOf(db, report.id);
      if (live?.status === 'succeeded') {
        throw new AppError(
          'REVENUE_PAYMENT_CONFIRMED',
          'This report’s payment is already confirmed: investors were paid once.',
        );
      }
      if (live && live.expiresAt > clock.now()) return present(live);
      if (live && !(await expire(live))) throw cardInProgress();
      if (!(await deps.payouts.canRecord(projectId))) {
        throw new AppError(
          'REVENUE_PAYMENT_NOT_OPEN',
          'This payment cannot be taken by card yet (the raise has not been sent to the business). Pay by bank transfer.',
        );
      }
      const [[user], [project]] = await Promise.all([
        db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, actorId)),
        db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId)),
      ]);
      if (!user || !project) throw notFound('Report not found');
      let card: CardRow;
      try {
        [card] = (await db
          .insert(revenueCardPayments)
          .values({
            reportId: report.id,
            projectId,
            status: 'pending',
            currency: report.currency,
            amountMinor: report.dueMinor,
            provider: provider.name,
            createdBy: actorId,
            createdAt: clock.now(),
            expiresAt: new Date(clock.now().getTime() + deps.checkoutMinutes * 60_000),
          })
          .returning()) as [CardRow];
      } catch (error) {
        // The other click won: its checkout is the one.
        if (!isUniqueViolation(error)) throw error;
        const other = await waitForCheckout(report.id);
        if (other) return present(other);
        throw cardInProgress();
      }
      const back = (status: string) => {
        const path = `${revenuePagePath(projectId)}?card=${status}`;
        return provider.name === 'sandbox' ? path : new URL(path, deps.publicUrl).toString();
      };
      const label = revenuePeriodLabel(report.periodEnd);
      try {
        const session = await provider.createCheckout({
          paymentId: card.id,
          purpose: 'revenue_share',
          amountMinor: card.amountMinor,
          serviceFeeMinor: 0,
          cardFeeMinor: 0,
          currency: card.currency,
          description: `Revenue share ${label} ${report.paymentReference}`,
          projectName: `${project.name[normalizeLanguage(user.language)] || project.name.en} · ${label}`,
          customerEmail: user.email,
          successUrl: back('success'),
          cancelUrl: back('cancel'),
          expiresAt: card.expiresAt,
        });
        const [updated] = await db
          .update(revenueCardPayments)
          .set({ providerSessionId: session.sessionId, checkoutUrl: session.checkoutUrl })
          .where(eq(revenueCardPayments.id, card.id))
          .returning();
        return present(updated!);
      } catch (error) {
        // Nobody received the checkout's address, so nobody can pay it.
        await move(db, card.id, ['pending'], {
          status: 'canceled',
          failureReason: 'provider_unavailable',
          settledAt: clock.now(),
        });
        throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider is not available. Please try again.', {
          cause: error,
        });
      }
    },

    /**
     * A verified provider event for one of these checkouts (the payments module's dispatch, after
     * investments and top-ups): applied once per event id; `unknown` when it is not one of ours.
     */
    async applyProviderEvent(
      event: PaymentProviderEvent,
      hooks: EventHooks,
    ): Promise<'changed' | 'unchanged' | 'unknown'> {
      const id = 'paymentId' in event && event.paymentId && UUID.test(event.paymentId) ? event.paymentId : null;
      if (!id) return 'unknown';
      const [found] = await db.select().from(revenueCardPayments).where(eq(revenueCardPayments.id, id));
      if (!found) return 'unknown';
      const changed = await queue.run(id, async () => {
        const [card] = await db.select().from(revenueCardPayments).where(eq(revenueCardPayments.id, id));
        if (!card) return false;
        if (event.type === 'succeeded') return applySucceeded(card, event, hooks);
        return db.transaction(async (tx: Tx) => {
          if (!(await hooks.record(tx))) return false;
          switch (event.type) {
            case 'declined':
              // Not the end: the checkout stays open for another card until it expires (Stripe's behaviour).
              await move(tx, id, ['pending'], { failureReason: event.reason });
              return false;
            case 'failed':
            case 'expired':
              return move(tx, id, ['pending'], {
                status: event.type,
                failureReason: event.type === 'failed' ? event.reason : 'checkout_expired',
                checkoutUrl: null,
                settledAt: clock.now(),
              });
            default:
              // Refunds and disputes of a revenue payment are an operator's (not automated in this version).
              return false;
          }
        });
      });
      return changed ? 'changed' : 'unchanged';
    },

    /** Job: checkouts not paid in time end (the provider asked first), so the report is payable again. */
    async expireOverdue(limit = 100): Promise<number> {
      const overdue = await db
        .select()
        .from(revenueCardPayments)
        .where(and(eq(revenueCardPayments.status, 'pending'), lt(revenueCardPayments.expiresAt, clock.now())))
        .limit(limit);
      let expired = 0;
      for (const card of overdue) if (await expire(card)) expired += 1;
      return expired;
    },
  };

  /** The checkout the concurrent click is opening: its address appears within moments. */
  async function waitForCheckout(reportId: string): Promise<CardRow | null> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const live = await liveOf(db, reportId);
      if (!live || live.status !== 'pending') return null;
      if (live.checkoutUrl) return live;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  }
}

export type RevenueCardPayments = ReturnType<typeof createRevenueCardPayments>;
