import { CANCELLATION_DAYS } from '@grove/contracts';
import type { Tx } from '../../db/client.js';
import { enqueueJob, JOB_PRIORITY } from '../../jobs/queue.js';
import { flagAccount } from '../finance/account-reviews.js';
import type { Raise } from '../funding/funding.service.js';
import {
  disputedHeldFor,
  postings,
  postTransaction,
  preparePosting,
  raisedMinorOf,
  type Reversal,
} from '../ledger/ledger.service.js';
import { note, notifyPayer, transition, type Cause, type PaymentsContext } from './context.js';
import { LATE_PAYMENT_REASON, type PaymentRow } from './payments.repository.js';
import { queueProcessorFee } from './processor-fees.js';

export const PAYMENT_REFUND_JOB = 'payments.refund';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Why money went back without a cancellation; the web app and e-mails translate these codes. */
export const REFUND_REASONS = {
  late: LATE_PAYMENT_REASON,
  atProvider: 'refunded_at_provider',
  refundFailed: 'refund_failed_credited_to_wallet',
  disputeLost: 'dispute_lost',
} as const;

/**
 * A capture taken without the business locked found the raise no longer admitting reserved money
 * (it was paused, cancelled or is being refunded meanwhile): nothing was written; the caller applies
 * the capture again with the business locked first.
 */
export class RaiseMovedError extends Error {
  override name = 'RaiseMovedError';
}

/**
 * The money of one payment moving (docs/architecture.md, "Money invariants"). Each function runs
 * in the caller's transaction, which has locked the payment and then its business (`raise`), in
 * that order (db/lock-order.ts); each posts one ledger transaction, moves the payment's status and
 * the raise's figures together, and tells whoever should know.
 */
export function createPaymentMoney(ctx: PaymentsContext) {
  const { funding } = ctx;
  const now = () => ctx.clock.now();

  // A round's refund queues hundreds at once: bulk, so other payments' events pass them.
  const queueRefund = (tx: Tx, payment: PaymentRow) =>
    enqueueJob(
      tx,
      PAYMENT_REFUND_JOB,
      { paymentId: payment.id },
      { dedupeKey: payment.id, maxAttempts: 10, priority: JOB_PRIORITY.bulk },
    );

  /** How much of the invested amount the raise can still give back; the platform bears the rest. */
  async function reversalOf(tx: Tx, payment: PaymentRow): Promise<Reversal> {
    const held = await raisedMinorOf(tx, payment.projectId, payment.currency);
    const fromRaiseMinor = Math.max(0, Math.min(payment.amountMinor, held));
    return { fromRaiseMinor, fromLossesMinor: payment.amountMinor - fromRaiseMinor };
  }

  /**
   * The common case of a launch, money captured while its room is reserved, without locking the
   * business first: the posting is prepared (its accounts looked up), the payment's rows, its
   * notice and fee job are written, then one call counts the money in the raise and writes the
   * posting (`countReserved`), locking the business from there to the commit: one round trip
   * under its lock. Throws RaiseMovedError, with nothing written, when the raise no longer admits it.
   */
  async function captureReserved(
    tx: Tx,
    payment: PaymentRow,
    cause: Cause & { paymentRef: string | null },
  ): Promise<PaymentRow> {
    if (payment.reservedMinor <= 0) throw new RaiseMovedError(`Payment ${payment.id} holds no reservation`);
    const posting = postings.investment(payment);
    const prepared = await preparePosting(tx, posting);
    const paidAt = now();
    const succeeded = await transition(ctx, tx, payment, 'succeeded', cause, {
      reservedMinor: 0,
      paidAt,
      cancelDeadline: new Date(paidAt.getTime() + CANCELLATION_DAYS * DAY_MS),
      providerPaymentRef: cause.paymentRef ?? payment.providerPaymentRef,
      checkoutUrl: null,
    });
    if (payment.method === 'card') await queueProcessorFee(tx, { paymentId: payment.id });
    await notifyPayer(tx, succeeded, 'payment_succeeded');
    if (!(await funding.countReserved(tx, payment, prepared))) {
      throw new RaiseMovedError(`The business of payment ${payment.id} no longer admits its reservation`);
    }
    // An account the posting needs did not exist yet (a raise's first investment): made now, after the business.
    if (!prepared) await postTransaction(tx, posting);
    return succeeded;
  }

  return {
    /**
     * The provider captured the money (or the wallet paid it). It counts for the raise when the
     * raise has room for it; otherwise it is held for the payer and refunded, never invested and
     * never spendable (PRODUCT.md 21). `raise` null: the business is not locked, and the money
     * had room reserved (`captureReserved`).
     */
    async capture(
      tx: Tx,
      payment: PaymentRow,
      raise: Raise | null,
      cause: Cause & { paymentRef: string | null },
    ): Promise<PaymentRow> {
      if (raise === null) return captureReserved(tx, payment, cause);
      const paidAt = now();
      const money = { amountMinor: payment.amountMinor, reservedMinor: payment.reservedMinor };
      if ((await funding.admits(tx, raise, money)) === 'late') {
        await funding.release(tx, raise, payment.reservedMinor);
        await postTransaction(tx, postings.lateCaptureHeld(payment));
        await queueProcessorFee(tx, { paymentId: payment.id });
        const refunding = await transition(
          ctx,
          tx,
          payment,
          'refunding',
          { ...cause, reason: REFUND_REASONS.late },
          { paidAt, providerPaymentRef: cause.paymentRef, checkoutUrl: null, reservedMinor: 0 },
        );
        await queueRefund(tx, refunding);
        return refunding;
      }
      await postTransaction(tx, postings.investment(payment));
      if (payment.method === 'card') await queueProcessorFee(tx, { paymentId: payment.id });
      const succeeded = await transition(ctx, tx, payment, 'succeeded', cause, {
        reservedMinor: 0,
        paidAt,
        cancelDeadline: new Date(paidAt.getTime() + CANCELLATION_DAYS * DAY_MS),
        providerPaymentRef: cause.paymentRef ?? payment.providerPaymentRef,
        checkoutUrl: null,
      });
      await funding.count(tx, raise, money);
      await notifyPayer(tx, succeeded, 'payment_succeeded');
      return succeeded;
    },

    /**
     * A held investment taken back to be refunded in full (cancelled in its window, or its round
     * refunded): it leaves the raise and the investor count now, and what is owed is held until
     * the refund settles. A funded raise that falls below its minimum reopens.
     */
    async takeBack(tx: Tx, payment: PaymentRow, raise: Raise, cause: Cause): Promise<PaymentRow> {
      await postTransaction(tx, postings.refundOwed(payment, await reversalOf(tx, payment)));
      const refunding = await transition(ctx, tx, payment, 'refunding', cause);
      await funding.uncapture(tx, raise, payment.amountMinor);
      await queueRefund(tx, refunding);
      return refunding;
    },

    /** The refund went through (the provider's word, or at once for a wallet): the payer has it back. */
    async settleRefund(tx: Tx, payment: PaymentRow, raise: Raise, cause: Cause): Promise<PaymentRow> {
      await postTransaction(tx, postings.refundSettled(payment));
      const refunded = await transition(ctx, tx, payment, 'refunded', { ...cause, reason: payment.failureReason });
      await notifyPayer(tx, refunded, 'payment_refunded');
      await funding.settleRefundedRound(tx, raise);
      return refunded;
    },

    /** Refunded at the provider (the Dashboard, support) while it still counted: taken back and gone at once. */
    async refundedAtProvider(tx: Tx, payment: PaymentRow, raise: Raise, cause: Cause): Promise<PaymentRow> {
      await postTransaction(tx, postings.refundedAtProvider(payment, await reversalOf(tx, payment)));
      const refunded = await transition(ctx, tx, payment, 'refunded', { ...cause, reason: REFUND_REASONS.atProvider });
      await funding.uncapture(tx, raise, payment.amountMinor);
      await notifyPayer(tx, refunded, 'payment_refunded');
      await funding.settleRefundedRound(tx, raise);
      return refunded;
    },

    /**
     * The refund to the card failed, before or after it was reported: the payer's money is
     * credited to their wallet instead, from where they can withdraw it.
     */
    async refundFailed(tx: Tx, payment: PaymentRow, raise: Raise, cause: Cause): Promise<PaymentRow> {
      if (payment.method === 'wallet') return payment;
      if (payment.status === 'refunding') {
        await postTransaction(tx, postings.refundFailedToWallet(payment, 'owed'));
        const refunded = await transition(ctx, tx, payment, 'refunded', {
          ...cause,
          reason: REFUND_REASONS.refundFailed,
        });
        await notifyPayer(tx, refunded, 'payment_refunded');
        await funding.settleRefundedRound(tx, raise);
        return refunded;
      }
      if (payment.status !== 'refunded' || payment.failureReason === REFUND_REASONS.refundFailed) return payment;
      await postTransaction(tx, postings.refundFailedToWallet(payment, 'returned'));
      const noted = await note(ctx, tx, payment, { ...cause, reason: REFUND_REASONS.refundFailed });
      await notifyPayer(tx, noted, 'payment_refunded');
      return noted;
    },

    /** A chargeback was opened: the payment says so; its money moves with the dispute's funds. */
    async disputeOpened(
      tx: Tx,
      payment: PaymentRow,
      dispute: { id: string; evidenceDueBy: Date | null },
      cause: Cause,
    ): Promise<PaymentRow> {
      if (payment.disputeStatus === 'open' && payment.providerDisputeId === dispute.id) return payment;
      return note(
        ctx,
        tx,
        payment,
        { ...cause, reason: undefined },
        {
          disputeStatus: 'open',
          providerDisputeId: dispute.id,
          disputeOpenedAt: now(),
          disputeEvidenceDueAt: dispute.evidenceDueBy,
        },
      );
    },

    /**
     * The provider took the disputed money from our balance, or gave it back. Once the dispute is
     * decided its close has booked where the money went, so a funds event arriving after it
     * (events come in any order) changes nothing.
     */
    async disputeFunds(
      tx: Tx,
      payment: PaymentRow,
      amountMinor: number,
      way: 'withdrawn' | 'reinstated',
    ): Promise<void> {
      if (payment.disputeStatus === 'won' || payment.disputeStatus === 'lost') return;
      const held = await disputedHeldFor(tx, { paymentId: payment.id });
      // Never give back more than was taken, nor take twice what the charge holds.
      const moved =
        way === 'withdrawn' ? Math.min(amountMinor, payment.totalMinor - held) : Math.min(amountMinor, held);
      if (moved > 0)
        await postTransaction(
          tx,
          postings.disputeFunds({ paymentId: payment.id, currency: payment.currency }, moved, way),
        );
    },

    /** The card network decided: won keeps the investment; lost takes it back like a refund. */
    async disputeClosed(
      tx: Tx,
      payment: PaymentRow,
      raise: Raise,
      outcome: 'won' | 'lost',
      cause: Cause,
    ): Promise<PaymentRow> {
      if (payment.disputeStatus === 'won' || payment.disputeStatus === 'lost') return payment;
      const held = await disputedHeldFor(tx, { paymentId: payment.id });
      if (outcome === 'won') {
        // The money comes back to our balance (whether or not its reinstatement has been reported).
        if (held > 0) {
          await postTransaction(
            tx,
            postings.disputeFunds({ paymentId: payment.id, currency: payment.currency }, held, 'reinstated'),
          );
        }
        return note(ctx, tx, payment, { ...cause, reason: undefined }, { disputeStatus: 'won' });
      }
      // A chargeback lost, whatever the payment's state: an operator looks at the investor's account.
      await flagAccount(tx, {
        userId: payment.userId,
        reason: 'dispute_lost',
        target: { paymentId: payment.id },
        amountMinor: payment.totalMinor,
        currency: payment.currency,
        at: now(),
      });
      if (payment.status === 'succeeded') {
        await postTransaction(
          tx,
          postings.disputeLost(payment, { kind: 'investment', reversal: await reversalOf(tx, payment) }, held),
        );
        const lost = await transition(
          ctx,
          tx,
          payment,
          'refunded',
          { ...cause, reason: REFUND_REASONS.disputeLost },
          { disputeStatus: 'lost' },
        );
        await funding.uncapture(tx, raise, payment.amountMinor);
        await funding.settleRefundedRound(tx, raise);
        return lost;
      }
      if (payment.status === 'refunding') {
        // The chargeback gave the payer what the refund owed them.
        await postTransaction(tx, postings.disputeLost(payment, { kind: 'refund_owed' }, held));
        const lost = await transition(
          ctx,
          tx,
          payment,
          'refunded',
          { ...cause, reason: REFUND_REASONS.disputeLost },
          { disputeStatus: 'lost' },
        );
        await funding.settleRefundedRound(tx, raise);
        return lost;
      }
      // Already refunded to the card, and charged back too: the platform bears the whole charge.
      await postTransaction(tx, postings.disputeLossBorne(payment, held));
      return note(ctx, tx, payment, { ...cause, reason: undefined }, { disputeStatus: 'lost' });
    },
  };
}

export type PaymentMoney = ReturnType<typeof createPaymentMoney>;
