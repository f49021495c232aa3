import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.js';
import { LOCK_RANK, takeLock } from '../../db/lock-order.js';
import {
  accountBalance,
  lockAccountBalance,
  ensureAccounts,
  findAccounts,
  disputedHeldFor,
  findInconsistencies,
  insertTransactionsWithEntries,
  accountKey,
  entriesOfOwner,
  type AccountRef,
  type EntryRow,
  type TransactionRow,
} from './ledger.repository.js';

import { accounts, type Posting } from './postings.js';

export { accountKey, type AccountRef } from './ledger.repository.js';
export { accounts, paymentSource, postings, type PaymentMoney, type Posting, type Reversal } from './postings.js';

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
  const refs = checked.flatMap((posting) => posting.entries.map((entry) => entry.account));
  takeLock(executor, LOCK_RANK.ledger, 'a posting', refs.map(accountKey));
  const { transactions, entries } = rowsOfPostings(checked, await ensureAccounts(executor, refs));
  await insertTransactionsWithEntries(executor, transactions, entries);
  return transactions.map((transaction) => transaction.id);
}

/** A posting checked and resolved to the rows `ledger_post` writes, with the keys of the accounts it locks. */
export interface PreparedPosting {
  keys: string[];
  transactions: TransactionRow[];
  entries: EntryRow[];
}

/**
 * A posting checked and resolved to its rows without locking or writing anything, for a caller
 * that writes them later in the one call that takes its other locks (a reserved capture's count,
 * funding.repository.ts). Null when one of its accounts does not exist yet: making it would lock
 * its key out of order, so the caller posts the ordinary way.
 */
export async function preparePosting(executor: Executor, posting: Posting): Promise<PreparedPosting | null> {
  const checked = checkPosting(posting);
  const refs = checked.entries.map((entry) => entry.account);
  const keys = [...new Set(refs.map(accountKey))];
  const ids = await findAccounts(executor, refs);
  if (ids.size < keys.length) return null;
  return { keys, ...rowsOfPostings([checked], ids) };
}

/**
 * The rows of checked postings: a transaction each, and all their entries in account-key order,
 * so the balance updates (row locks, taken by the insert trigger) of any two calls come in one
 * global order and cannot deadlock.
 */
function rowsOfPostings(
  checked: readonly Posting[],
  ids: ReadonlyMap<string, string>,
): { transactions: TransactionRow[]; entries: EntryRow[] } {
  const transactions = checked.map((posting) => ({
    id: randomUUID(),
    kind: posting.kind,
    paymentId: posting.paymentId ?? null,
    payoutId: posting.payoutId ?? null,
    topUpId: posting.topUpId ?? null,
    withdrawalId: posting.withdrawalId ?? null,
    disbursementId: posting.disbursementId ?? null,
    providerPayoutId: posting.providerPayoutId ?? null,
    memo: posting.memo,
    ...(posting.at ? { createdAt: posting.at } : {}),
  }));
  const entries = checked
    .flatMap((posting, index) =>
      posting.entries.map(({ account, amountMinor }) => ({
        key: accountKey(account),
        transactionId: transactions[index]!.id,
        accountId: ids.get(accountKey(account))!,
        amountMinor,
        currency: account.currency,
        ...(posting.at ? { createdAt: posting.at } : {}),
      })),
    )
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ key: _key, ...entry }) => entry);
  return { transactions, entries };
}

/** The posting without zero entries, once it is known to balance in whole minor units. */
function checkPosting(posting: Posting): Posting {
  const entries = posting.entries.filter((entry) => entry.amountMinor !== 0);
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
  const wallet = accounts.investorWallet(userId, currency);
  const balances = await lockAccounts(executor, [wallet]);
  return creditBalance(balances.get(accountKey(wallet)) ?? 0);
}

/**
 * Locks accounts until the transaction ends, in key order (db/lock-order.ts), and answers their
 * balances (0 for an account that does not exist yet). A change that must read a balance before
 * it posts locks every account of its posting that sorts before the one it reads.
 */
export async function lockAccounts(executor: Executor, refs: readonly AccountRef[]): Promise<Map<string, number>> {
  const sorted = [...refs].sort((a, b) => (accountKey(a) < accountKey(b) ? -1 : 1));
  takeLock(executor, LOCK_RANK.ledger, 'accounts', sorted.map(accountKey));
  const balances = new Map<string, number>();
  for (const ref of sorted) balances.set(accountKey(ref), await lockAccountBalance(executor, ref));
  return balances;
}

export { disputedHeldFor, findInconsistencies };

/** The entries of a user's own accounts (the wallet), oldest first: the investor's data export. */
export function ledgerEntriesOfUser(executor: Executor, userId: string) {
  return entriesOfOwner(executor, userId);
}
