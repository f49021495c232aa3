// The rules of a raise (PRODUCT.md 16, 19, 20), shared by the server, which holds them, and the
// operator console, which explains them. No zod here. docs/architecture.md, "Money invariants",
// states them in words; apps/server/src/modules/integrity/invariants.ts checks them in the data.
import type { BusinessStatus } from './business-status.js';

/** Raises that take money, until their deadline. */
export const OPEN_RAISE_STATUSES: readonly BusinessStatus[] = ['fundraising', 'extended'];
/** Raises that closed as funded, whatever has happened to them since. */
export const FUNDED_STATUSES: readonly BusinessStatus[] = ['funded', 'active', 'payout'];

export interface RaiseFigures {
  status: BusinessStatus;
  targetMinor: number;
  /** The minimum to succeed; null means the target. */
  minRaiseMinor: number | null;
  raisedMinor: number;
  reservedMinor: number;
  publishedAt: Date | null;
  /** The opening time a raise was published with: no money before it. Null: open on publishing. */
  opensAt: Date | null;
  fundingEnd: Date | null;
}

/** All or nothing: a raise succeeds only at or above this (by default its target). */
export function minimumToSucceedMinor(raise: Pick<RaiseFigures, 'targetMinor' | 'minRaiseMinor'>): number {
  return raise.minRaiseMinor ?? raise.targetMinor;
}

/**
 * Whether the raise has reached its opening time (issue 24): from `opensAt` on, inclusive. In SQL,
 * with the platform clock's now as a parameter: `(opens_at is null or opens_at <= $now)`.
 */
export function hasOpened(raise: Pick<RaiseFigures, 'opensAt'>, now: Date): boolean {
  return raise.opensAt === null || raise.opensAt <= now;
}

/**
 * Whether the raise takes new money now: published, open, past its opening time and before its
 * deadline. In SQL: `published_at is not null and status in ('fundraising', 'extended') and
 * (opens_at is null or opens_at <= $now) and (funding_end is null or funding_end > $now)`.
 */
export function takesMoney(raise: RaiseFigures, now: Date): boolean {
  return (
    raise.publishedAt !== null &&
    OPEN_RAISE_STATUSES.includes(raise.status) &&
    hasOpened(raise, now) &&
    (raise.fundingEnd === null || now < raise.fundingEnd)
  );
}

/** What keeps a closed raise's money from being final (and from moving on to the business). */
export const FINALITY_BLOCKS = ['not_funded', 'reservations', 'refund_in_progress', 'cancellation_window'] as const;
export type FinalityBlock = (typeof FINALITY_BLOCKS)[number];

export interface RaiseClaims {
  /** The latest end of a held investment's cancellation window, or null. */
  cancellableUntil: Date | null;
  /** Whether a refund of one of its payments is under way. */
  refunding: boolean;
}

/**
 * A raise is final when it closed as funded at or above its minimum, no reservation is live, no
 * investor can still cancel and no refund is under way: only then may its money go to the
 * business (a disbursement), the business be marked active, or payouts be shared.
 */
export function finalityBlock(raise: RaiseFigures, claims: RaiseClaims, now: Date): FinalityBlock | null {
  // Once at work (active, paying out), a refund or chargeback at the provider is borne by the
  // platform: the business keeps what remains and it can still be sent on.
  const belowMinimum = raise.status === 'funded' && raise.raisedMinor < minimumToSucceedMinor(raise);
  if (!FUNDED_STATUSES.includes(raise.status) || belowMinimum) return 'not_funded';
  if (raise.reservedMinor > 0) return 'reservations';
  if (claims.refunding) return 'refund_in_progress';
  if (claims.cancellableUntil !== null && claims.cancellableUntil > now) return 'cancellation_window';
  return null;
}

/** An investment shares a payout only once it holds money and can no longer be cancelled. */
export function sharesPayouts(
  payment: { status: string; cancelDeadline: Date | null; disputeStatus?: string | null },
  now: Date,
): boolean {
  return payment.status === 'succeeded' && payment.cancelDeadline !== null && payment.cancelDeadline <= now;
}
