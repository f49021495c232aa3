import type { PaymentProviderEvent } from '../../providers/payments/provider.js';
import type { PaymentsContext } from './context.js';
import { PAYMENT_REFUND_JOB, type PaymentMoney } from './payment-money.js';
import { enqueueJob, JOB_PRIORITY } from '../../jobs/queue.js';
import { findPayment, listPaymentsOfProject, listRefundsWithoutJob, lockPayment } from './payments.repository.js';
import type { Reservations } from './reservations.js';

/** Refunds every investment of a business whose round is refunded; payload {projectId}. */
export const PAYMENT_ROUND_REFUND_JOB = 'payments.refund-round';
/** Asks again for refunds whose job gave up (recurring). */
export const REFUND_RETRY_JOB = 'payments.retry-refunds';

/**
 * Refunds: a round's refund takes every investment back, one payment per transaction, each
 * through its own refund job; the job asks the provider under an idempotency key per payment (a
 * wallet payment's money goes straight back to the wallet). A crash half way and a rerun refund
 * nothing twice.
 */
export function createRefunds(
  ctx: PaymentsContext,
  money: PaymentMoney,
  reservations: Reservations,
  applyEvent: (event: PaymentProviderEvent) => Promise<void>,
) {
  const { db, funding, provider } = ctx;

  return {
    /**
     * Job: asks the provider to refund a payment that is refunding (idempotent per payment). A
     * call whose outcome is unknown throws, and the job asks again under the same key; the
     * provider's `refunded` (or `refund_failed`) event settles it.
     */
    async requestRefund(paymentId: string): Promise<void> {
      const payment = await findPayment(db, paymentId);
      if (payment?.status !== 'refunding') return;
      if (payment.method === 'wallet') {
        const done = await db.transaction(async (tx) => {
          const locked = await lockPayment(tx, paymentId);
          if (locked?.status !== 'refunding') return false;
          const raise = await funding.lock(tx, locked.projectId);
          if (!raise) return false;
          await money.settleRefund(tx, locked, raise, { cause: 'system', ref: PAYMENT_REFUND_JOB });
          return true;
        });
        if (done) ctx.catalogueChanged();
        return;
      }
      const refund = await provider.refund({
        paymentId: payment.id,
        sessionId: payment.providerSessionId,
        paymentRef: payment.providerPaymentRef,
        amountMinor: payment.totalMinor,
        currency: payment.currency,
      });
      // The provider's answer settles it now, as an event of its own recorded once: the webhook
      // may have come before the payment could take it (a refund made at the provider of a
      // capture we had not heard of yet), and it is not sent twice.
      if (refund.status === 'pending') return;
      await applyEvent(
        refund.status === 'succeeded'
          ? {
              id: `lookup:${refund.refundId}:succeeded`,
              type: 'refunded',
              paymentId: payment.id,
              paymentRef: payment.providerPaymentRef,
              refundId: refund.refundId,
              amountMinor: refund.amountMinor,
              chargeAmountMinor: refund.amountMinor,
              currency: refund.currency,
            }
          : {
              id: `lookup:${refund.refundId}:failed`,
              type: 'refund_failed',
              paymentId: payment.id,
              paymentRef: payment.providerPaymentRef,
              refundId: refund.refundId,
              amountMinor: refund.amountMinor,
              currency: refund.currency,
              reason: 'refund_failed',
            },
      );
    },

    /**
     * Job: a refund whose job gave up after its retries (the provider refused while a dispute was
     * open, or did not answer for hours) is asked for again: nothing stays `refunding` for good.
     * The same idempotency key per payment means it is never refunded twice.
     */
    async retryStuckRefunds(limit = 100): Promise<number> {
      const stuck = await listRefundsWithoutJob(db, PAYMENT_REFUND_JOB, limit);
      for (const { id } of stuck) {
        await enqueueJob(
          db,
          PAYMENT_REFUND_JOB,
          { paymentId: id },
          { dedupeKey: id, maxAttempts: 10, priority: JOB_PRIORITY.bulk },
        );
      }
      return stuck.length;
    },

    /**
     * Job: refunds every investment of a business whose round is refunded (all or nothing), one
     * payment per transaction: safe to run again after a crash, and it never refunds twice.
     */
    async refundRound(projectId: string): Promise<{ refunding: number }> {
      await reservations.releaseReservations(projectId, 'round_refunded');
      let refunding = 0;
      for (const { id } of await listPaymentsOfProject(db, projectId, ['succeeded'])) {
        await db.transaction(async (tx) => {
          const payment = await lockPayment(tx, id);
          if (payment?.status !== 'succeeded') return;
          const raise = await funding.lock(tx, payment.projectId);
          if (!raise) return;
          await money.takeBack(tx, payment, raise, {
            cause: 'job',
            ref: PAYMENT_ROUND_REFUND_JOB,
            reason: 'round_refunded',
          });
          refunding += 1;
        });
      }
      // A round with no investments (or whose last refund already came back) ends here.
      const completed = await db.transaction(async (tx) => {
        const raise = await funding.lock(tx, projectId);
        return raise ? funding.settleRefundedRound(tx, raise) : false;
      });
      if (refunding > 0 || completed) ctx.catalogueChanged();
      return { refunding };
    },
  };
}
