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

/** The ids of the accounts, made on first use (one row per key, whoever comes first). */
export async function ensureAccounts(executor: Executor, refs: readonly AccountRef[]): Promise<Map<string, string>> {
  // In key order, like every other lock on accounts (a new key's unique-index entry is one).
  const unique = [...new Map(refs.map((ref) => [accountKey(ref), ref])).entries()].sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const find = async () =>
    executor
      .select({ id: ledgerAccounts.id, key: ledgerAccounts.key })
      .from(ledgerAccounts)
      .where(
        inArray(
          ledgerAccounts.key,
          unique.map(([key]) => key),
        ),
      );
  // Accounts are made once and used for ever: read first, and insert only what is missing (one
  // statement instead of two on every posting, several of them under a business's lock).
  const found = await find();
  if (found.length === unique.length) return new Map(found.map((row) => [row.key, row.id]));
  await executor
    .insert(ledgerAccounts)
    .values(unique.map(([key, ref]) => ({ key, kind: ref.kind, ownerId: ref.ownerId, currency: ref.currency })))
    .onConflictDoNothing({ target: ledgerAccounts.key });
  const rows = await find();
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** Rows per insert statement: well under PostgreSQL's 65,535 parameters per statement. */
const CHUNK = 1000;

export async function insertTransactions(
  executor: Executor,
  values: readonly {
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
  }[],
): Promise<void> {
  for (let start = 0; start < values.length; start += CHUNK) {
    await executor.insert(ledgerTransactions).values(values.slice(start, start + CHUNK));
  }
}

/**
 * Transactions and their entries in ONE statement when they fit one (a payment's posting, under
 * its business's lock, is one round trip instead of two); the entries in the order given (sorted
 * by account key by the caller, the order their balance updates lock the accounts in).
 */
export async function insertTransactionsWithEntries(
  executor: Executor,
  transactions: Parameters<typeof insertTransactions>[1],
  entries: Parameters<typeof insertEntries>[1],
): Promise<void> {
  if (transactions.length === 0) return;
  if (transactions.length + entries.length > CHUNK || entries.length === 0) {
    await insertTransactions(executor, transactions);
    await insertEntries(executor, entries);
    return;
  }
  const at = (date: Date | undefined) => (date ? sql`${date.toISOString()}::timestamptz` : sql`now()`);
  const transactionRows = sql.join(
    transactions.map(
      (row) =>
        sql`(${row.id}::uuid, ${row.kind}, ${row.paymentId}::uuid, ${row.payoutId}::uuid, ${row.topUpId}::uuid,
          ${row.withdrawalId}::uuid, ${row.disbursementId}::uuid, ${row.providerPayoutId}, ${row.memo}, ${at(row.createdAt)})`,
    ),
    sql`, `,
  );
  const entryRows = sql.join(
    entries.map(
      (row, index) =>
        sql`(${index}::int, ${row.transactionId}::uuid, ${row.accountId}::uuid, ${row.amountMinor}::bigint, ${row.currency}, ${at(row.createdAt)})`,
    ),
    sql`, `,
  );
  await executor.execute(sql`
    with made as (
      insert into ledger_transactions (id, kind, payment_id, payout_id, top_up_id, withdrawal_id,
        disbursement_id, provider_payout_id, memo, created_at)
      values ${transactionRows}
      returning id
    )
    insert into ledger_entries (transaction_id, account_id, amount_minor, currency, created_at)
    select e.transaction_id, e.account_id, e.amount_minor, e.currency, e.created_at
    from (values ${entryRows}) as e(position, transaction_id, account_id, amount_minor, currency, created_at)
    where e.transaction_id in (select id from made)
    order by e.position`);
}

/** Entries of transactions; the database adds each to its account's balance (trigger). */
export async function insertEntries(
  executor: Executor,
  entries: readonly {
    transactionId: string;
    accountId: string;
    amountMinor: number;
    currency: string;
    createdAt?: Date;
  }[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += CHUNK) {
    await executor.insert(ledgerEntries).values(entries.slice(start, start + CHUNK));
  }
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
