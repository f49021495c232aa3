import {
  feesByMonthSchema,
  financeDisputesSchema,
  JOURNAL_CSV_COLUMNS,
  paymentSchema,
  reconcileNowResponseSchema,
  reconciliationDetailSchema,
  trialBalanceSchema,
} from '@grove/contracts';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { checkMoneyInvariants } from '../src/modules/integrity/invariants.js';
import { SANDBOX_TEST_CARDS } from '../src/providers/payments/sandbox.js';
import { ManualClock } from './helpers/clock.js';
import {
  addBankAccount,
  insertInvestor,
  insertProject,
  invest,
  makeOperator,
  payWithCard,
  topUpWithCard,
  type Investor,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Issue 23, the books: reconciliation with the provider's own book, the trial balance, fees per
 * month, open disputes and the journal an accountant loads.
 */
let t: TestApp;
let operator: Investor;
const clock = new ManualClock();

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
  operator = await insertInvestor(t);
  await makeOperator(t, operator.id);
});
afterAll(async () => t.close());

const admin = (method: 'GET' | 'POST', url: string) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/finance${url}`,
    headers: operator.headers,
    ...(method === 'POST' ? { payload: {} } : {}),
  });

async function paid(investor: Investor, projectId: string, amount: number, card: string = SANDBOX_TEST_CARDS.succeeds) {
  const answer = await invest(t.app, investor, { project_id: projectId, amount });
  expect(answer.statusCode, answer.body).toBe(201);
  const created = paymentSchema.parse(answer.json());
  await payWithCard(t.app, created.checkout_url!, card);
  await t.runJobs();
  return created;
}

async function reconcile() {
  const answer = await admin('POST', '/reconciliations');
  expect(answer.statusCode, answer.body).toBe(200);
  return reconcileNowResponseSchema.parse(answer.json()).runs.find((run) => run.currency === 'USD')!;
}

describe('reconciliation with the provider', () => {
  it('matches every movement of a busy day: investments, a refund, disputes, a top-up, a withdrawal, the payout to our bank', async () => {
    const projectId = await insertProject(t);
    const [a, b, c] = [await insertInvestor(t), await insertInvestor(t), await insertInvestor(t)];
    await paid(a, projectId, 700, SANDBOX_TEST_CARDS.amex);
    const cancelled = await paid(b, projectId, 300);
    await t.app.inject({ method: 'POST', url: `/api/v1/payments/${cancelled.id}/cancel`, headers: b.headers });
    await paid(c, projectId, 200, SANDBOX_TEST_CARDS.disputed);
    // A top-up from a UK card, then a withdrawal of part of it to a bank account.
    await topUpWithCard(t, a, 400, SANDBOX_TEST_CARDS.visaGb);
    const bankAccountId = await addBankAccount(t, a);
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/withdrawals',
      headers: a.headers,
      payload: { amount: 150, currency: 'USD', bank_account_id: bankAccountId },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBeLessThan(300);
    clock.advance(60 * 60_000);
    await t.runJobs();
    // The provider pays its balance out to our bank, as Stripe does daily.
    expect(await t.container.paymentSandboxDashboard.payOutBalances()).toBe(1);
    await t.runJobs();

    const run = await reconcile();
    expect(run).toMatchObject({ unexplained: 0, unmatched: 0, trigger: 'operator' });
    expect(run.matched).toBeGreaterThanOrEqual(6);
    // Everything was paid out: both sides hold nothing, to the cent.
    expect(run.provider_balance).toBe(run.ledger_balance);
    const detail = reconciliationDetailSchema.parse((await admin('GET', `/reconciliations/${run.id}`)).json());
    expect(detail.items).toEqual([]);
    const violations = await checkMoneyInvariants(t.db.db, { now: clock.now(), atRest: false });
    expect(violations, JSON.stringify(violations)).toEqual([]);
  });

  it('lists what one side moved and the other did not, with its amount and age', async () => {
    // The provider moved money for a charge we never heard of, and lost a record of one we booked.
    await t.db.db.execute(sql`insert into sandbox_balance_transactions
      (id, type, source, reference, amount_minor, fee_minor, net_minor, currency, created_at)
      values ('txn_test_stray', 'charge', 'ch_test_stray', '00000000-0000-4000-8000-000000000001', 5000, 175, 4825, 'USD',
              ${clock.now()})`);
    clock.advance(3 * 24 * 60 * 60_000);
    const projectId = await insertProject(t);
    const lost = await paid(await insertInvestor(t), projectId, 100);
    await t.db.db.execute(sql`delete from sandbox_balance_transactions where reference = ${lost.id}`);

    const run = await reconcile();
    expect(run.unmatched).toBe(2);
    expect(run.unexplained).toBe(0); // each difference is listed
    const { items } = reconciliationDetailSchema.parse((await admin('GET', `/reconciliations/${run.id}`)).json());
    expect(items).toHaveLength(2);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          side: 'provider',
          reference: '00000000-0000-4000-8000-000000000001',
          amount: 48.25,
          age_days: 3,
        }),
        expect.objectContaining({ side: 'ledger', reference: lost.id, what: 'fee, payment' }),
      ]),
    );
    // Put the provider's book right again for the tests after.
    await t.db.db.execute(sql`delete from sandbox_balance_transactions where id = 'txn_test_stray'`);
    await t.db.db.execute(sql`delete from provider_balance_transactions where id = 'txn_test_stray'`);
  });

  it('fetches only what is new since the latest movement it holds (less an hour), and the whole day still matches', async () => {
    const before = await reconcile();
    const [{ latest }] = rowsOf<{ latest: Date | string }>(
      await t.db.db.execute(
        sql`select max(created_at) as latest from provider_balance_transactions where currency = 'USD'`,
      ),
    ) as [{ latest: Date | string }];
    const asked: (Date | null)[] = [];
    const provider = t.container.paymentProvider;
    const list = provider.listBalanceTransactions.bind(provider);
    const spy = vi.spyOn(provider, 'listBalanceTransactions').mockImplementation(async (currency, until, after) => {
      asked.push(after ?? null);
      return list(currency, until, after);
    });
    try {
      clock.advance(60_000);
      const projectId = await insertProject(t);
      const payment = await paid(await insertInvestor(t), projectId, 150);
      const run = await reconcile();
      expect(asked).toEqual([new Date(new Date(latest).getTime() - 60 * 60_000)]);
      // The new payment is matched; what the test before left unmatched is still listed.
      expect(run).toMatchObject({ unexplained: 0, unmatched: before.unmatched, matched: before.matched + 1 });
      const { items } = reconciliationDetailSchema.parse((await admin('GET', `/reconciliations/${run.id}`)).json());
      expect(items.map((item) => item.reference)).not.toContain(payment.id);
    } finally {
      spy.mockRestore();
    }
  });

  it('a withdrawal still on its way to the bank is a timing difference, not a break, however old', async () => {
    const investor = await insertInvestor(t);
    await topUpWithCard(t, investor, 200, SANDBOX_TEST_CARDS.succeeds);
    const bankAccountId = await addBankAccount(t, investor);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/withdrawals',
      headers: investor.headers,
      payload: { amount: 50, currency: 'USD', bank_account_id: bankAccountId },
    });
    const withdrawal = made.json() as { id: string };
    // Sent two days ago (as a Stripe Connect transfer leaves our balance at once), not yet paid.
    const twoDaysAgo = new Date(clock.now().getTime() - 2 * 24 * 60 * 60_000);
    await t.db.db.execute(
      sql`update wallet_withdrawals set status = 'sent', sent_at = ${twoDaysAgo} where id = ${withdrawal.id}`,
    );
    await t.db.db.execute(sql`insert into sandbox_balance_transactions
      (id, type, source, reference, amount_minor, fee_minor, net_minor, currency, created_at)
      values ('txn_test_in_transit', 'payout', 'po_test_in_transit', ${withdrawal.id}, -5000, 0, -5000, 'USD', ${twoDaysAgo})`);
    // As the run of two days ago fetched it.
    await t.db.db.execute(sql`insert into provider_balance_transactions
      (provider, id, type, source, reference, amount_minor, fee_minor, net_minor, currency, created_at)
      values ('sandbox', 'txn_test_in_transit', 'payout', 'po_test_in_transit', ${withdrawal.id}, -5000, 0, -5000, 'USD', ${twoDaysAgo})`);
    try {
      const run = await t.container.reconciliation.reconcile('USD', { trigger: 'operator' });
      const { items } = (await t.container.reconciliation.findRun(run.id))!;
      const stale = (item: { occurredAt: Date }) => run.cutoff.getTime() - item.occurredAt.getTime() > 24 * 60 * 60_000;
      expect(items.find((item) => item.reference === withdrawal.id)).toMatchObject({
        side: 'provider',
        amountMinor: -5000,
      });
      // Listed, but not counted among the breaks the daily job raises.
      expect(run.staleUnmatched).toBe(items.filter((item) => stale(item) && item.reference !== withdrawal.id).length);
      // Once it is no longer on its way (here: failed and not booked), it is a break like any other.
      await t.db.db.execute(sql`update wallet_withdrawals set status = 'failed' where id = ${withdrawal.id}`);
      const again = await t.container.reconciliation.reconcile('USD', { trigger: 'operator' });
      expect(again.staleUnmatched).toBe(run.staleUnmatched + 1);
    } finally {
      await t.db.db.execute(sql`delete from sandbox_balance_transactions where id = 'txn_test_in_transit'`);
      await t.db.db.execute(sql`delete from provider_balance_transactions where id = 'txn_test_in_transit'`);
      await t.db.db.execute(
        sql`update wallet_withdrawals set status = 'requested', sent_at = null where id = ${withdrawal.id}`,
      );
      const canceled = await t.app.inject({
        method: 'POST',
        url: `/api/v1/wallet/withdrawals/${withdrawal.id}/cancel`,
        headers: investor.headers,
      });
      expect(canceled.statusCode, canceled.body).toBe(200);
    }
  });

  it('is the console’s only, and refuses what is not a date', async () => {
    const investor = await insertInvestor(t);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/finance/reconciliations',
          headers: investor.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    expect((await admin('GET', '/trial-balance?currency=USD&at=2026-02-30')).statusCode).toBe(400);
    expect((await admin('GET', '/trial-balance?currency=usd')).statusCode).toBe(400);
    expect((await admin('GET', '/journal.csv?from=2026-03-02&to=2026-03-01')).statusCode).toBe(400);
    expect((await admin('GET', '/journal.csv?from=2024-01-01&to=2026-03-01')).statusCode).toBe(400);
    expect((await admin('GET', '/reconciliations/not-a-uuid')).statusCode).toBe(400);
    expect((await admin('GET', '/reconciliations/00000000-0000-4000-8000-000000000009')).statusCode).toBe(404);
  });
});

describe('the books an operator reads', () => {
  const today = () => clock.now().toISOString().slice(0, 10);

  it('a trial balance that balances, with client money against what holds it', async () => {
    const balance = trialBalanceSchema.parse((await admin('GET', `/trial-balance?currency=USD&at=${today()}`)).json());
    expect(balance.total_debit).toBeCloseTo(balance.total_credit, 2);
    expect(balance.rows.map((row) => row.account)).toEqual(
      expect.arrayContaining([
        'provider_clearing',
        'bank',
        'investor_wallet',
        'project_raise',
        'card_fees',
        'processor_fees',
      ]),
    );
    expect(balance.rows.find((row) => row.account === 'processor_fees')!.debit).toBeGreaterThan(0);
    // Client money is all held (the platform's own money is the rest).
    expect(balance.held).toBeGreaterThanOrEqual(balance.client_money);
    // Before anything happened, nothing.
    const before = trialBalanceSchema.parse((await admin('GET', '/trial-balance?currency=USD&at=2020-01-01')).json());
    expect(before.rows).toEqual([]);
  });

  it('fees per month: service, card, the processor’s and the margin', async () => {
    const fees = feesByMonthSchema.parse((await admin('GET', '/fees?currency=USD')).json());
    expect(fees.months).toHaveLength(12);
    const [current] = fees.months;
    expect(current!.month).toBe(today().slice(0, 7));
    expect(current!.processor_fees).toBeGreaterThan(0);
    expect(current!.card_fee_margin).toBeCloseTo(current!.card_fees - current!.processor_fees, 2);
    expect(current!.net).toBeCloseTo(current!.service_fees + current!.card_fee_margin, 2);
  });

  it('open disputes with their deadline for evidence', async () => {
    const projectId = await insertProject(t);
    const disputed = await paid(await insertInvestor(t), projectId, 250, SANDBOX_TEST_CARDS.disputed);
    const { disputes } = financeDisputesSchema.parse((await admin('GET', '/disputes')).json());
    const found = disputes.find((row) => row.id === disputed.id);
    expect(found).toMatchObject({ target: 'investment', project_id: projectId, currency: 'USD' });
    expect(Date.parse(found!.evidence_due_by!) - clock.now().getTime()).toBeGreaterThan(6 * 24 * 60 * 60_000);
  });

  it('a journal CSV with one row per entry, each transaction summing to zero', async () => {
    // The week up to the test clock's day (it has moved on: entries stamped by the database are earlier).
    const weekAgo = new Date(clock.now().getTime() - 7 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const answer = await admin('GET', `/journal.csv?from=${weekAgo}&to=${today()}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const rows = parse(answer.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([...JOURNAL_CSV_COLUMNS]);
    const sums = new Map<string, number>();
    for (const row of rows) {
      const cents = Math.round(Number(row.debit || 0) * 100) - Math.round(Number(row.credit || 0) * 100);
      sums.set(row.transaction_id!, (sums.get(row.transaction_id!) ?? 0) + cents);
    }
    expect(sums.size).toBeGreaterThan(10);
    expect([...sums.values()].every((sum) => sum === 0)).toBe(true);
    expect(rows.some((row) => row.account === 'processor_fees' && row.cause === 'payment')).toBe(true);
    expect(rows.some((row) => row.kind === 'provider_payout' && row.account === 'bank')).toBe(true);
  });
});
