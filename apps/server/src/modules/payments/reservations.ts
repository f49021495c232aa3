import { RESERVING_STATUSES } from '@grove/contracts';
import type { Tx } from '../../db/client.js';
import { outcomeUnknown } from '../../providers/payments/provider.js';
import type { Raise } from '../funding/funding.service.js';
import { notifyPayer, transition, type Cause, type PaymentsContext } from './context.js';
import {
  findPayment,
  listOverdueReservations,
  listPaymentsOfProject,
  lockPayment,
  type PaymentRow,
} from './payments.repository.js';

export const PAYMENT_EXPIRY_JOB = 'payments.expire-reservations';

/**
 * Reservations: the room a payment holds in its raise while its checkout is open. Reserving is
 * part of creating a payment; this file ends them (abandoned, failed, expired, or the round
 * stopped taking money), always releasing the room in the same transaction.
 */
export function createReservations(
  ctx: PaymentsContext,
  deps: {
    /** Applies what the provider says of a checkout we were about to expire (the capture may have happened). */
    applyCheckoutState: (payment: PaymentRow) => Promise<'captured' | 'open' | 'ended' | 'unknown'>;
  },
) {
  const { db, funding, provider } = ctx;
  const now = () => ctx.clock.now();

  /**
   * Reserves the payment's amount in its raise and opens its reservation window. The payment's
   * own rows are written first; the raise's conditional statement comes last, so the business is
   * locked only from it to the commit (`funding.reserve`). `heldMinor`: room a waitlist offer
   * already holds for the payer, which this reservation takes over.
   */
  async function reserve(tx: Tx, payment: PaymentRow, cause: Cause, heldMinor = 0): Promise<PaymentRow> {
    const reserved = await transition(ctx, tx, payment, 'pending', cause, {
      reservedMinor: payment.amountMinor,
      reservationExpiresAt: new Date(now().getTime() + ctx.reservationMinutes * 60_000),
    });
    await funding.reserve(tx, payment.projectId, payment.amountMinor, heldMinor);
    return reserved;
  }

  /**
   * Ends a payment that holds (or awaits) a reservation, releasing it, in the caller's
   * transaction (payment and raise locked); tells the payer when the end is not their own doing.
   */
  async function releaseAndEnd(
    tx: Tx,
    payment: PaymentRow,
    raise: Raise,
    to: 'failed' | 'expired' | 'canceled',
    cause: Cause,
  ): Promise<PaymentRow> {
    await funding.release(tx, raise, payment.reservedMinor);
    const ended = await transition(ctx, tx, payment, to, cause);
    if (to === 'failed' || to === 'expired') {
      await notifyPayer(tx, ended, to === 'failed' ? 'payment_failed' : 'payment_expired');
    }
    await funding.settleRefundedRound(tx, raise);
    return ended;
  }

  /** Ends one open payment in a transaction of its own; answers its checkout to close, if it had one. */
  async function end(
    id: string,
    to: 'expired' | 'canceled',
    cause: Cause,
    still: (payment: PaymentRow) => boolean,
  ): Promise<PaymentRow | null> {
    return db.transaction(async (tx) => {
      const payment = await lockPayment(tx, id);
      if (!payment || !still(payment)) return null;
      const raise = await funding.lock(tx, payment.projectId);
      if (!raise) return null;
      await releaseAndEnd(tx, payment, raise, to, cause);
      return payment;
    });
  }

  const closeCheckout = async (sessionId: string | null) => {
    // The reservation is ours to end; the provider's checkout closes best effort (a capture that
    // still lands is handled as late).
    if (sessionId) await provider.expireCheckout(sessionId).catch(() => undefined);
  };

  return {
    reserve,
    releaseAndEnd,

    /** Ends every open application and reservation of a business (its round closed, paused or is refunded). */
    async releaseReservations(projectId: string, reason: string): Promise<number> {
      let released = 0;
      for (const { id } of await listPaymentsOfProject(db, projectId, ['awaiting_verification', 'pending'])) {
        const ended = await end(id, 'canceled', { cause: 'system', reason }, (payment) =>
          ['awaiting_verification', 'pending'].includes(payment.status),
        );
        if (!ended) continue;
        released += 1;
        await closeCheckout(ended.providerSessionId);
      }
      if (released > 0) ctx.catalogueChanged();
      return released;
    },

    /**
     * Job: ends reservations that ran out. Before ending one it asks the provider about its
     * checkout: money already captured is applied, never guessed away; an open checkout is closed
     * at the provider first; a provider that does not answer leaves the reservation for the next
     * run (a reservation outliving its time holds room, it loses nothing).
     */
    async expireReservations(limit = 100): Promise<number> {
      let expired = 0;
      for (const { id } of await listOverdueReservations(db, now(), limit)) {
        const payment = await findPayment(db, id);
        if (!payment || !RESERVING_STATUSES.includes(payment.status)) continue;
        if (payment.providerSessionId && payment.method === 'card') {
          const state = await deps.applyCheckoutState(payment);
          if (state === 'captured' || state === 'unknown') continue;
          if (state === 'open') {
            try {
              await provider.expireCheckout(payment.providerSessionId);
            } catch (error) {
              if (outcomeUnknown(error)) continue;
            }
          }
        }
        const ended = await end(
          id,
          'expired',
          { cause: 'job', ref: PAYMENT_EXPIRY_JOB, reason: 'reservation_expired' },
          (locked) =>
            RESERVING_STATUSES.includes(locked.status) &&
            locked.reservationExpiresAt !== null &&
            locked.reservationExpiresAt <= now(),
        );
        if (ended) expired += 1;
      }
      if (expired > 0) ctx.catalogueChanged();
      return expired;
    },
  };
}

export type Reservations = ReturnType<typeof createReservations>;
