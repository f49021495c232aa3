import {
  canMovePayment,
  fromMinorUnits,
  normalizeLanguage,
  RESERVING_STATUSES,
  type FeeSchedule,
  type PaymentEventCause,
  type PaymentStatus,
  type ProviderAnomalyKind,
} from '@grove/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentProvider, PaymentProviderEvent } from '../../providers/payments/provider.js';
import type { KiisService } from '../documents/kiis.service.js';
import type { FundingService } from '../funding/funding.service.js';
import { notify } from '../notifications/notifications.service.js';
import type { InvestorLimitsService } from './investor-limits.js';
import {
  findPayerNotice,
  insertPaymentEvent,
  movePayment,
  updatePayment,
  type NewPayment,
  type PaymentRow,
} from './payments.repository.js';

/**
 * Records a provider event's id in the caller's transaction (after its target's lock); false
 * when it was recorded before (a replay).
 */
export type EventRecorder = (tx: Tx) => Promise<boolean>;

/**
 * What another module applying a provider event gets: `record` the event once, and `refuse` it
 * (an amount, currency or payout that does not match) for an operator, in the same transaction.
 */
export interface EventHooks {
  record: EventRecorder;
  refuse: (
    tx: Tx,
    anomaly: { kind: ProviderAnomalyKind; detail: Record<string, string | number | null> },
  ) => Promise<void>;
}

/** What the payment use cases share: the database, the provider, the clock and the raise's funding. */
export interface PaymentsContext {
  db: Db;
  provider: PaymentProvider;
  fees: FeeSchedule;
  clock: Clock;
  funding: FundingService;
  /** The investor's advised maximum, extra-confirmation threshold and 12-month cap. */
  limits: InvestorLimitsService;
  /** The business's key investment information sheet: published, and acknowledged by the investor. */
  kiis: Pick<KiisService, 'acknowledgeForPayment' | 'forInvestor'>;
  reservationMinutes: number;
  /** The site's address: the Stripe checkout needs absolute return links; the sandbox keeps paths. */
  publicUrl: string;
  /** Tells the public catalogue's cache that raised or reserved money changed (after the commit). */
  catalogueChanged: () => void;
  /**
   * Records and applies a provider event that names no payment of ours (a wallet top-up's
   * checkout, a withdrawal's payout): `unknown` when it is not theirs either.
   */
  otherEvents?: (event: PaymentProviderEvent, hooks: EventHooks) => Promise<'changed' | 'unchanged' | 'unknown'>;
}

export interface Cause {
  cause: PaymentEventCause;
  /** The provider's event id, the job's name, or the acting user's id. */
  ref?: string | null;
  reason?: string | null;
}

/** Another worker moved the payment between our read and our write: nothing of ours was written. */
export class PaymentMovedError extends Error {
  override name = 'PaymentMovedError';
}

/**
 * One change of status along PAYMENT_TRANSITIONS (contracts), compare-and-set on the status it
 * leaves, with its audit row (`payment_events`), in the caller's transaction. Leaving a reserving
 * status gives the reservation up on the row; the caller releases it on the raise.
 */
export async function transition(
  ctx: Pick<PaymentsContext, 'clock'>,
  tx: Tx,
  payment: PaymentRow,
  to: PaymentStatus,
  cause: Cause,
  set: Omit<Partial<NewPayment>, 'status'> = {},
): Promise<PaymentRow> {
  if (!canMovePayment(payment.status, to)) {
    throw new Error(`Payment ${payment.id}: ${payment.status} → ${to} is not allowed`);
  }
  const releases = RESERVING_STATUSES.includes(payment.status) && !RESERVING_STATUSES.includes(to);
  const moved = await movePayment(
    tx,
    payment.id,
    payment.status,
    {
      ...set,
      status: to,
      ...(releases ? { reservedMinor: 0 } : {}),
      // A success clears an earlier decline; other moves say why.
      ...(to === 'succeeded'
        ? { failureReason: null }
        : cause.reason !== undefined
          ? { failureReason: cause.reason }
          : {}),
    },
    ctx.clock.now(),
  );
  if (!moved) throw new PaymentMovedError(`Payment ${payment.id} left ${payment.status} meanwhile`);
  await insertPaymentEvent(tx, {
    paymentId: payment.id,
    fromStatus: payment.status,
    toStatus: to,
    cause: cause.cause,
    causeRef: cause.ref ?? null,
    reason: cause.reason ?? null,
    createdAt: ctx.clock.now(),
  });
  return moved;
}

/**
 * Something happened to a payment that does not change its status (a declined card on a checkout
 * that stays open, a dispute): kept on the payment and in its timeline.
 */
export async function note(
  ctx: Pick<PaymentsContext, 'clock'>,
  tx: Tx,
  payment: PaymentRow,
  cause: Cause,
  set: Omit<Partial<NewPayment>, 'status'> = {},
): Promise<PaymentRow> {
  const updated = await updatePayment(
    tx,
    payment.id,
    { ...set, ...(cause.reason !== undefined ? { failureReason: cause.reason } : {}) },
    ctx.clock.now(),
  );
  await insertPaymentEvent(tx, {
    paymentId: payment.id,
    fromStatus: payment.status,
    toStatus: payment.status,
    cause: cause.cause,
    causeRef: cause.ref ?? null,
    reason: cause.reason ?? null,
    createdAt: ctx.clock.now(),
  });
  return updated;
}

export type PayerNotice = 'payment_succeeded' | 'payment_failed' | 'payment_expired' | 'payment_refunded';

/** Tells the payer, in the app and by e-mail in their language, in the caller's transaction. */
export async function notifyPayer(tx: Tx, payment: PaymentRow, type: PayerNotice): Promise<void> {
  const payer = await findPayerNotice(tx, payment);
  if (!payer) return;
  const { user, projectName } = payer;
  const major = (minor: number) => fromMinorUnits(minor, payment.currency);
  await notify(tx, {
    user,
    type,
    params: {
      project_id: payment.projectId,
      project_name: projectName[normalizeLanguage(user.language)],
      payment_id: payment.id,
      currency: payment.currency,
      amount: major(payment.amountMinor),
      service_fee: major(payment.serviceFeeMinor),
      card_fee: major(payment.cardFeeMinor),
      total: major(payment.totalMinor),
      cancel_deadline: payment.cancelDeadline?.toISOString() ?? null,
      reason: payment.failureReason,
    },
    link: `/business/${payment.projectId}/payment/progress?paymentId=${payment.id}`,
  });
}
