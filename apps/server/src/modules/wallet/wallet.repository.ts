import { WITHDRAWAL_IN_TRANSIT_STATUSES, type TopUpStatus, type WithdrawalStatus } from '@grove/contracts';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { LOCK_RANK, takeLock } from '../../db/lock-order.js';
import {
  bankAccounts,
  ledgerAccounts,
  walletTopUps,
  walletWithdrawals,
  type Localized,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';

export type TopUpRow = typeof walletTopUps.$inferSelect;
export type WithdrawalRow = typeof walletWithdrawals.$inferSelect;

export async function insertTopUp(executor: Executor, values: typeof walletTopUps.$inferInsert): Promise<TopUpRow> {
  const [row] = await executor.insert(walletTopUps).values(values).returning();
  return row!;
}

export async function findTopUp(executor: Executor, id: string): Promise<TopUpRow | null> {
  const [row] = await executor.select().from(walletTopUps).where(eq(walletTopUps.id, id)).limit(1);
  return row ?? null;
}

/** The top-up's row, locked until the transaction ends: the first lock of db/lock-order.ts. */
export async function lockTopUp(executor: Executor, id: string): Promise<TopUpRow | null> {
  takeLock(executor, LOCK_RANK.movement, `top-up ${id}`);
  const [row] = await executor.select().from(walletTopUps).where(eq(walletTopUps.id, id)).for('no key update');
  return row ?? null;
}

export async function findTopUpByIdempotencyKey(executor: Executor, userId: string, key: string) {
  const [row] = await executor
    .select()
    .from(walletTopUps)
    .where(and(eq(walletTopUps.userId, userId), eq(walletTopUps.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** Changes a top-up's fields other than its status. */
export async function updateTopUp(
  executor: Executor,
  id: string,
  set: Partial<Omit<TopUpRow, 'id' | 'userId' | 'status'>>,
): Promise<TopUpRow> {
  const [row] = await executor.update(walletTopUps).set(set).where(eq(walletTopUps.id, id)).returning();
  return row!;
}

/** Moves a top-up from `from`, compare-and-set: null when another worker moved it first. */
export async function moveTopUp(
  executor: Executor,
  id: string,
  from: TopUpStatus,
  set: Partial<Omit<TopUpRow, 'id' | 'userId'>> & { status: TopUpStatus },
): Promise<TopUpRow | null> {
  const [row] = await executor
    .update(walletTopUps)
    .set(set)
    .where(and(eq(walletTopUps.id, id), eq(walletTopUps.status, from)))
    .returning();
  return row ?? null;
}

export function listTopUps(executor: Executor, userId: string, statuses: readonly TopUpStatus[]) {
  return executor
    .select()
    .from(walletTopUps)
    .where(and(eq(walletTopUps.userId, userId), inArray(walletTopUps.status, [...statuses])))
    .orderBy(desc(walletTopUps.createdAt))
    .limit(20);
}

/** Pending top-ups whose checkout time is over, oldest first. */
export function listOverdueTopUps(executor: Executor, now: Date, limit: number) {
  return executor
    .select({ id: walletTopUps.id, providerSessionId: walletTopUps.providerSessionId })
    .from(walletTopUps)
    .where(and(eq(walletTopUps.status, 'pending'), lte(walletTopUps.expiresAt, now)))
    .orderBy(asc(walletTopUps.expiresAt))
    .limit(limit);
}

export async function insertWithdrawal(
  executor: Executor,
  values: typeof walletWithdrawals.$inferInsert,
): Promise<WithdrawalRow> {
  const [row] = await executor.insert(walletWithdrawals).values(values).returning();
  return row!;
}

/** The withdrawal's row, locked until the transaction ends: the first lock of db/lock-order.ts. */
export async function lockWithdrawal(executor: Executor, id: string): Promise<WithdrawalRow | null> {
  takeLock(executor, LOCK_RANK.movement, `withdrawal ${id}`);
  const [row] = await executor
    .select()
    .from(walletWithdrawals)
    .where(eq(walletWithdrawals.id, id))
    .for('no key update');
  return row ?? null;
}

export async function findWithdrawalByIdempotencyKey(executor: Executor, userId: string, key: string) {
  const [row] = await executor
    .select()
    .from(walletWithdrawals)
    .where(and(eq(walletWithdrawals.userId, userId), eq(walletWithdrawals.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** Moves a withdrawal from `from`, compare-and-set: null when another worker moved it first. */
export async function moveWithdrawal(
  executor: Executor,
  id: string,
  from: WithdrawalStatus,
  set: Partial<Omit<WithdrawalRow, 'id' | 'userId'>> & { status: WithdrawalStatus },
): Promise<WithdrawalRow | null> {
  const [row] = await executor
    .update(walletWithdrawals)
    .set(set)
    .where(and(eq(walletWithdrawals.id, id), eq(walletWithdrawals.status, from)))
    .returning();
  return row ?? null;
}

/** Withdrawals still on their way whose send time passed before `before`, oldest first. */
export function listStuckWithdrawals(executor: Executor, before: Date, limit: number) {
  return executor
    .select({ id: walletWithdrawals.id, status: walletWithdrawals.status })
    .from(walletWithdrawals)
    .where(
      and(
        inArray(walletWithdrawals.status, [...WITHDRAWAL_IN_TRANSIT_STATUSES]),
        lte(walletWithdrawals.sendAt, before),
      ),
    )
    .orderBy(asc(walletWithdrawals.sendAt))
    .limit(limit);
}

export async function findWithdrawal(executor: Executor, id: string): Promise<WithdrawalRow | null> {
  const [row] = await executor.select().from(walletWithdrawals).where(eq(walletWithdrawals.id, id)).limit(1);
  return row ?? null;
}

/** Changes a withdrawal's fields other than its status. */
export async function updateWithdrawal(
  executor: Executor,
  id: string,
  set: Partial<Omit<WithdrawalRow, 'id' | 'userId' | 'status'>>,
): Promise<WithdrawalRow> {
  const [row] = await executor.update(walletWithdrawals).set(set).where(eq(walletWithdrawals.id, id)).returning();
  return row!;
}

export function listWithdrawals(executor: Executor, userId: string, limit = 20) {
  return executor
    .select()
    .from(walletWithdrawals)
    .where(eq(walletWithdrawals.userId, userId))
    .orderBy(desc(walletWithdrawals.createdAt))
    .limit(limit);
}

/** Each wallet of the user: currency and what it holds (positive, never -0; wallets are credit-normal). */
export async function walletBalances(executor: Executor, userId: string) {
  const rows = await executor
    .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'investor_wallet'), eq(ledgerAccounts.ownerId, userId)))
    .orderBy(ledgerAccounts.currency);
  return rows.map((row) => ({ currency: row.currency, balanceMinor: 0 - row.balance }));
}

/** What withdrawals on their way hold, per currency. */
export async function withdrawingByCurrency(executor: Executor, userId: string): Promise<Map<string, number>> {
  const rows = await executor
    .select({ currency: walletWithdrawals.currency, total: sql<string>`sum(${walletWithdrawals.amountMinor})` })
    .from(walletWithdrawals)
    .where(
      and(eq(walletWithdrawals.userId, userId), inArray(walletWithdrawals.status, [...WITHDRAWAL_IN_TRANSIT_STATUSES])),
    )
    .groupBy(walletWithdrawals.currency);
  return new Map(rows.map((row) => [row.currency, Number(row.total)]));
}

export interface WalletMovementRow {
  id: string;
  amount_minor: string | number;
  currency: string;
  created_at: string | Date;
  kind: 'payment' | 'refund' | 'payout' | 'top_up' | 'withdrawal' | 'fee' | 'dispute';
  reference_id: string | null;
  /** The withdrawal's status, for a withdrawal's entries (a returned one is told apart from a canceled one). */
  withdrawal_status: WithdrawalStatus | null;
  project_id: string | null;
  project_name: Localized | null;
}

/**
 * Every entry on the user's wallets, newest first, with what it belongs to: the ledger is the
 * history, so the wallet's history and its balance cannot disagree.
 */
export async function listWalletMovements(executor: Executor, userId: string, limit: number) {
  const result = await executor.execute(sql`
    select e.id::text as id, e.amount_minor, e.currency, e.created_at, t.kind,
      coalesce(t.payment_id, t.payout_id, t.top_up_id, t.withdrawal_id)::text as reference_id,
      pr.id as project_id, pr.name as project_name, w.status as withdrawal_status
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id
    join ledger_transactions t on t.id = e.transaction_id
    left join payments p on p.id = t.payment_id
    left join payouts po on po.id = t.payout_id
    left join wallet_withdrawals w on w.id = t.withdrawal_id
    left join projects pr on pr.id = coalesce(p.project_id, po.project_id)
    where a.kind = 'investor_wallet' and a.owner_id = ${userId}
    order by e.id desc
    limit ${limit}`);
  return rowsOf<WalletMovementRow>(result);
}

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export async function insertBankAccount(
  executor: Executor,
  values: typeof bankAccounts.$inferInsert,
): Promise<BankAccountRow> {
  const [row] = await executor.insert(bankAccounts).values(values).returning();
  return row!;
}

/** The user's bank accounts not removed, oldest first. */
export function listBankAccounts(executor: Executor, userId: string) {
  return executor
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.removedAt)))
    .orderBy(asc(bankAccounts.createdAt));
}

/** The provider's ids of every bank account the user added with it, removed ones too, oldest first. */
export async function providerAccountIdsOf(executor: Executor, userId: string, provider: string): Promise<string[]> {
  const rows = await executor
    .select({ id: bankAccounts.providerAccountId })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.provider, provider)))
    .orderBy(asc(bankAccounts.createdAt));
  return rows.map((row) => row.id);
}

/** One of the user's bank accounts (removed ones too: a past withdrawal names its account). */
export async function findBankAccount(executor: Executor, userId: string, id: string): Promise<BankAccountRow | null> {
  const [row] = await executor
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findBankAccountsByIds(executor: Executor, ids: string[]): Promise<BankAccountRow[]> {
  if (ids.length === 0) return [];
  return executor.select().from(bankAccounts).where(inArray(bankAccounts.id, ids));
}

export async function removeBankAccount(executor: Executor, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await executor
    .update(bankAccounts)
    .set({ removedAt: at })
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId), isNull(bankAccounts.removedAt)))
    .returning({ id: bankAccounts.id });
  return rows.length > 0;
}

/** A user's wallet money still on its way: pending top-ups, withdrawals not final, open disputes of top-ups. */
export async function countUnsettledWalletMoves(executor: Executor, userId: string): Promise<number> {
  const [topUps] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(walletTopUps)
    .where(
      and(
        eq(walletTopUps.userId, userId),
        sql`(${walletTopUps.status} = 'pending' or ${walletTopUps.disputeStatus} = 'open')`,
      ),
    );
  const [withdrawals] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(walletWithdrawals)
    .where(
      and(eq(walletWithdrawals.userId, userId), inArray(walletWithdrawals.status, [...WITHDRAWAL_IN_TRANSIT_STATUSES])),
    );
  return (topUps?.count ?? 0) + (withdrawals?.count ?? 0);
}

/** Every top-up and withdrawal of the user, newest first (the data export). */
export async function allWalletMovesOf(executor: Executor, userId: string) {
  const [topUps, withdrawals] = await Promise.all([
    executor.select().from(walletTopUps).where(eq(walletTopUps.userId, userId)).orderBy(desc(walletTopUps.createdAt)),
    executor
      .select()
      .from(walletWithdrawals)
      .where(eq(walletWithdrawals.userId, userId))
      .orderBy(desc(walletWithdrawals.createdAt)),
  ]);
  return { topUps, withdrawals };
}
