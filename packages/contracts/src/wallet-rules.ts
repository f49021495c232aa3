// Wallet rules shared by the server and the web app. No zod here: pages import it.

/** Spec §9: "Wallet top-up and entry start from $10". In minor units of USD-like currencies. */
export const WALLET_MIN_TOP_UP_MINOR = 1_000;
/** One top-up at most (a card payment; larger sums go by bank transfer, outside the product). */
export const WALLET_MAX_TOP_UP_MINOR = 5_000_000;
/** A withdrawal is at least this, unless it takes the whole (smaller) balance. */
export const WALLET_MIN_WITHDRAWAL_MINOR = 1_000;

export const TOP_UP_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'canceled'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

/**
 * A withdrawal: `requested` (the money left the wallet; the investor may still cancel it until it
 * is sent) → `sent` (the provider was asked to pay it out) → `paid`, or `failed` (money back; a
 * paid one can fail later when the bank returns it); `canceled` by the investor before it was sent
 * (money back).
 */
export const WITHDRAWAL_STATUSES = ['requested', 'sent', 'paid', 'failed', 'canceled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Withdrawals still on their way: out of the balance, not yet paid or returned. */
export const WITHDRAWAL_IN_TRANSIT_STATUSES = ['requested', 'sent'] as const satisfies readonly WithdrawalStatus[];

/**
 * What moved money in or out of a wallet; the sign of `amount` says which way. A withdrawal that
 * came back is `withdrawal_returned` (the bank or provider failed it) or `withdrawal_canceled`.
 */
export const WALLET_MOVEMENT_TYPES = [
  'payout',
  'investment',
  'refund',
  'top_up',
  'withdrawal',
  'withdrawal_returned',
  'withdrawal_canceled',
] as const;
export type WalletMovementType = (typeof WALLET_MOVEMENT_TYPES)[number];

/**
 * How long a requested withdrawal waits before it is sent to the bank (the investor may cancel it
 * meanwhile), and how many business days the bank takes after that. Defaults of the server's
 * configuration (WITHDRAWAL_HOLD_MINUTES, WITHDRAWAL_ARRIVAL_BUSINESS_DAYS).
 */
export const DEFAULT_WITHDRAWAL_HOLD_MINUTES = 30;
export const DEFAULT_WITHDRAWAL_ARRIVAL_BUSINESS_DAYS = 2;

/** The date a transfer sent at `sentAt` reaches the bank account: `days` business days later (Mon-Fri, UTC). */
export function arrivalAfterBusinessDays(sentAt: Date, days: number): Date {
  const at = new Date(sentAt.getTime());
  let left = days;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() + 1);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}

/** Bank accounts an investor may keep for withdrawals. */
export const MAX_BANK_ACCOUNTS = 5;
