import { sql } from 'drizzle-orm';
import { LATE_PAYMENT_REASON, type PaymentMethod, type PaymentStatus } from '@grove/contracts';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { Localized } from '../../db/schema/projects.js';

/** One investor's payment with what its confirmation needs: the business's terms, the investor, how it ended. */
export interface ConfirmationRow {
  id: string;
  status: PaymentStatus;
  method: PaymentMethod;
  currency: string;
  amountMinor: number;
  serviceFeeMinor: number;
  serviceFeeBp: number;
  cardFeeMinor: number;
  cardFeeBp: number;
  totalMinor: number;
  paidAt: Date | null;
  cancelDeadline: Date | null;
  failureReason: string | null;
  projectId: string;
  projectName: Localized;
  payoutFormat: Localized;
  structure: Localized;
  expectedReturnBp: number;
  annualYieldBp: number;
  termMonths: number;
  investorName: string | null;
  investorEmail: string;
  /** When the money left the investment (into refunding or refunded from succeeded). */
  endedAt: Date | null;
  /** The key information sheet's version the investor acknowledged (null before sheets existed). */
  kiisVersion: number | null;
}

export async function findConfirmationRow(
  db: Executor,
  userId: string,
  paymentId: string,
): Promise<ConfirmationRow | null> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select p.id, p.status, p.method, p.currency, p.amount_minor, p.service_fee_minor, p.service_fee_bp,
             p.card_fee_minor, p.card_fee_bp, p.total_minor, p.paid_at, p.cancel_deadline, p.failure_reason,
             p.kiis_version,
             pr.id as project_id, pr.name as project_name, pr.payout_format, pr.investment_structure,
             pr.expected_return_bp, pr.annual_yield_bp, pr.investment_term_months,
             coalesce(u.verified_name, u.name) as investor_name, u.email as investor_email,
             ended.created_at as ended_at
      from payments p
      join projects pr on pr.id = p.project_id
      join users u on u.id = p.user_id
      left join lateral (
        select e.created_at from payment_events e
        where e.payment_id = p.id and e.from_status = 'succeeded' and e.to_status in ('refunding', 'refunded')
        order by e.id limit 1
      ) ended on true
      where p.id = ${paymentId} and p.user_id = ${userId}`),
  );
  const row = rows[0];
  if (!row) return null;
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    id: String(row.id),
    status: row.status as PaymentStatus,
    method: row.method as PaymentMethod,
    currency: String(row.currency),
    amountMinor: Number(row.amount_minor),
    serviceFeeMinor: Number(row.service_fee_minor),
    serviceFeeBp: Number(row.service_fee_bp),
    cardFeeMinor: Number(row.card_fee_minor),
    cardFeeBp: Number(row.card_fee_bp),
    totalMinor: Number(row.total_minor),
    paidAt: date(row.paid_at),
    cancelDeadline: date(row.cancel_deadline),
    failureReason: (row.failure_reason as string | null) ?? null,
    projectId: String(row.project_id),
    projectName: row.project_name as Localized,
    payoutFormat: row.payout_format as Localized,
    structure: row.investment_structure as Localized,
    expectedReturnBp: Number(row.expected_return_bp),
    annualYieldBp: Number(row.annual_yield_bp),
    termMonths: Number(row.investment_term_months),
    investorName: (row.investor_name as string | null) ?? null,
    investorEmail: String(row.investor_email),
    endedAt: date(row.ended_at),
    kiisVersion: row.kiis_version === null || row.kiis_version === undefined ? null : Number(row.kiis_version),
  };
}

/** One group of an investor's wallet movements over a period: what moved it, which way, how much (credit positive). */
export interface WalletMovementRow {
  currency: string;
  kind: string;
  /** Whether the movement added to the wallet (the platform owes the investor more). */
  inflow: boolean;
  amountMinor: number;
  count: number;
}

/**
 * The investor's wallet movements in [from, to), by the ledger transaction's kind and direction,
 * dated by the posting; the wallet is credit-normal, so money in is a negative entry.
 */
export async function walletMovements(
  db: Executor,
  userId: string,
  from: Date,
  to: Date,
): Promise<WalletMovementRow[]> {
  const rows = rowsOf<{ currency: string; kind: string; inflow: boolean; amount_minor: string; count: string }>(
    await db.execute(sql`
      select a.currency, t.kind, e.amount_minor < 0 as inflow,
             abs(sum(e.amount_minor))::bigint as amount_minor, count(*)::int as count
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      join ledger_transactions t on t.id = e.transaction_id
      where a.kind = 'investor_wallet' and a.owner_id = ${userId}
        and t.created_at >= ${from} and t.created_at < ${to}
      group by a.currency, t.kind, e.amount_minor < 0
      order by a.currency, t.kind, inflow desc`),
  );
  return rows.map((row) => ({
    currency: row.currency,
    kind: row.kind,
    inflow: Boolean(row.inflow),
    amountMinor: Number(row.amount_minor),
    count: Number(row.count),
  }));
}

/** The investor's wallet balances per currency just before `from` and just before `to`, in one read. */
export async function walletBalancesAround(
  db: Executor,
  userId: string,
  from: Date,
  to: Date,
): Promise<Map<string, { openingMinor: number; closingMinor: number }>> {
  const rows = rowsOf<{ currency: string; opening_minor: string; closing_minor: string }>(
    await db.execute(sql`
      select a.currency,
             (-coalesce(sum(e.amount_minor) filter (where t.created_at < ${from}), 0))::bigint as opening_minor,
             (-coalesce(sum(e.amount_minor) filter (where t.created_at < ${to}), 0))::bigint as closing_minor
      from ledger_accounts a
      left join ledger_entries e on e.account_id = a.id
      left join ledger_transactions t on t.id = e.transaction_id
      where a.kind = 'investor_wallet' and a.owner_id = ${userId}
      group by a.currency`),
  );
  return new Map(
    rows.map((row) => [
      row.currency,
      { openingMinor: Number(row.opening_minor), closingMinor: Number(row.closing_minor) },
    ]),
  );
}

/** An investment paid, or given back, in a period. */
export interface StatementInvestmentRow {
  paymentId: string;
  projectName: Localized;
  currency: string;
  method: PaymentMethod;
  amountMinor: number;
  feesMinor: number;
  totalMinor: number;
  at: Date;
  /** For one given back: why (payments.failure_reason). */
  reason: string | null;
}

const investmentRow = (row: Record<string, unknown>): StatementInvestmentRow => ({
  paymentId: String(row.id),
  projectName: row.project_name as Localized,
  currency: String(row.currency),
  method: row.method as PaymentMethod,
  amountMinor: Number(row.amount_minor),
  feesMinor: Number(row.service_fee_minor) + Number(row.card_fee_minor),
  totalMinor: Number(row.total_minor),
  at: new Date(row.at as string),
  reason: (row.failure_reason as string | null) ?? null,
});

/** What a statement line reads of a payment and its business (the caller says which moment is `at`). */
const INVESTMENT_COLUMNS = sql.raw(`p.id, pr.name as project_name, p.currency, p.method, p.amount_minor,
  p.service_fee_minor, p.card_fee_minor, p.total_minor, p.failure_reason`);

/** Investments paid in [from, to) (late captures, refunded at once, never were). */
export async function investmentsPaidIn(
  db: Executor,
  userId: string,
  from: Date,
  to: Date,
): Promise<StatementInvestmentRow[]> {
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${INVESTMENT_COLUMNS}, p.paid_at as at
      from payments p join projects pr on pr.id = p.project_id
      where p.user_id = ${userId} and p.paid_at >= ${from} and p.paid_at < ${to}
        and p.status in ('succeeded', 'refunding', 'refunded')
        and p.failure_reason is distinct from ${LATE_PAYMENT_REASON}
      order by p.paid_at, p.id`),
  ).map(investmentRow);
}

/** Paid investments whose money went back (cancelled, refunded, charged back) in [from, to), dated by that move. */
export async function investmentsEndedIn(
  db: Executor,
  userId: string,
  from: Date,
  to: Date,
): Promise<StatementInvestmentRow[]> {
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${INVESTMENT_COLUMNS}, ended.created_at as at
      from payments p
      join projects pr on pr.id = p.project_id
      join lateral (
        select e.created_at from payment_events e
        where e.payment_id = p.id and e.from_status = 'succeeded' and e.to_status in ('refunding', 'refunded')
        order by e.id limit 1
      ) ended on true
      where p.user_id = ${userId} and ended.created_at >= ${from} and ended.created_at < ${to}
        and p.failure_reason is distinct from ${LATE_PAYMENT_REASON}
      order by ended.created_at, p.id`),
  ).map(investmentRow);
}

/** Every payout share the investor received before `to`, oldest first, with its investment's amount. */
export interface PayoutShareRow {
  payoutId: string;
  paymentId: string;
  projectName: Localized;
  currency: string;
  amountMinor: number;
  investedMinor: number;
  at: Date;
}

export async function payoutSharesBefore(db: Executor, userId: string, to: Date): Promise<PayoutShareRow[]> {
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select po.id as payout_id, a.payment_id, pr.name as project_name, po.currency, a.amount_minor,
             p.amount_minor as invested_minor, po.created_at as at
      from payout_allocations a
      join payouts po on po.id = a.payout_id
      join payments p on p.id = a.payment_id
      join projects pr on pr.id = po.project_id
      where a.user_id = ${userId} and po.created_at < ${to}
      order by po.created_at, po.id`),
  ).map((row) => ({
    payoutId: String(row.payout_id),
    paymentId: String(row.payment_id),
    projectName: row.project_name as Localized,
    currency: String(row.currency),
    amountMinor: Number(row.amount_minor),
    investedMinor: Number(row.invested_minor),
    at: new Date(row.at as string),
  }));
}

/** The first year the investor had any money movement (a payment or a wallet entry), if any. */
export async function firstActivityAt(db: Executor, userId: string): Promise<Date | null> {
  const rows = rowsOf<{ at: string | null }>(
    await db.execute(sql`
      select least(
        (select min(paid_at) from payments where user_id = ${userId}),
        (select min(t.created_at) from ledger_entries e
           join ledger_accounts a on a.id = e.account_id
           join ledger_transactions t on t.id = e.transaction_id
          where a.kind = 'investor_wallet' and a.owner_id = ${userId})
      ) as at`),
  );
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}

/** The name (as verified) and address a statement is made out to. */
export async function findStatementInvestor(
  db: Executor,
  userId: string,
): Promise<{ name: string; email: string } | null> {
  const rows = rowsOf<{ name: string | null; email: string }>(
    await db.execute(sql`select coalesce(verified_name, name) as name, email from users where id = ${userId}`),
  );
  const row = rows[0];
  return row ? { name: row.name ?? row.email, email: row.email } : null;
}

/** An investor to tell that last year's statement is ready. */
export interface StatementNoticeRecipient {
  userId: string;
  email: string;
  language: string;
}

/**
 * Open accounts with money activity in [from, to) (an investment paid or given back, or a wallet
 * movement: top-ups, payouts, withdrawals) and no notice yet for `year`, a batch at a time.
 */
export async function statementNoticesDue(
  db: Executor,
  year: number,
  from: Date,
  to: Date,
  limit: number,
): Promise<StatementNoticeRecipient[]> {
  return rowsOf<StatementNoticeRecipient>(
    await db.execute(sql`
      select u.id as "userId", u.email, u.language
      from users u
      where u.closed_at is null
        and not exists (select 1 from annual_statement_notices n where n.user_id = u.id and n.year = ${year})
        and (
          exists (select 1 from payments p where p.user_id = u.id and p.paid_at >= ${from} and p.paid_at < ${to})
          or exists (
            select 1 from payments p join payment_events e on e.payment_id = p.id
            where p.user_id = u.id and e.from_status = 'succeeded' and e.to_status in ('refunding', 'refunded')
              and e.created_at >= ${from} and e.created_at < ${to})
          or exists (
            select 1 from ledger_accounts a
            join ledger_entries e on e.account_id = a.id
            join ledger_transactions t on t.id = e.transaction_id
            where a.kind = 'investor_wallet' and a.owner_id = u.id::text
              and t.created_at >= ${from} and t.created_at < ${to})
        )
      order by u.id
      limit ${limit}`),
  );
}

/** Records the notice for (user, year); false when one exists already (another instance or an earlier run sent it). */
export async function claimStatementNotice(db: Executor, userId: string, year: number): Promise<boolean> {
  const rows = rowsOf<{ year: number }>(
    await db.execute(sql`
      insert into annual_statement_notices (user_id, year) values (${userId}, ${year})
      on conflict do nothing
      returning year`),
  );
  return rows.length > 0;
}
