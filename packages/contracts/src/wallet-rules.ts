// Wallet rules shared by the server and the web app. No zod here: pages import it.

/** Spec §9: "Wallet top-up and entry start from $10". In minor units of USD-like currencies. */
export const WALLET_MIN_TOP_UP_MINOR = 1_000;
/** One top-up at most (a card payment; larger sums go by bank transfer, outside the product). */
export const WALLET_MAX_TOP_UP_MINOR = 5_000_000;
/** A withdrawal is at least this, unless it takes the whole (smaller) balance. */
export const WALLET_MIN_WITHDRAWAL_MINOR = 1_000;

export const TOP_UP_STATUSES = ['pending', 'succeeded', 'failed', 'expired', 'canceled'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

/** A withdrawal: requested (money left the wallet, the provider pays it) → paid, or failed (money back). */
export const WITHDRAWAL_STATUSES = ['requested', 'paid', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** What moved money in or out of a wallet; the sign of `amount` says which way. */
export const WALLET_MOVEMENT_TYPES = ['payout', 'investment', 'refund', 'top_up', 'withdrawal'] as const;
export type WalletMovementType = (typeof WALLET_MOVEMENT_TYPES)[number];
