import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { NEVER_NEGATIVE_ASSETS, NEVER_NEGATIVE_LIABILITIES } from '../../db/schema/index.js';

/**
 * The money invariants (docs/architecture.md, "Money invariants"), each stated in words and
 * checked in the data. The app checks them on a schedule (integrity.service.ts) and an operator
 * can run them from the console; the tests and the money simulation check them after every step.
 * Each check answers the rows that break its rule: none when it holds.
 */
export interface Violation {
  invariant: string;
  detail: Record<string, unknown>;
}

export interface Invariant {
  id: string;
  rule: string;
  /** Holds once the provider is quiet and the jobs have run, not necessarily between steps. */
  atRestOnly?: boolean;
  query: (now: Date) => SQL;
}

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const MONEY_INVARIANTS: readonly Invariant[] = [
  {
    id: 'ledger.balanced',
    rule: 'Every ledger transaction sums to zero in each currency, and every account balance is the sum of its entries.',
    query: () => sql`
      select 'transaction' as what, transaction_id::text as id, currency, sum(amount_minor)::text as off
        from ledger_entries group by transaction_id, currency having sum(amount_minor) <> 0
      union all
      select 'account', a.key, a.currency, (a.balance_minor - coalesce(sum(e.amount_minor), 0))::text
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id, a.key, a.currency, a.balance_minor having a.balance_minor <> coalesce(sum(e.amount_minor), 0)`,
  },
  {
    id: 'ledger.never_negative',
    rule: 'Wallets, raise accounts, withdrawals in transit and refunds owed never go below zero; neither do disputed funds or losses.',
    query: () => sql`
      select key, balance_minor::text from ledger_accounts
      where (kind in (${list(NEVER_NEGATIVE_LIABILITIES)}) and balance_minor > 0)
         or (kind in (${list(NEVER_NEGATIVE_ASSETS)}) and balance_minor < 0)`,
  },
  {
    id: 'raise.raised_is_held',
    rule: "A business's raised amount is the sum of its held (succeeded) investments; its investor count is their distinct holders.",
    query: () => sql`
      select p.id, p.raised_minor::text as raised, coalesce(h.held, 0)::text as held,
             p.investor_count, coalesce(h.holders, 0) as holders
      from projects p
      left join (select project_id, sum(amount_minor) as held, count(distinct user_id)::int as holders
                 from payments where status = 'succeeded' group by project_id) h on h.project_id = p.id
      where p.raised_minor <> coalesce(h.held, 0) or p.investor_count <> coalesce(h.holders, 0)`,
  },
  {
    id: 'raise.ledger',
    rule: "A business's raise account holds its raised amount less what was sent to it, plus what the platform bore for investments taken back after that.",
    query: () => sql`
      select p.id, p.raised_minor::text as raised, coalesce(-r.balance_minor, 0)::text as raise_account,
             coalesce(d.sent, 0)::text as disbursed, coalesce(l.balance_minor, 0)::text as borne
      from projects p
      left join ledger_accounts r on r.key = 'project_raise:' || p.id || ':' || p.currency
      left join (select project_id, sum(amount_minor) as sent from disbursements group by project_id) d on d.project_id = p.id
      left join ledger_accounts l on l.key = 'platform_losses:' || p.id || ':' || p.currency
      where coalesce(-r.balance_minor, 0) <> p.raised_minor - coalesce(d.sent, 0) + coalesce(l.balance_minor, 0)`,
  },
  {
    id: 'raise.reserved',
    rule: 'What a business holds reserved is the sum of its open payments’ reservations and its live waitlist offers’ holds, and raised plus reserved never passes the target (no overfunding).',
    query: () => sql`
      select p.id, p.reserved_minor::text as reserved, coalesce(o.held, 0)::text as open_reservations,
             p.raised_minor::text as raised, p.target_minor::text as target, coalesce(w.held, 0)::text as offers
      from projects p
      left join (select project_id, sum(reserved_minor) as held from payments
                 where status in ('pending', 'processing') group by project_id) o on o.project_id = p.id
      left join (select project_id, sum(offered_minor) as held from waitlist_entries
                 where state = 'offered' group by project_id) w on w.project_id = p.id
      where p.reserved_minor <> coalesce(o.held, 0) + coalesce(w.held, 0)
         or p.raised_minor + p.reserved_minor > p.target_minor
      union all
      select pay.project_id, pay.reserved_minor::text, pay.status, pay.id::text, null, null
      from payments pay
      where (pay.status in ('pending', 'processing')) <> (pay.reserved_minor > 0)`,
  },
  {
    id: 'waitlist.held_while_offered',
    rule: 'A waitlist entry holds room only while it is offered, never more than its investor asked for, with the time the offer ends; one live place per investor and business.',
    query: () => sql`
      select w.id::text, w.project_id, w.state, w.offered_minor::text as held, w.amount_minor::text as amount
      from waitlist_entries w
      where (w.state <> 'offered' and w.offered_minor <> 0)
         or (w.state = 'offered' and (w.offered_minor <= 0 or w.offered_minor > w.amount_minor
             or w.offer_expires_at is null))
      union all
      select min(w.id::text), w.project_id, 'duplicate', count(*)::text, w.user_id::text
      from waitlist_entries w where w.state in ('waiting', 'offered')
      group by w.project_id, w.user_id having count(*) > 1`,
  },
  {
    id: 'raise.all_or_nothing',
    rule: 'A raise closed as funded holds at least its minimum to succeed (once final and at work, a chargeback or a refund at the provider is the platform’s to bear, not a reason to reopen); a refunded round holds and awaits no money.',
    query: () => sql`
      select p.id, p.status, p.raised_minor::text as raised, coalesce(p.min_raise_minor, p.target_minor)::text as minimum
      from projects p
      where (p.status = 'funded' and p.raised_minor < coalesce(p.min_raise_minor, p.target_minor))
         or (p.status = 'refund_completed' and exists (
               select 1 from payments pay where pay.project_id = p.id
               and pay.status in ('pending', 'processing', 'succeeded')))`,
  },
  {
    id: 'raise.final_before_disbursement',
    rule: 'A raise is sent to its business only once its money is final: no investment it holds could still be cancelled then, and no reservation is live.',
    query: () => sql`
      select d.project_id, pay.id::text as payment, pay.cancel_deadline, d.created_at as disbursed_at
      from disbursements d join payments pay on pay.project_id = d.project_id
      where pay.status = 'succeeded' and pay.cancel_deadline > d.created_at
      union all
      select d.project_id, null, null, d.created_at from disbursements d
      join projects p on p.id = d.project_id where p.reserved_minor > 0`,
  },
  {
    id: 'payout.after_disbursement',
    rule: 'No payout before the raise was sent to the business.',
    query: () => sql`
      select po.id::text as payout, po.project_id, po.created_at
      from payouts po left join disbursements d on d.project_id = po.project_id
      where d.id is null or d.created_at > po.created_at`,
  },
  {
    id: 'payout.shares_final',
    rule: 'A payout is shared only among investments that held money and could no longer be cancelled when it was made; a refunded or cancelled investment holds no share.',
    query: () => sql`
      select a.payout_id::text as payout, a.payment_id::text as payment, pay.status, pay.cancel_deadline, po.created_at
      from payout_allocations a
      join payouts po on po.id = a.payout_id
      join payments pay on pay.id = a.payment_id
      where pay.paid_at is null or pay.cancel_deadline is null or pay.cancel_deadline > po.created_at
         or exists (select 1 from payment_events e where e.payment_id = pay.id
                    and e.from_status = 'succeeded' and e.to_status <> 'succeeded' and e.created_at < po.created_at)`,
  },
  {
    id: 'payout.sums',
    rule: "A payout's shares sum to it, and each investor's wallet was credited exactly their shares.",
    query: () => sql`
      select po.id::text as payout, po.amount_minor::text as amount, coalesce(s.shares, 0)::text as shares
      from payouts po
      left join (select payout_id, sum(amount_minor) as shares from payout_allocations group by payout_id) s
        on s.payout_id = po.id
      where po.amount_minor <> coalesce(s.shares, 0)
      union all
      select t.payout_id::text, a.owner_id, (-e.amount_minor)::text
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.kind = 'investor_wallet'
      where t.payout_id is not null and -e.amount_minor <> (
        select coalesce(sum(pa.amount_minor), 0) from payout_allocations pa
        where pa.payout_id = t.payout_id and pa.user_id::text = a.owner_id)`,
  },
  {
    id: 'revenue.paid_as_computed',
    rule: 'A revenue report is paid out by one payout of exactly what it computed, to its own business, in its currency.',
    query: () => sql`
      select r.id::text as report, r.due_minor::text as due, po.amount_minor::text as paid, po.project_id, po.currency
      from revenue_reports r join payouts po on po.id = r.payout_id
      where po.amount_minor <> r.due_minor or po.project_id <> r.project_id or po.currency <> r.currency`,
  },
  {
    id: 'revenue.due_adds_up',
    rule: "A report's due is its parts: nothing before the first-payment window, the revenue share and the settlement while the contract minimum is unmet, the profit share after.",
    query: () => sql`
      select id::text as report, phase, due_minor::text as due, breakdown::text from revenue_reports
      where due_minor <> (breakdown->>'revenueShareMinor')::bigint + (breakdown->>'settlementMinor')::bigint
                         + (breakdown->>'profitShareMinor')::bigint
         or (phase = 'before_window' and due_minor <> 0)
         or (phase <> 'minimum' and ((breakdown->>'revenueShareMinor')::bigint <> 0
                                     or (breakdown->>'settlementMinor')::bigint <> 0))
         or (phase <> 'profit_share' and (breakdown->>'profitShareMinor')::bigint <> 0)`,
  },
  {
    id: 'revenue.within_minimum',
    rule: 'Until the contract minimum is reached a business owes no more than it: the periods up to a minimum-phase report compute at most the minimum in all, and a profit share is computed only once the periods before it computed all of it.',
    query: () => sql`
      select r.id::text as report, r.phase, r.period, (r.breakdown->>'contractMinimumMinor') as minimum,
             (select coalesce(sum(e.due_minor), 0) from revenue_reports e
               where e.project_id = r.project_id and e.period < r.period)::text as before
      from revenue_reports r
      where (r.phase = 'minimum' and (select coalesce(sum(e.due_minor), 0) from revenue_reports e
                                       where e.project_id = r.project_id and e.period <= r.period)
                                     > (r.breakdown->>'contractMinimumMinor')::bigint)
         or (r.phase = 'profit_share' and (select coalesce(sum(e.due_minor), 0) from revenue_reports e
                                            where e.project_id = r.project_id and e.period < r.period)
                                          < (r.breakdown->>'contractMinimumMinor')::bigint)`,
  },
  {
    id: 'refunds.held',
    rule: 'Money owed back to payers (investments being refunded, captures we could not keep) is held apart, and nobody can spend it: the account equals the payments being refunded.',
    query: () => sql`
      select c.currency, coalesce(-a.balance_minor, 0)::text as held, coalesce(r.owed, 0)::text as owed
      from (select distinct currency from ledger_accounts union select distinct currency from payments) c
      left join ledger_accounts a on a.key = 'refunds_payable:platform:' || c.currency
      left join (select currency, sum(total_minor) as owed from payments where status = 'refunding' group by currency) r
        on r.currency = c.currency
      where coalesce(-a.balance_minor, 0) <> coalesce(r.owed, 0)`,
  },
  {
    id: 'withdrawals.in_transit',
    rule: 'Withdrawals on their way are what the in-transit account holds.',
    query: () => sql`
      select c.currency, coalesce(-a.balance_minor, 0)::text as in_transit, coalesce(w.requested, 0)::text as requested
      from (select distinct currency from ledger_accounts union select distinct currency from wallet_withdrawals) c
      left join ledger_accounts a on a.key = 'withdrawals_in_transit:platform:' || c.currency
      left join (select currency, sum(amount_minor) as requested from wallet_withdrawals
                 where status in ('requested', 'sent') group by currency) w on w.currency = c.currency
      where coalesce(-a.balance_minor, 0) <> coalesce(w.requested, 0)`,
  },
  {
    id: 'disputes.held',
    rule: 'Money the provider took back for a dispute stays counted as disputed only while the dispute is open.',
    // Between steps a dispute's events may arrive in any order; once they have all arrived it holds.
    atRestOnly: true,
    query: () => sql`
      select coalesce(t.payment_id, t.top_up_id)::text as charge,
             coalesce(pay.dispute_status, top.dispute_status) as dispute_status, sum(e.amount_minor)::text as held
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id and a.kind = 'disputed_funds'
      join ledger_transactions t on t.id = e.transaction_id
      left join payments pay on pay.id = t.payment_id
      left join wallet_top_ups top on top.id = t.top_up_id
      group by coalesce(t.payment_id, t.top_up_id), coalesce(pay.dispute_status, top.dispute_status)
      having sum(e.amount_minor) <> 0 and coalesce(pay.dispute_status, top.dispute_status) is distinct from 'open'`,
  },
  {
    id: 'disputes.lost_reviewed',
    rule: 'Every chargeback lost flags its investor’s account for an operator: one review per payment or top-up.',
    query: () => sql`
      select 'payment' as what, p.id::text, p.user_id::text from payments p
        where p.dispute_status = 'lost'
          and not exists (select 1 from account_reviews r where r.payment_id = p.id and r.reason = 'dispute_lost')
      union all
      select 'top_up', t.id::text, t.user_id::text from wallet_top_ups t
        where t.dispute_status = 'lost'
          and not exists (select 1 from account_reviews r where r.top_up_id = t.id and r.reason = 'dispute_lost')`,
  },
  {
    id: 'states.final',
    rule: 'Once the provider is quiet and the jobs have run, every payment, top-up and withdrawal has reached a final state: nothing stays processing, refunding, or requested (unless its account is under review) or sent past its send time, no checkout or waitlist offer stays open past its time (nor an offer in a raise that stopped), no open raise outlives its deadline.',
    atRestOnly: true,
    query: (now) => sql`
      select 'payment' as what, id::text, status from payments
        where status in ('processing', 'refunding')
           or (status = 'pending' and reservation_expires_at <= ${now.toISOString()}::timestamptz)
      union all
      select 'top_up', id::text, status from wallet_top_ups
        where status = 'pending' and expires_at <= ${now.toISOString()}::timestamptz
      union all
      select 'withdrawal', w.id::text, w.status from wallet_withdrawals w
        where w.status = 'sent'
           or (w.status = 'requested' and w.send_at <= ${now.toISOString()}::timestamptz
               and not exists (select 1 from account_reviews r where r.user_id = w.user_id and r.resolved_at is null))
      union all
      select 'raise', id, status from projects
        where status in ('fundraising', 'extended') and published_at is not null
          and funding_end <= ${now.toISOString()}::timestamptz
      union all
      select 'waitlist_offer', w.id::text, p.status from waitlist_entries w join projects p on p.id = w.project_id
        where w.state = 'offered'
          and (w.offer_expires_at <= ${now.toISOString()}::timestamptz or p.status not in ('fundraising', 'extended'))`,
  },
];

/**
 * Checks the invariants in the caller's snapshot of the data; `atRest` adds the ones that hold
 * only once the provider is quiet and the jobs have run.
 */
export async function checkMoneyInvariants(
  executor: Executor,
  options: { now: Date; atRest?: boolean },
): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const invariant of MONEY_INVARIANTS) {
    if (invariant.atRestOnly && !options.atRest) continue;
    for (const row of rowsOf<Record<string, unknown>>(await executor.execute(invariant.query(options.now)))) {
      violations.push({ invariant: invariant.id, detail: row });
    }
  }
  return violations;
}
