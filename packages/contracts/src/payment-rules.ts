// Investing rules shared by the server (which enforces them) and the web app (which
// explains them before anything is sent). No zod here: the payment page imports it.
import { percentOfMinor } from './money.js';

/**
 * A payment's life (docs/architecture.md, "Payments"):
 * awaiting_verification → pending (reserved, checkout open) → processing → succeeded;
 * the other endings are failed, expired, canceled and, after succeeded, refunding → refunded.
 */
export const PAYMENT_STATUSES = [
  'awaiting_verification',
  'pending',
  'processing',
  'succeeded',
  'failed',
  'expired',
  'canceled',
  'refunding',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Statuses whose amount is held against the business's target (a reservation). */
export const RESERVING_STATUSES: readonly PaymentStatus[] = ['pending', 'processing'];
/**
 * Statuses whose money the business holds: they count as invested (raised, investor count,
 * payout shares). A payment being refunded no longer does: its money is owed back to the payer.
 */
export const INVESTED_STATUSES: readonly PaymentStatus[] = ['succeeded'];
/**
 * Statuses where the payment has ended as far as its payer is concerned (pages stop polling).
 * Only `refunded` is final for money too: a capture the provider reports late moves the others.
 */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['failed', 'expired', 'canceled', 'refunded'];
/**
 * Statuses that ended without money, which a capture the provider reports later can still leave
 * (for the investment when the round has room, else to be refunded): captured money is never dropped.
 */
export const ENDED_UNPAID_STATUSES: readonly PaymentStatus[] = ['failed', 'expired', 'canceled'];

/**
 * The one table of a payment's moves (docs/architecture.md, "Payment states"). Every change of
 * status goes along an edge of it, compare-and-set on the status it leaves, so two workers can
 * never both move one payment. It follows Stripe Checkout: a declined card leaves the checkout
 * open (`pending`, with the decline as `failure_reason`) until it expires; an authentication step
 * is `processing` and may fall back to `pending`; a capture after the end is still applied.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  awaiting_verification: ['pending', 'canceled'],
  // Captured while open, for a round that no longer takes it (paused, refunded): held and refunded.
  pending: ['processing', 'succeeded', 'refunding', 'failed', 'expired', 'canceled'],
  processing: ['pending', 'succeeded', 'refunding', 'failed', 'expired'],
  // Cancelled in its window, a round refunded, or refunded / charged back at the provider.
  succeeded: ['refunding', 'refunded'],
  refunding: ['refunded'],
  // A capture the provider reports after the payment ended: counted if the round has room, else held and refunded.
  failed: ['succeeded', 'refunding'],
  expired: ['succeeded', 'refunding'],
  canceled: ['succeeded', 'refunding'],
  refunded: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** A chargeback's course at the provider. */
export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** Why a provider event was refused and kept for an operator (nothing moved). */
export const PROVIDER_ANOMALY_KINDS = [
  'amount_mismatch',
  'currency_mismatch',
  'session_mismatch',
  'partial_refund',
  'unknown_charge',
] as const;
export type ProviderAnomalyKind = (typeof PROVIDER_ANOMALY_KINDS)[number];

/** A capture that came after its round was full: refunded at once, it never was an investment. */
export const LATE_PAYMENT_REASON = 'late_payment_round_full';

/**
 * Whether a payment has an investment confirmation (a document the investor keeps): money taken as
 * an investment, still held or given back since (then it is the cancellation's confirmation).
 */
export function hasInvestmentConfirmation(payment: {
  status: PaymentStatus;
  paidAt: Date | string | null;
  failureReason: string | null;
}): boolean {
  const captured = payment.status === 'succeeded' || payment.status === 'refunding' || payment.status === 'refunded';
  return captured && payment.paidAt !== null && payment.failureReason !== LATE_PAYMENT_REASON;
}

export const PAYMENT_METHODS = ['card', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What caused a payment's state change (its audit row). */
export const PAYMENT_EVENT_CAUSES = ['user', 'provider', 'job', 'system'] as const;
export type PaymentEventCause = (typeof PAYMENT_EVENT_CAUSES)[number];

/** Spec §4: the five steps of the progress tracker. */
export const PAYMENT_PROGRESS_STEPS = [
  'application_submitted',
  'identity_verification',
  'payment_processing',
  'funds_secured',
  'investment_completed',
] as const;
export type PaymentProgressStep = (typeof PAYMENT_PROGRESS_STEPS)[number];
export type StepState = 'done' | 'current' | 'upcoming' | 'stopped';

/** Where each status stands on the tracker; an ending that is not success stops at its step. */
export function progressOf(status: PaymentStatus): StepState[] {
  const at = (current: number, state: StepState = 'current'): StepState[] =>
    PAYMENT_PROGRESS_STEPS.map((_, index) => (index < current ? 'done' : index === current ? state : 'upcoming'));
  switch (status) {
    case 'awaiting_verification':
      return at(1);
    case 'pending':
    case 'processing':
      return at(2);
    case 'succeeded':
    case 'refunding':
    case 'refunded':
      return PAYMENT_PROGRESS_STEPS.map(() => 'done');
    case 'failed':
    case 'expired':
    case 'canceled':
      return at(2, 'stopped');
  }
}

/** PRODUCT.md 9: an investor may cancel for this many calendar days after paying. */
export const CANCELLATION_DAYS = 4;

/** The fee schedule, in basis points of the invested amount (configuration on the server). */
export interface FeeSchedule {
  serviceFeeBp: number;
  cardFeeBp: number;
}
export const DEFAULT_FEE_SCHEDULE: FeeSchedule = { serviceFeeBp: 500, cardFeeBp: 250 };

export interface FeeBreakdown {
  serviceFeeMinor: number;
  cardFeeMinor: number;
  totalMinor: number;
}

/** Each fee on the invested amount, rounded half up to the cent; a wallet payment has no card fee. */
export function computeFees(amountMinor: number, schedule: FeeSchedule, method: PaymentMethod = 'card'): FeeBreakdown {
  const serviceFeeMinor = percentOfMinor(amountMinor, schedule.serviceFeeBp);
  const cardFeeMinor = method === 'card' ? percentOfMinor(amountMinor, schedule.cardFeeBp) : 0;
  return { serviceFeeMinor, cardFeeMinor, totalMinor: amountMinor + serviceFeeMinor + cardFeeMinor };
}

export interface TicketRules {
  minMinor: number;
  maxMinor: number;
  stepMinor: number;
  /** Target minus raised minus live reservations, never below zero. */
  remainingMinor: number;
}

export type AmountProblem =
  | { code: 'AMOUNT_NOT_POSITIVE' }
  | { code: 'AMOUNT_BELOW_MINIMUM'; minMinor: number }
  | { code: 'AMOUNT_ABOVE_MAXIMUM'; maxMinor: number }
  | { code: 'AMOUNT_NOT_IN_STEPS'; minMinor: number; stepMinor: number }
  | { code: 'AMOUNT_ABOVE_REMAINING'; remainingMinor: number }
  | { code: 'AMOUNT_MUST_CLOSE_ROUND'; remainingMinor: number }
  | { code: 'ROUND_FULL' };

/**
 * The amount rules (issue 12): between the ticket minimum and maximum, a whole number of
 * steps above the minimum, and no more than what remains. When what remains is below the
 * minimum, exactly what remains is accepted, so the last investor can close the round.
 */
export function amountProblem(amountMinor: number, rules: TicketRules): AmountProblem | null {
  const { minMinor, maxMinor, stepMinor, remainingMinor } = rules;
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) return { code: 'AMOUNT_NOT_POSITIVE' };
  if (remainingMinor <= 0) return { code: 'ROUND_FULL' };
  if (remainingMinor < minMinor) {
    return amountMinor === remainingMinor ? null : { code: 'AMOUNT_MUST_CLOSE_ROUND', remainingMinor };
  }
  if (amountMinor < minMinor) return { code: 'AMOUNT_BELOW_MINIMUM', minMinor };
  if (amountMinor > maxMinor) return { code: 'AMOUNT_ABOVE_MAXIMUM', maxMinor };
  if (amountMinor > remainingMinor) return { code: 'AMOUNT_ABOVE_REMAINING', remainingMinor };
  if (stepMinor > 0 && (amountMinor - minMinor) % stepMinor !== 0) {
    // Exactly what remains is always accepted, even off the steps: it closes the round.
    if (amountMinor === remainingMinor) return null;
    return { code: 'AMOUNT_NOT_IN_STEPS', minMinor, stepMinor };
  }
  return null;
}

/** The largest amount the rules accept (what the slider's right end means). */
export function maxAcceptedAmount(rules: TicketRules): number {
  const { minMinor, maxMinor, stepMinor, remainingMinor } = rules;
  if (remainingMinor < minMinor) return Math.max(0, remainingMinor);
  const cap = Math.min(maxMinor, remainingMinor);
  if (cap === remainingMinor) return cap;
  return stepMinor > 0 ? minMinor + Math.floor((cap - minMinor) / stepMinor) * stepMinor : cap;
}

/** PRODUCT.md 8: above the higher of 1,000 or 5 % of declared net worth, an extra acknowledgment. */
export const EXTRA_ACK_FLOOR_MINOR = 100_000;
export const EXTRA_ACK_NET_WORTH_BP = 500;

/**
 * The amount above which a non-sophisticated investor must acknowledge the risk again; null when
 * none applies. Since issue 22 the advised maximum (investment-limits.ts) takes its place; this
 * rule remains for an investor whose quiz finances are not on record.
 */
export function extraAckThresholdMinor(investor: {
  investorType: string | null;
  netWorthMinor: number | null;
}): number | null {
  if (investor.investorType === 'sophisticated_investor') return null;
  const share =
    investor.netWorthMinor && investor.netWorthMinor > 0
      ? percentOfMinor(investor.netWorthMinor, EXTRA_ACK_NET_WORTH_BP)
      : 0;
  return Math.max(EXTRA_ACK_FLOOR_MINOR, share);
}
