import type { Payment } from '@grove/contracts';
import { formatDateTime } from '@/lib/format';

/** Why a payment stopped or a card was refused, as the texts know them (progress.failureReasons). */
export const FAILURE_REASONS = [
  'card_declined',
  'declined',
  'insufficient_funds',
  'authentication_failed',
  'reservation_expired',
  'checkout_expired',
  'canceled_by_user',
  'provider_unavailable',
  'late_payment_round_full',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number] | 'unknown';

export const knownReason = (reason: string | null): FailureReason =>
  reason && (FAILURE_REASONS as readonly string[]).includes(reason) ? (reason as FailureReason) : 'unknown';

/**
 * The card refused on a checkout that is still open, or null. As on Stripe Checkout, a decline
 * does not end the payment: it stays pending, its place held, and takes another card until the
 * reservation runs out.
 */
export function declineOf(payment: Payment): FailureReason | null {
  return payment.status === 'pending' && payment.failure_reason ? knownReason(payment.failure_reason) : null;
}

/** Until when a place is held: the time alone today, else the day too. */
export function holdTime(iso: string, now = new Date()): string {
  const until = new Date(iso);
  return formatDateTime(iso, { timeOnly: until.toDateString() === now.toDateString() });
}

/** Why money went back without the investor cancelling; the progress page explains each. */
export const REFUND_REASONS = [
  'late_payment_round_full',
  'refunded_at_provider',
  'refund_failed_credited_to_wallet',
  'dispute_lost',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const refundReasonOf = (payment: Payment): RefundReason | null =>
  payment.failure_reason && (REFUND_REASONS as readonly string[]).includes(payment.failure_reason)
    ? (payment.failure_reason as RefundReason)
    : null;
