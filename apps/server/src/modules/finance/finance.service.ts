import {
  fromMinorUnits,
  type AccountGroup,
  type FeesByMonth,
  type FinanceAccount,
  type AccountReview,
  type FinanceDisputes,
  type ReconciliationDetail,
  type ReconciliationRun,
  type TrialBalance,
} from '@grove/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { Clock } from '../../lib/clock.js';
import { listAccountReviews, resolveAccountReview } from './account-reviews.js';
import type { Reconciliation, ReconciliationItemRow, ReconciliationRunRow } from './reconciliation.js';

/** Where each account sits on the trial balance, in the order it lists them. */
const ACCOUNT_GROUP: Record<FinanceAccount, AccountGroup> = {
  provider_clearing: 'assets',
  bank: 'assets',
  disputed_funds: 'assets',
  project_raise: 'client_money',
  investor_wallet: 'client_money',
  withdrawals_in_transit: 'client_money',
  refunds_payable: 'client_money',
  platform_fees: 'platform',
  card_fees: 'platform',
  processor_fees: 'platform',
  platform_losses: 'platform',
};
const ACCOUNT_ORDER = Object.keys(ACCOUNT_GROUP) as FinanceAccount[];
const DAY_MS = 24 * 60 * 60_000;

/** The end of a UTC day given as YYYY-MM-DD. */
export const endOfDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS - 1);

/** One journal line: an entry with its transaction. */
export interface JournalRow {
  transactionId: string;
  postedAt: Date;
  kind: string;
  cause: string;
  causeId: string | null;
  memo: string;
  account: string;
  owner: string | null;
  currency: string;
  amountMinor: number;
}

/**
 * The console's Finance page (issue 23): the trial balance at any date, fees per month, open
 * disputes and the accounts under review after one was lost, reconciliation runs and the journal
 * an accountant loads. The ledger is written by the postings (modules/ledger/postings.ts) only.
 */
export function createFinanceService({
  db,
  clock,
  reconciliation,
}: {
  db: Db;
  clock: Clock;
  reconciliation: Reconciliation;
}) {
  const major = (minor: number, currency: string) => fromMinorUnits(minor, currency);

  const toRun = (run: ReconciliationRunRow): ReconciliationRun => ({
    id: run.id,
    currency: run.currency,
    cutoff: run.cutoff.toISOString(),
    trigger: run.trigger,
    provider_balance: major(run.providerBalanceMinor, run.currency),
    ledger_balance: major(run.ledgerBalanceMinor, run.currency),
    unexplained: major(run.unexplainedMinor, run.currency),
    matched: run.matched,
    unmatched: run.unmatched,
    created_at: run.createdAt.toISOString(),
  });

  const toItem = (item: ReconciliationItemRow, currency: string) => ({
    side: item.side,
    reference: item.reference,
    what: item.what,
    amount: major(item.amountMinor, currency),
    occurred_at: item.occurredAt.toISOString(),
    age_days: Math.max(0, Math.floor((clock.now().getTime() - item.occurredAt.getTime()) / DAY_MS)),
  });

  return {
    /** The currencies the ledger holds money in. */
    async currencies(): Promise<string[]> {
      const rows = rowsOf<{ currency: string }>(
        await db.execute(sql`select distinct currency from ledger_accounts order by 1`),
      );
      return rows.map((row) => row.currency);
    },

    async trialBalance(currency: string, day: string): Promise<TrialBalance> {
      const at = endOfDay(day);
      const rows = rowsOf<{ kind: FinanceAccount; n: string }>(
        await db.execute(sql`
          select a.kind, coalesce(sum(e.amount_minor), 0)::text as n
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.currency = ${currency} and e.created_at <= ${at}
          group by a.kind`),
      );
      const balances = new Map(rows.map((row) => [row.kind, Number(row.n)]));
      const listed = ACCOUNT_ORDER.filter((kind) => balances.has(kind));
      const sum = (kinds: readonly FinanceAccount[]) =>
        kinds.reduce((total, kind) => total + (balances.get(kind) ?? 0), 0);
      const debit = listed.reduce((total, kind) => total + Math.max(0, balances.get(kind)!), 0);
      const credit = listed.reduce((total, kind) => total + Math.max(0, -balances.get(kind)!), 0);
      return {
        currency,
        at: at.toISOString(),
        rows: listed.map((kind) => {
          const balance = balances.get(kind)!;
          return {
            account: kind,
            group: ACCOUNT_GROUP[kind],
            debit: major(Math.max(0, balance), currency),
            credit: major(Math.max(0, -balance), currency),
          };
        }),
        total_debit: major(debit, currency),
        total_credit: major(credit, currency),
        client_money: major(-sum(ACCOUNT_ORDER.filter((kind) => ACCOUNT_GROUP[kind] === 'client_money')), currency),
        held: major(sum(['provider_clearing', 'bank', 'disputed_funds']), currency),
      };
    },

    /** The last 12 calendar months (UTC), newest first, months without movement included. */
    async feesByMonth(currency: string): Promise<FeesByMonth> {
      const now = clock.now();
      const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
      const rows = rowsOf<{ month: string; kind: string; n: string }>(
        await db.execute(sql`
          select to_char(date_trunc('month', e.created_at at time zone 'UTC'), 'YYYY-MM') as month, a.kind,
                 sum(e.amount_minor)::text as n
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
          where a.currency = ${currency} and a.kind in ('platform_fees', 'card_fees', 'processor_fees')
            and e.created_at >= ${first}
          group by 1, 2`),
      );
      const of = (month: string, kind: string) =>
        Number(rows.find((row) => row.month === month && row.kind === kind)?.n ?? 0);
      const months = Array.from({ length: 12 }, (_, back) => {
        const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
        const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
        const service = -of(month, 'platform_fees');
        const card = -of(month, 'card_fees');
        const processor = of(month, 'processor_fees');
        return {
          month,
          service_fees: major(service, currency),
          card_fees: major(card, currency),
          processor_fees: major(processor, currency),
          card_fee_margin: major(card - processor, currency),
          net: major(service + card - processor, currency),
        };
      });
      return { currency, months };
    },

    /** Chargebacks not yet decided, the earliest evidence deadline first. */
    async disputes(): Promise<FinanceDisputes> {
      const rows = rowsOf<{
        id: string;
        target: 'investment' | 'top_up';
        dispute_id: string | null;
        email: string;
        project_id: string | null;
        project_name: { en: string } | null;
        total: string;
        currency: string;
        opened_at: Date | string | null;
        created_at: Date | string;
        due: Date | string | null;
      }>(
        await db.execute(sql`
          select p.id::text, 'investment' as target, p.provider_dispute_id as dispute_id, u.email,
                 p.project_id, pr.name as project_name, p.total_minor::text as total, p.currency,
                 p.dispute_opened_at as opened_at, p.created_at, p.dispute_evidence_due_at as due
          from payments p join users u on u.id = p.user_id join projects pr on pr.id = p.project_id
          where p.dispute_status = 'open'
          union all
          select t.id::text, 'top_up', null, u.email, null, null, (t.amount_minor + t.card_fee_minor)::text,
                 t.currency, t.dispute_opened_at, t.created_at, t.dispute_evidence_due_at
          from wallet_top_ups t join users u on u.id = t.user_id
          where t.dispute_status = 'open'
          order by due nulls last, opened_at nulls last`),
      );
      const iso = (value: Date | string) => new Date(value).toISOString();
      return {
        disputes: rows.map((row) => ({
          id: row.id,
          target: row.target,
          dispute_id: row.dispute_id,
          investor_email: row.email,
          project_id: row.project_id,
          project_name: row.project_name?.en ?? null,
          amount: major(Number(row.total), row.currency),
          currency: row.currency,
          opened_at: iso(row.opened_at ?? row.created_at),
          evidence_due_by: row.due ? iso(row.due) : null,
        })),
      };
    },

    /** Investors' accounts flagged after a lost chargeback. */
    accountReviews(state: 'open' | 'resolved'): Promise<AccountReview[]> {
      return listAccountReviews(db, state);
    },

    resolveAccountReview(operatorId: string, id: string, resolution: string): Promise<void> {
      return resolveAccountReview(db, { id, operatorId, resolution, at: clock.now() });
    },

    async runs(currency: string | undefined): Promise<ReconciliationRun[]> {
      return (await reconciliation.listRuns(currency)).map(toRun);
    },

    async run(id: string): Promise<ReconciliationDetail | null> {
      const found = await reconciliation.findRun(id);
      if (!found) return null;
      return { run: toRun(found.run), items: found.items.map((item) => toItem(item, found.run.currency)) };
    },

    async reconcileNow(operatorId: string): Promise<ReconciliationRun[]> {
      return (await reconciliation.reconcileAll({ trigger: 'operator', operatorId })).map(toRun);
    },

    /** Every ledger entry posted in [from, to] (UTC days, both included), in posting order. */
    async journal(from: string, to: string): Promise<JournalRow[]> {
      const rows = rowsOf<{
        transaction_id: string;
        posted_at: Date | string;
        kind: string;
        payment_id: string | null;
        payout_id: string | null;
        top_up_id: string | null;
        withdrawal_id: string | null;
        disbursement_id: string | null;
        provider_payout_id: string | null;
        memo: string;
        account: string;
        owner: string | null;
        currency: string;
        amount: string;
      }>(
        await db.execute(sql`
          select x.id::text as transaction_id, x.created_at as posted_at, x.kind,
                 x.payment_id::text, x.payout_id::text, x.top_up_id::text, x.withdrawal_id::text,
                 x.disbursement_id::text, x.provider_payout_id, x.memo,
                 a.kind as account, a.owner_id as owner, e.currency, e.amount_minor::text as amount
          from ledger_entries e
          join ledger_transactions x on x.id = e.transaction_id
          join ledger_accounts a on a.id = e.account_id
          where x.created_at >= ${new Date(`${from}T00:00:00.000Z`)} and x.created_at <= ${endOfDay(to)}
          order by x.created_at, x.id, e.id`),
      );
      return rows.map((row) => {
        const causes = [
          ['payment', row.payment_id],
          ['business_payout', row.payout_id],
          ['top_up', row.top_up_id],
          ['withdrawal', row.withdrawal_id],
          ['disbursement', row.disbursement_id],
          ['provider_payout', row.provider_payout_id],
        ] as const;
        const cause = causes.find(([, id]) => id !== null);
        return {
          transactionId: row.transaction_id,
          postedAt: new Date(row.posted_at),
          kind: row.kind,
          cause: cause?.[0] ?? '',
          causeId: cause?.[1] ?? null,
          memo: row.memo,
          account: row.account,
          owner: row.owner,
          currency: row.currency,
          amountMinor: Number(row.amount),
        };
      });
    },
  };
}
export type FinanceService = ReturnType<typeof createFinanceService>;
