import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import type { LedgerTransactionKind } from '../../db/schema/index.js';
import {
  accountBalance,
  lockAccountBalance,
  ensureAccounts,
  findInconsistencies,
  insertEntries,
  insertTransactions,
  accountKey,
  type AccountRef,
} from './ledger.repository.js';

export type { AccountRef } from './ledger.repository.js';

export interface Posting {
  kind: LedgerTransactionKind;
  /** What the movement belongs to: at most one of these (a database CHECK). */
  paymentId?: string | null;
  payoutId?: string | null;
  topUpId?: string | null;
  withdrawalId?: string | null;
  disbursementId?: string | null;
  memo: string;
  /** When the money moved; now by default (the demo content dates its investments in the past). */
  at?: Date;
  /** Debits positive, credits negative; per currency they sum to zero. */
  entries: readonly { account: AccountRef; amountMinor: number }[];
}

export class LedgerError extends Error {
  override name = 'LedgerError';
}

/**
 * Posts one balanced transaction inside the caller's database transaction, so money moves
 * exactly when the change that causes it commits. The database checks the balance again at
 * commit, keeps each account's balance, and refuses updates and deletes (migration 0005).
 */
export async function postTransaction(executor: Executor, posting: Posting): Promise<string> {
  const [id] = await postTransactions(executor, [posting]);
  return id!;
}

/**
 * Posts many balanced transactions with the same checks as postTransaction, in a few bulk
 * statements (the demo content posts one per seeded investment). Nothing is written unless
 * every posting passes.
 */
export async function postTransactions(executor: Executor, postings: readonly Posting[]): Promise<string[]> {
  const checked = postings.map(checkPosting);
  if (checked.length === 0) return [];
  const ids = await ensureAccounts(
    executor,
    checked.flatMap((posting) => posting.entries.map((entry) => entry.account)),
  );
  const transactions = checked.map((posting) => ({
    id: randomUUID(),
    kind: posting.kind,
    paymentId: posting.paymentId ?? null,
    payoutId: posting.payoutId ?? null,
    topUpId: posting.topUpId ?? null,
    withdrawalId: posting.withdrawalId ?? null,
    disbursementId: posting.disbursementId ?? null,
    memo: posting.memo,
    ...(posting.at ? { createdAt: posting.at } : {}),
  }));
  await insertTransactions(executor, transactions);
  await insertEntries(
    executor,
    checked.flatMap((posting, index) =>
      posting.entries.map(({ account, amountMinor }) => ({
        transactionId: transactions[index]!.id,
        accountId: ids.get(accountKey(account))!,
        amountMinor,
        currency: account.currency,
        ...(posting.at ? { createdAt: posting.at } : {}),
      })),
    ),
  );
  return transactions.map((transaction) => transaction.id);
}

/**
 * The posting without zero entries, once it is known to balance in whole minor units. Entries
 * are ordered by account key, so every transaction updates account balances (row locks, in the
 * insert trigger) in one global order, and two postings cannot deadlock on each other's accounts.
 */
function checkPosting(posting: Posting): Posting {
  const entries = posting.entries
    .filter((entry) => entry.amountMinor !== 0)
    .sort((a, b) => (accountKey(a.account) < accountKey(b.account) ? -1 : 1));
  if (entries.length < 2) throw new LedgerError(`A transaction needs two entries or more: ${posting.memo}`);
  const sums = new Map<string, bigint>();
  for (const { account, amountMinor } of entries) {
    if (!Number.isSafeInteger(amountMinor)) throw new LedgerError(`Not a whole minor amount: ${amountMinor}`);
    sums.set(account.currency, (sums.get(account.currency) ?? 0n) + BigInt(amountMinor));
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new LedgerError(`${posting.memo}: ${currency} entries sum to ${sum}, not zero`);
  }
  return { ...posting, entries };
}

/** The accounts money moves between. Credit-normal accounts hold negative balances. */
export const accounts = {
  providerClearing: (currency: string): AccountRef => ({ kind: 'provider_clearing', ownerId: null, currency }),
  projectRaise: (projectId: string, currency: string): AccountRef => ({
    kind: 'project_raise',
    ownerId: projectId,
    currency,
  }),
  platformFees: (currency: string): AccountRef => ({ kind: 'platform_fees', ownerId: null, currency }),
  providerFees: (currency: string): AccountRef => ({ kind: 'provider_fees', ownerId: null, currency }),
  investorWallet: (userId: string, currency: string): AccountRef => ({
    kind: 'investor_wallet',
    ownerId: userId,
    currency,
  }),
  withdrawalsInTransit: (currency: string): AccountRef => ({ kind: 'withdrawals_in_transit', ownerId: null, currency }),
};

/** Where a payment's money comes from: the card provider's clearing account, or the payer's wallet. */
export function paymentSource(payment: { method: 'card' | 'wallet'; userId: string; currency: string }): AccountRef {
  return payment.method === 'wallet'
    ? accounts.investorWallet(payment.userId, payment.currency)
    : accounts.providerClearing(payment.currency);
}

/**
 * A succeeded investment: the provider holds the total (or the payer's wallet gives it), the
 * business's raise is credited the amount, and the fees go to the platform and the card
 * processor (none for a wallet payment). The payments service and the demo content post exactly this.
 */
export function investmentPosting(
  payment: {
    id: string;
    userId: string;
    method: 'card' | 'wallet';
    projectId: string;
    currency: string;
    amountMinor: number;
    serviceFeeMinor: number;
    cardFeeMinor: number;
    totalMinor: number;
  },
  at?: Date,
): Posting {
  const { currency } = payment;
  return {
    kind: 'payment',
    paymentId: payment.id,
    memo: `Investment in ${payment.projectId}`,
    ...(at ? { at } : {}),
    entries: [
      { account: paymentSource(payment), amountMinor: payment.totalMinor },
      { account: accounts.projectRaise(payment.projectId, currency), amountMinor: -payment.amountMinor },
      { account: accounts.platformFees(currency), amountMinor: -payment.serviceFeeMinor },
      { account: accounts.providerFees(currency), amountMinor: -payment.cardFeeMinor },
    ],
  };
}

/**
 * A credit-normal account's balance as a positive amount. `0 - x`, not `-x`: an empty account
 * is 0, not -0 (which Intl formats as "-$0.00").
 */
export const creditBalance = (balanceMinor: number) => 0 - balanceMinor;

/** What a business's raise holds, as a positive amount (its account is credit-normal). */
export async function raisedMinorOf(executor: Executor, projectId: string, currency: string): Promise<number> {
  return creditBalance(await accountBalance(executor, accounts.projectRaise(projectId, currency)));
}

/**
 * What a wallet holds, as a positive amount, with the wallet locked until the caller's
 * transaction ends (see lockAccountBalance).
 */
export async function lockWalletBalance(executor: Executor, userId: string, currency: string): Promise<number> {
  return creditBalance(await lockAccountBalance(executor, accounts.investorWallet(userId, currency)));
}

export { findInconsistencies };
