import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type LedgerAccountKind,
  type LedgerTransactionKind,
} from '../../db/schema/index.js';

export interface AccountRef {
  kind: LedgerAccountKind;
  /** The user (wallet) or project (raise); null for the platform's own accounts. */
  ownerId: string | null;
  currency: string;
}

export const accountKey = ({ kind, ownerId, currency }: AccountRef) => `${kind}:${ownerId ?? 'platform'}:${currency}`;

/** Accounts in key order, one per key. */
function uniqueByKey(refs: readonly AccountRef[]): [string, AccountRef][] {
  return [...new Map(refs.map((ref) => [accountKey(ref), ref])).entries()].sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
}

/** The ids of the accounts that exist, by key; takes no lock. */
export async function findAccounts(executor: Executor, refs: readonly AccountRef[]): Promise<Map<string, string>> {
  const keys = uniqueByKey(refs).map(([key]) => key);
  const rows = await executor
    .select({ id: ledgerAccounts.id, key: ledgerAccounts.key })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.key, keys));
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** The ids of the accounts, made on first use (one row per key, whoever comes first). */
export async function ensureAccounts(executor: Executor, refs: readonly AccountRef[]): Promise<Map<string, string>> {
  // In key order, like every other lock on accounts (a new key's unique-index entry is one).
  const unique = uniqueByKey(refs);
  // Accounts are made once and used for ever: read first, and insert only what is missing (one
  // statement instead of two on every posting, several of them under a business's lock).
  const found = await findAccounts(executor, refs);
  if (found.size === unique.length) return found;
  await executor
    .insert(ledgerAccounts)
    .values(unique.map(([key, ref]) => ({ key, kind: ref.kind, ownerId: ref.ownerId, currency: ref.currency })))
    .onConflictDoNothing({ target: ledgerAccounts.key });
  return findAccounts(executor, refs);
}

export interface TransactionRow {
  id: string;
  kind: LedgerTransactionKind;
  paymentId: string | null;
  payoutId: string | null;
  topUpId: string | null;
  withdrawalId: string | null;
  disbursementId: string | null;
  providerPayoutId: string | null;
  memo: string;
  createdAt?: Date;
}

/** An entry of a transaction; the database adds it to its account's balance (trigger). */
export interface EntryRow {
  transactionId: string;
  accountId: string;
  amountMinor: number;
  currency: string;
  createdAt?: Date;
}

/**
 * The arguments of the database's `ledger_post` (migration 0041), which writes the transactions
 * and then their entries in the order given: two JSON arrays, two parameters however many rows.
 */
export const ledgerPostArguments = (transactions: readonly TransactionRow[], entries: readonly EntryRow[]) =>
  sql`${JSON.stringify(transactions)}::jsonb, ${JSON.stringify(entries)}::jsonb`;

/**
 * Transactions and their entries in one statement (a payment's posting, under its business's
 * lock, is one round trip); the entries in the order given (sorted by account key by the caller,
 * the order their balance updates lock the accounts in).
 */
export async function insertTransactionsWithEntries(
  executor: Executor,
  transactions: readonly TransactionRow[],
  entries: readonly EntryRow[],
): Promise<void> {
  if (transactions.length === 0) return;
  await executor.execute(sql`select ledger_post(${ledgerPostArguments(transactions, entries)})`);
}

export async function accountBalance(executor: Executor, ref: AccountRef): Promise<number> {
  const [row] = await executor
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, accountKey(ref)))
    .limit(1);
  return row?.balance ?? 0;
}

/**
 * Locks one account's row until the transaction ends and answers its balance (0 when the account
 * does not exist yet). A wallet payment or withdrawal locks the wallet before checking it covers
 * the amount, so two of them at once cannot both spend the same money.
 */
export async function lockAccountBalance(executor: Executor, ref: AccountRef): Promise<number> {
  const [row] = await executor
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, accountKey(ref)))
    // NO KEY UPDATE: it queues behind postings' balance updates, not behind the KEY SHARE that
    // inserting an entry takes on its account.
    .for('no key update');
  return row?.balance ?? 0;
}

/** Integrity check: accounts whose kept balance differs from the sum of their entries, and unbalanced transactions. */
export async function findInconsistencies(executor: Executor): Promise<{ accounts: string[]; transactions: string[] }> {
  const accounts = await executor.execute(sql`
    select a.key from ledger_accounts a
    left join ledger_entries e on e.account_id = a.id
    group by a.id, a.key, a.balance_minor
    having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`);
  const transactions = await executor.execute(sql`
    select transaction_id as id from ledger_entries
    group by transaction_id, currency
    having sum(amount_minor) <> 0`);
  return {
    accounts: rowsOf<{ key: string }>(accounts).map((r) => r.key),
    transactions: rowsOf<{ id: string }>(transactions).map((r) => r.id),
  };
}

export async function sumOfAccount(executor: Executor, ref: AccountRef): Promise<number> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.key, accountKey(ref))));
  return Number(row?.total ?? 0);
}

/** What the provider has taken back for a payment's or a top-up's disputes and not given back. */
export async function disputedHeldFor(
  executor: Executor,
  owner: { paymentId: string } | { topUpId: string },
): Promise<number> {
  const [row] = await executor
    .select({ held: sql<string | number>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        'paymentId' in owner
          ? eq(ledgerTransactions.paymentId, owner.paymentId)
          : eq(ledgerTransactions.topUpId, owner.topUpId),
        eq(ledgerAccounts.kind, 'disputed_funds'),
      ),
    );
  return Number(row?.held ?? 0);
}

/** Every entry on the accounts a user owns (their wallet), oldest first, with its transaction: the data export. */
export function entriesOfOwner(executor: Executor, ownerId: string) {
  return executor
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerEntries.transactionId,
      account: ledgerAccounts.key,
      accountKind: ledgerAccounts.kind,
      amountMinor: ledgerEntries.amountMinor,
      currency: ledgerEntries.currency,
      transactionKind: ledgerTransactions.kind,
      memo: ledgerTransactions.memo,
      paymentId: ledgerTransactions.paymentId,
      payoutId: ledgerTransactions.payoutId,
      topUpId: ledgerTransactions.topUpId,
      withdrawalId: ledgerTransactions.withdrawalId,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerAccounts.ownerId, ownerId))
    .orderBy(ledgerEntries.id);
}
