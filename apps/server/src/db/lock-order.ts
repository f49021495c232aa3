import type { Executor } from './client.js';

/**
 * The one order in which a transaction takes the row locks that money moves under
 * (docs/architecture.md, "Lock order"). Two transactions that take locks in one order can wait
 * for each other but never deadlock:
 *
 * 0. the investor, when a new investment checks their 12-month cap (a transaction-scoped advisory
 *    lock on their id: their investments into different businesses are checked one at a time);
 * 1. the payment, top-up or withdrawal the change is about (`FOR NO KEY UPDATE`, which the
 *    `KEY SHARE` that a row pointing at it takes when inserted does not wait for: a payout's
 *    shares, a webhook's event row);
 * 1½. waitlist entries of one business (`FOR NO KEY UPDATE`, in arrival order: `created_at`, then
 *    `id`): an offer taken by a payment (`claimOffer`, before the payment reserves in its business),
 *    offers made or lapsed, an investor leaving the line;
 * 2. the business (`FOR NO KEY UPDATE`: inserting a payment takes `KEY SHARE` on it);
 * 3. ledger accounts, in account-key order: a wallet locked to check its balance (`FOR NO KEY
 *    UPDATE`), then the accounts a posting updates (postings write their entries sorted by key).
 *
 * Each lock-taking function declares its rank here; taking a lower rank after a higher one in the
 * same transaction throws, so a path that would deadlock under load fails in the first test that
 * walks it instead.
 */
export const LOCK_RANK = {
  /** An investor whose 12-month cap a new investment checks. */
  investor: 0,
  /** A payment, a top-up or a withdrawal. */
  movement: 1,
  /** Waitlist entries of one business, in arrival order; a payment's own offer before its business. */
  waitlistEntry: 1.5,
  business: 2,
  ledger: 3,
} as const;
export type LockRank = (typeof LOCK_RANK)[keyof typeof LOCK_RANK];

export class LockOrderError extends Error {
  override name = 'LockOrderError';
}

interface Held {
  rank: LockRank;
  /** Ledger account keys locked so far, and the highest of them. */
  keys: Set<string>;
  highestKey: string;
}
const held = new WeakMap<object, Held>();

/**
 * Records that the transaction is about to take a lock of `rank` (for ledger accounts, on the
 * given account keys, which it locks in ascending order); throws if that would take a lock out of
 * order: a lower rank after a higher one, or an account whose key sorts before one already locked
 * (an account already locked may be locked again). Outside a transaction (the database itself)
 * nothing is held, so nothing is checked.
 */
export function takeLock(executor: Executor, rank: LockRank, what: string, keys: readonly string[] = []): void {
  if (!('rollback' in executor)) return;
  const now = held.get(executor);
  if (now && now.rank > rank) {
    throw new LockOrderError(`Lock order: ${what} (rank ${rank}) taken after a lock of rank ${now.rank}`);
  }
  const fresh = [...new Set(keys)].filter((key) => !(now?.rank === rank && now.keys.has(key))).sort();
  if (now?.rank === rank && fresh.length > 0 && fresh[0]! < now.highestKey) {
    throw new LockOrderError(`Lock order: ${what} locks ${fresh[0]} after ${now.highestKey}`);
  }
  const state: Held = now?.rank === rank ? now : { rank, keys: new Set(), highestKey: '' };
  for (const key of fresh) state.keys.add(key);
  if (fresh.length > 0) state.highestKey = fresh.at(-1)!;
  held.set(executor, state);
}
