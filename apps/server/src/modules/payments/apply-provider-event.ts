import { RESERVING_STATUSES, type PaymentStatus, type ProviderAnomalyKind } from '@grove/contracts';
import type { Tx } from '../../db/client.js';
import { KeyedQueue } from '../../lib/keyed-queue.js';
import { outcomeUnknown, type PaymentProviderEvent } from '../../providers/payments/provider.js';
import type { Raise } from '../funding/funding.service.js';
import { note, transition, type Cause, type EventHooks, type PaymentsContext } from './context.js';
import { RaiseMovedError, type PaymentMoney } from './payment-money.js';
import {
  findPayment,
  findPaymentByProviderRef,
  insertProviderAnomaly,
  lockPayment,
  recordWebhookEvent,
  webhookEventRecorded,
  type PaymentRow,
} from './payments.repository.js';
import { queueDisputeFee } from './processor-fees.js';
import type { Reservations } from './reservations.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a capture the provider reports can still land: open, or ended without our having heard of it. */
const CAPTURABLE_STATUSES: readonly PaymentStatus[] = ['pending', 'processing', 'failed', 'expired', 'canceled'];

type PaymentEvent = Exclude<
  PaymentProviderEvent,
  { type: 'ignored' | 'payout_paid' | 'payout_failed' | 'provider_payout_paid' | 'provider_payout_failed' }
>;

/** An event about one of our payments (not another module's payout, nor one we ignore). */
const isPaymentEvent = (event: PaymentProviderEvent): event is PaymentEvent =>
  event.type !== 'ignored' && !event.type.includes('payout_');

/** A refund or a dispute: proof that its charge was captured (capturedBy). */
const provesCapture = (event: PaymentProviderEvent) => event.type === 'refunded' || event.type.startsWith('dispute_');

/**
 * What an event says that does not fit the payment it names: another amount, currency or
 * checkout, or a refund of part of it. Such an event moves nothing; an operator settles it.
 */
function mismatchOf(
  payment: PaymentRow,
  event: PaymentEvent,
): { kind: ProviderAnomalyKind; detail: Record<string, string | number | null> } | null {
  const expected = { expected_amount_minor: payment.totalMinor, expected_currency: payment.currency };
  if ('currency' in event && event.currency !== null && event.currency !== payment.currency) {
    return { kind: 'currency_mismatch', detail: { ...expected, currency: event.currency } };
  }
  if (event.type === 'refunded' && event.amountMinor !== null && event.amountMinor !== payment.totalMinor) {
    const partial = event.chargeAmountMinor !== null && event.amountMinor < event.chargeAmountMinor;
    return {
      kind: partial ? 'partial_refund' : 'amount_mismatch',
      detail: { ...expected, amount_minor: event.amountMinor, charge_amount_minor: event.chargeAmountMinor },
    };
  }
  if (
    (event.type === 'succeeded' || event.type === 'refund_failed' || event.type.startsWith('dispute_')) &&
    'amountMinor' in event &&
    event.amountMinor !== null &&
    event.amountMinor !== payment.totalMinor
  ) {
    return { kind: 'amount_mismatch', detail: { ...expected, amount_minor: event.amountMinor } };
  }
  if (event.type === 'succeeded') {
    const otherSession =
      event.sessionId !== null && payment.providerSessionId !== null && event.sessionId !== payment.providerSessionId;
    const otherCharge =
      event.paymentRef !== null &&
      payment.providerPaymentRef !== null &&
      event.paymentRef !== payment.providerPaymentRef;
    if (otherSession || otherCharge) {
      return {
        kind: 'session_mismatch',
        detail: {
          expected_session: payment.providerSessionId,
          session: event.sessionId,
          expected_payment_ref: payment.providerPaymentRef,
          payment_ref: event.paymentRef,
        },
      };
    }
  }
  return null;
}

/**
 * Applying what the provider reports (docs/architecture.md, "Providers and webhooks"). An event
 * is recorded once, under its id, in the transaction of its effect; a payment's events are taken
 * one at a time in this process and, across processes, in the lock order (the payment's row
 * first, then its business, then the ledger), so events for one payment that arrive together
 * settle one after another and never deadlock. Each moves the payment only along
 * PAYMENT_TRANSITIONS, so late, repeated and out-of-order events end at the right state.
 */
export function createProviderEvents(ctx: PaymentsContext, money: PaymentMoney, reservations: () => Reservations) {
  const { db, funding, provider } = ctx;
  const queue = new KeyedQueue();

  /** Applies one event to its (locked) payment and raise; answers whether anything changed. */
  async function applyTo(tx: Tx, payment: PaymentRow, raise: Raise, event: PaymentEvent): Promise<boolean> {
    const cause: Cause = { cause: 'provider', ref: event.id };
    if ('feeMinor' in event) await queueDisputeFee(tx, { paymentId: payment.id }, payment, event.feeMinor);
    switch (event.type) {
      case 'processing':
        if (payment.status !== 'pending') return false;
        await transition(ctx, tx, payment, 'processing', cause);
        return false;
      case 'declined':
        // Not the end: the checkout stays open for another card until it expires (Stripe's behaviour).
        if (!RESERVING_STATUSES.includes(payment.status)) return false;
        if (payment.status === 'processing') {
          await transition(ctx, tx, payment, 'pending', { ...cause, reason: event.reason });
        } else {
          await note(ctx, tx, payment, { ...cause, reason: event.reason });
        }
        return false;
      case 'succeeded':
        if (!CAPTURABLE_STATUSES.includes(payment.status)) return false;
        await money.capture(tx, payment, raise, { ...cause, paymentRef: event.paymentRef });
        return true;
      case 'failed':
      case 'expired':
        if (!RESERVING_STATUSES.includes(payment.status)) return false;
        await reservations().releaseAndEnd(tx, payment, raise, event.type, {
          ...cause,
          reason: event.type === 'failed' ? event.reason : 'checkout_expired',
        });
        return true;
      case 'refunded':
        if (payment.status === 'refunding') {
          await money.settleRefund(tx, payment, raise, cause);
          return true;
        }
        if (payment.status === 'succeeded') {
          await money.refundedAtProvider(tx, payment, raise, cause);
          return true;
        }
        return false;
      case 'refund_failed':
        await money.refundFailed(tx, payment, raise, cause);
        return true;
      case 'dispute_opened':
        await money.disputeOpened(tx, payment, { id: event.disputeId, evidenceDueBy: event.evidenceDueBy }, cause);
        return false;
      case 'dispute_funds_withdrawn':
      case 'dispute_funds_reinstated':
        await money.disputeFunds(
          tx,
          payment,
          event.amountMinor ?? payment.totalMinor,
          event.type === 'dispute_funds_withdrawn' ? 'withdrawn' : 'reinstated',
        );
        return false;
      case 'dispute_closed':
        await money.disputeClosed(tx, payment, raise, event.outcome, cause);
        return event.outcome === 'lost';
    }
  }

  async function findTarget(event: PaymentEvent): Promise<PaymentRow | null> {
    const paymentId = 'paymentId' in event ? event.paymentId : null;
    if (paymentId && UUID.test(paymentId)) {
      const byId = await findPayment(db, paymentId);
      if (byId) return byId;
    }
    const ref = 'paymentRef' in event ? event.paymentRef : null;
    return ref ? findPaymentByProviderRef(db, provider.name, ref) : null;
  }

  /**
   * A refund or a dispute proves its charge was captured. When one comes before the capture's
   * own event (events come in any order), the capture is applied first, as an event of its own
   * (`captured-before:<event id>`, recorded once like any other) in a transaction of its own, so
   * the refund or chargeback then takes back money the books hold instead of being lost, and the
   * late `succeeded` finds nothing left to do. Its own transaction: each keeps the ledger's lock
   * order, which one transaction posting both would not.
   */
  function capturedBy(payment: PaymentRow, event: PaymentEvent): PaymentEvent | null {
    if (!provesCapture(event) || !('paymentRef' in event) || !CAPTURABLE_STATUSES.includes(payment.status)) return null;
    return {
      id: `captured-before:${event.id}`,
      type: 'succeeded',
      paymentId: payment.id,
      sessionId: null,
      paymentRef: event.paymentRef,
      amountMinor: null,
      currency: null,
    };
  }

  /**
   * A capture of money whose room is reserved (what nearly every payment of a launch is) is
   * applied without locking the business first: its raise is locked by the capture's last
   * statements only (`captureReserved`), so thousands of captures into one business queue on it
   * for a statement each, not for a transaction each.
   */
  const capturesReserved = (payment: PaymentRow, event: PaymentEvent) =>
    event.type === 'succeeded' &&
    (payment.status === 'pending' || payment.status === 'processing') &&
    payment.reservedMinor > 0;

  /**
   * Records and applies an event for one of our payments, in one transaction: whether anything
   * changed, or null when there is no such payment.
   */
  async function applyToPayment(paymentId: string, event: PaymentEvent, lockFirst = false): Promise<boolean | null> {
    try {
      return await db.transaction(async (tx) => {
        // The payment first (lock order), then the event row, whose foreign key points at it.
        const payment = await lockPayment(tx, paymentId);
        if (!payment) return null;
        const fresh = await recordWebhookEvent(tx, {
          provider: provider.name,
          eventId: event.id,
          type: event.type,
          paymentId: payment.id,
        });
        if (!fresh) return false;
        const mismatch = mismatchOf(payment, event);
        if (mismatch) {
          await insertProviderAnomaly(tx, {
            provider: provider.name,
            eventId: event.id,
            eventType: event.type,
            kind: mismatch.kind,
            paymentId: payment.id,
            detail: mismatch.detail,
          });
          return false;
        }
        if (!lockFirst && event.type === 'succeeded' && capturesReserved(payment, event)) {
          await money.capture(tx, payment, null, { cause: 'provider', ref: event.id, paymentRef: event.paymentRef });
          return true;
        }
        const raise = await funding.lock(tx, payment.projectId);
        if (!raise) return false;
        return applyTo(tx, payment, raise, event);
      });
    } catch (error) {
      // The raise moved under the capture: nothing was written; apply it the careful way.
      if (error instanceof RaiseMovedError && !lockFirst) return applyToPayment(paymentId, event, true);
      throw error;
    }
  }

  /**
   * An event that names a charge only by the provider's id (a dispute or a refund made at the
   * provider: Stripe does not expand the charge's metadata in them) and whose charge we have not
   * seen captured yet (events come in any order), or a top-up's, which keeps no such id: the
   * provider is asked whose charge it is (its metadata carries our id from the checkout on).
   */
  async function withOwner(event: PaymentProviderEvent): Promise<PaymentProviderEvent> {
    if (!('paymentId' in event) || event.paymentId !== null || !('paymentRef' in event) || !event.paymentRef) {
      return event;
    }
    if (await findPaymentByProviderRef(db, provider.name, event.paymentRef)) return event;
    const owner = await provider.ownerOfCharge(event.paymentRef);
    return owner ? { ...event, paymentId: owner } : event;
  }

  /**
   * The payment an event names by our id, when nothing else needs knowing before its lock: not
   * one that may prove a capture first (capturedBy) nor another module's.
   */
  const namedPayment = (event: PaymentProviderEvent): string | null =>
    isPaymentEvent(event) && !provesCapture(event) && event.paymentId !== null && UUID.test(event.paymentId)
      ? event.paymentId
      : null;

  return {
    /** A verified provider event: recorded once, applied only along the table of moves. */
    async apply(received: PaymentProviderEvent): Promise<void> {
      // The common event (a launch's captures) goes straight to its payment's lock, under which
      // its record says whether it is new: no read before it. One of no payment of ours goes on.
      const named = namedPayment(received);
      if (named) {
        const changed = await queue.run(named, () => applyToPayment(named, received as PaymentEvent));
        if (changed) ctx.catalogueChanged();
        if (changed !== null) return;
      }
      if (await webhookEventRecorded(db, provider.name, received.id)) return;
      const event = await withOwner(received);
      const payment = isPaymentEvent(event) ? await findTarget(event) : null;
      if (payment) {
        const changed = await queue.run(payment.id, async () => {
          const proof = capturedBy(payment, event as PaymentEvent);
          const captured = proof ? (await applyToPayment(payment.id, proof)) === true : false;
          return (await applyToPayment(payment.id, event as PaymentEvent)) === true || captured;
        });
        if (changed) ctx.catalogueChanged();
        return;
      }
      // A top-up's checkout or a withdrawal's payout; else nothing of ours.
      const record = (tx: Tx) =>
        recordWebhookEvent(tx, { provider: provider.name, eventId: event.id, type: event.type, paymentId: null });
      const refuse: EventHooks['refuse'] = (tx, anomaly) =>
        insertProviderAnomaly(tx, {
          provider: provider.name,
          eventId: event.id,
          eventType: event.type,
          kind: anomaly.kind,
          paymentId: null,
          detail: anomaly.detail,
        });
      const other =
        event.type === 'ignored' ? 'unknown' : ((await ctx.otherEvents?.(event, { record, refuse })) ?? 'unknown');
      if (other !== 'unknown') return;
      await db.transaction(async (tx) => {
        const fresh = await record(tx);
        // Money moved at the provider for a charge we cannot find: an operator must look.
        if (fresh && (event.type === 'succeeded' || event.type === 'refunded' || event.type.startsWith('dispute_'))) {
          await insertProviderAnomaly(tx, {
            provider: provider.name,
            eventId: event.id,
            eventType: event.type,
            kind: 'unknown_charge',
            paymentId: null,
            detail: {
              payment_id: 'paymentId' in event ? event.paymentId : null,
              payment_ref: 'paymentRef' in event ? event.paymentRef : null,
              amount_minor: 'amountMinor' in event ? event.amountMinor : null,
              currency: 'currency' in event ? event.currency : null,
            },
          });
        }
      });
    },

    /**
     * Asks the provider about an open payment's checkout and applies what it says, as an event
     * of its own (`lookup:<session>:<state>`, recorded once like any other): captured money is
     * applied, a checkout that ended ends the payment. `unknown` when the provider did not answer.
     */
    async applyCheckoutState(payment: PaymentRow): Promise<'captured' | 'open' | 'ended' | 'unknown'> {
      const sessionId = payment.providerSessionId;
      if (!sessionId) return 'ended';
      let state;
      try {
        state = await provider.retrieveCheckout(sessionId);
      } catch (error) {
        if (outcomeUnknown(error)) return 'unknown';
        state = null;
      }
      if (state === null) return 'ended';
      if (state.paymentStatus === 'paid' && state.status === 'complete') {
        const changed = await queue.run(payment.id, () =>
          applyToPayment(payment.id, {
            id: `lookup:${sessionId}:complete`,
            type: 'succeeded',
            paymentId: payment.id,
            sessionId,
            paymentRef: state.paymentRef,
            amountMinor: state.amountMinor,
            currency: state.currency,
          }),
        );
        if (changed) ctx.catalogueChanged();
        return 'captured';
      }
      return state.status === 'open' ? 'open' : 'ended';
    },
  };
}

export type ProviderEvents = ReturnType<typeof createProviderEvents>;
