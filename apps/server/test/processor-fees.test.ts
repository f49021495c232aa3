import { paymentSchema, percentOfMinor } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { checkMoneyInvariants } from '../src/modules/integrity/invariants.js';
import { sandboxDisputeFee, sandboxProcessorFee, SANDBOX_TEST_CARDS } from '../src/providers/payments/sandbox.js';
import { ManualClock } from './helpers/clock.js';
import {
  insertInvestor,
  insertProject,
  invest,
  payWithCard,
  topUpWithCard,
  type Investor,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedPaymentEvent } from './helpers/webhooks.js';

/**
 * Issue 23, the processor's real fees: what the processor keeps differs by card and country and
 * stays with it on a refund; the ledger books it from the provider's own book, so the clearing
 * account follows the provider's balance movement by movement.
 */
let t: TestApp;
const clock = new ManualClock();

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
});
afterAll(async () => t.close());

async function paid(investor: Investor, projectId: string, amount: number, card: string) {
  const created = await invest(t.app, investor, { project_id: projectId, amount });
  expect(created.statusCode, created.body).toBe(201);
  const payment = paymentSchema.parse(created.json());
  await payWithCard(t.app, payment.checkout_url!, card);
  await t.runJobs();
  return payment;
}

const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.db.execute(query))[0]!;

/** What the ledger's clearing account and the provider's book each say moved for one of our payments. */
async function sides(reference: string) {
  const ledger = await one<{ n: number }>(sql`
    select coalesce(sum(e.amount_minor), 0)::int as n from ledger_entries e
    join ledger_transactions x on x.id = e.transaction_id join ledger_accounts a on a.id = e.account_id
    where a.kind = 'provider_clearing' and (x.payment_id = ${reference} or x.top_up_id = ${reference})`);
  const provider = await one<{ n: number }>(
    sql`select coalesce(sum(net_minor), 0)::int as n from sandbox_balance_transactions where reference = ${reference}`,
  );
  return { ledger: ledger.n, provider: provider.n };
}

const balance = async (kind: string) =>
  (
    await one<{ n: number }>(
      sql`select coalesce(sum(balance_minor), 0)::int as n from ledger_accounts where kind = ${kind}`,
    )
  ).n;

const paymentFees = (id: string) =>
  one<{ processor: number | null; card: number; total: number; dispute: number }>(
    sql`select processor_fee_minor::int as processor, card_fee_minor::int as card, total_minor::int as total,
        dispute_fee_minor::int as dispute from payments where id = ${id}`,
  );

async function expectInvariants() {
  const violations = await checkMoneyInvariants(t.db.db, { now: clock.now(), atRest: false });
  expect(violations, JSON.stringify(violations)).toEqual([]);
}

describe('the processor keeps its own fee', () => {
  it('differs by card and country, is never the 2.5 % the payer paid, and is booked as an expense', async () => {
    const projectId = await insertProject(t);
    const cards = [SANDBOX_TEST_CARDS.succeeds, SANDBOX_TEST_CARDS.amex, SANDBOX_TEST_CARDS.visaGb];
    const fees: number[] = [];
    for (const card of cards) {
      const payment = await paid(await insertInvestor(t), projectId, 1000, card);
      const row = await paymentFees(payment.id);
      // $1,000 + 5 % service + 2.5 % card fee = $1,075.00 charged.
      expect(row.total).toBe(1075_00);
      expect(row.processor).toBe(sandboxProcessorFee(row.total, 'USD', card));
      expect(row.processor).not.toBe(row.card);
      fees.push(row.processor!);
      expect(await sides(payment.id)).toEqual({
        ledger: row.total - row.processor!,
        provider: row.total - row.processor!,
      });
    }
    // US Visa 2.9 % + 30¢, Amex 3.5 % + 30¢, a UK card 4.4 % + 30¢.
    expect(fees).toEqual([
      percentOfMinor(1075_00, 290) + 30,
      percentOfMinor(1075_00, 350) + 30,
      percentOfMinor(1075_00, 440) + 30,
    ]);
    expect(await balance('processor_fees')).toBe(fees.reduce((a, b) => a + b, 0));
    await expectInvariants();
  });

  it('stays with the processor when the payment is refunded: the payer gets the card fee back, the platform bears the fee', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    const before = { processor: await balance('processor_fees'), card: await balance('card_fees') };
    const payment = await paid(investor, projectId, 500, SANDBOX_TEST_CARDS.succeeds);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${payment.id}/cancel`,
      headers: investor.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.runJobs();
    const row = await paymentFees(payment.id);
    // The whole total went back to the card; the processor kept its fee.
    expect(await one<{ status: string }>(sql`select status from payments where id = ${payment.id}`)).toEqual({
      status: 'refunded',
    });
    expect(await sides(payment.id)).toEqual({ ledger: -row.processor!, provider: -row.processor! });
    expect(await balance('processor_fees')).toBe(before.processor + row.processor!);
    expect(await balance('card_fees')).toBe(before.card); // earned, then given back with the refund
    await expectInvariants();
  });

  it('is booked once, though the provider has no balance transaction at first', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    const created = paymentSchema.parse((await invest(t.app, investor, { project_id: projectId, amount: 300 })).json());
    await payWithCard(t.app, created.checkout_url!, SANDBOX_TEST_CARDS.succeeds);
    // The charge's balance transaction is not there yet: the job tries again later.
    const saved = await t.db.db.execute(
      sql`delete from sandbox_balance_transactions where reference = ${created.id} returning *`,
    );
    await t.runJobs();
    expect((await paymentFees(created.id)).processor).toBeNull();
    const [bt] = rowsOf<Record<string, unknown>>(saved);
    await t.db.db.execute(sql`insert into sandbox_balance_transactions
      (id, type, source, reference, amount_minor, fee_minor, net_minor, currency, created_at)
      values (${bt!.id as string}, ${bt!.type as string}, ${bt!.source as string}, ${created.id},
        ${bt!.amount_minor as number}, ${bt!.fee_minor as number}, ${bt!.net_minor as number}, 'USD', now())`);
    await t.container.processorFees.record({ paymentId: created.id });
    await t.container.processorFees.record({ paymentId: created.id });
    const fees = rowsOf<{ n: number }>(
      await t.db.db.execute(
        sql`select count(*)::int as n from ledger_transactions where payment_id = ${created.id} and kind = 'fee'`,
      ),
    );
    expect(fees[0]!.n).toBe(1);
    expect((await paymentFees(created.id)).processor).toBe(Number(bt!.fee_minor));
  });
});

describe('disputes cost a fee whatever their outcome', () => {
  const dashboard = (path: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/dev/sandbox/payments/${path}`, ...(payload ? { payload } : {}) });

  for (const outcome of ['won', 'lost'] as const) {
    it(`a dispute ${outcome}: the fee is booked once, and the books follow the provider`, async () => {
      const projectId = await insertProject(t);
      const payment = await paid(await insertInvestor(t), projectId, 400, SANDBOX_TEST_CARDS.succeeds);
      expect((await dashboard(`${payment.id}/dispute`)).json()).toEqual({ done: true });
      await t.runJobs();
      await dashboard(`${payment.id}/dispute/close`, { outcome });
      await t.runJobs();
      const row = await paymentFees(payment.id);
      expect(row.dispute).toBe(sandboxDisputeFee('USD'));
      const charged = row.total - row.processor!;
      // Won: the funds came back, less the fee; lost: the funds stayed with the cardholder.
      const expected = outcome === 'won' ? charged - row.dispute : charged - row.total - row.dispute;
      expect(await sides(payment.id)).toEqual({ ledger: expected, provider: expected });
      await expectInvariants();
    });
  }

  it('a chargeback lost on a payment refunded before it, decided before its funds event: the whole charge is lost (found by the simulation)', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    const payment = await paid(investor, projectId, 650, SANDBOX_TEST_CARDS.succeeds);
    expect((await dashboard(`${payment.id}/refund`)).json()).toEqual({ done: true });
    await t.runJobs();
    expect((await dashboard(`${payment.id}/dispute`)).json()).toEqual({ done: true });
    await dashboard(`${payment.id}/dispute/close`, { outcome: 'lost' });
    // The network brings the decision before the funds event (events come in any order).
    await t.db.db.execute(
      sql`update jobs set run_at = ${new Date(clock.now().getTime() + 3_600_000)}
          where completed_at is null and payload->>'type' = 'charge.dispute.funds_withdrawn'`,
    );
    await t.runJobs();
    clock.advance(2 * 3_600_000);
    await t.runJobs();
    const row = await paymentFees(payment.id);
    const { ledger, provider } = await sides(payment.id);
    // Charged less the processor's fee, refunded in full, charged back in full, the dispute's fee.
    expect(provider).toBe(row.total - row.processor! - row.total - row.total - row.dispute);
    expect(ledger).toBe(provider);
    await expectInvariants();
  });

  it('replayed and out-of-order dispute events book the fee once', async () => {
    const projectId = await insertProject(t);
    const payment = await paid(await insertInvestor(t), projectId, 400, SANDBOX_TEST_CARDS.disputed);
    const row = await one<{ ref: string; total: number }>(
      sql`select provider_payment_ref as ref, total_minor::int as total from payments where id = ${payment.id}`,
    );
    const withdrawn = await one<{ id: string; amount: number; fee: number; net: number }>(
      sql`select id, amount_minor::int as amount, fee_minor::int as fee, net_minor::int as net
          from sandbox_balance_transactions where reference = ${payment.id} and type = 'dispute'`,
    );
    // The dispute's events again, as Stripe may send them: newest first, each twice.
    const event = (type: string, balanceTransactions: unknown[], n: number) => ({
      id: `evt_replay_${n}`,
      object: 'event',
      type,
      created: Math.floor(clock.now().getTime() / 1000),
      data: {
        object: {
          id: `dp_test_${row.ref.replace(/^pi_test_/, '')}`,
          object: 'dispute',
          amount: row.total,
          currency: 'usd',
          payment_intent: row.ref,
          status: 'needs_response',
          metadata: {},
          balance_transactions: balanceTransactions,
        },
      },
    });
    const replays = [
      event('charge.dispute.funds_withdrawn', [withdrawn], 1),
      event('charge.dispute.created', [], 2),
      event('charge.dispute.funds_withdrawn', [withdrawn], 3),
      event('charge.dispute.created', [], 4),
    ];
    for (const replay of replays) {
      const answer = await t.app.inject(signedPaymentEvent(t.container.paymentWebhookSecret, replay));
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      await t.runJobs();
    }
    expect((await paymentFees(payment.id)).dispute).toBe(sandboxDisputeFee('USD'));
    const { ledger, provider } = await sides(payment.id);
    expect(ledger).toBe(provider);
    await expectInvariants();
  });
});

describe("a refund or a chargeback that comes before the capture's own event (found by the simulation)", () => {
  const dashboard = (path: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/dev/sandbox/payments/${path}`, ...(payload ? { payload } : {}) });
  const hour = 3_600_000;

  /** Holds back an hour the delivery of the provider's events of this type not delivered yet. */
  const holdBack = (type: string) =>
    t.db.db.execute(
      sql`update jobs set run_at = ${new Date(clock.now().getTime() + hour)}
          where completed_at is null and payload->>'type' = ${type}`,
    );

  /** A card payment paid at the provider whose `checkout.session.completed` is held back an hour. */
  async function paidUnheard(investor: Investor, projectId: string, amount: number) {
    const created = await invest(t.app, investor, { project_id: projectId, amount });
    expect(created.statusCode, created.body).toBe(201);
    const payment = paymentSchema.parse(created.json());
    await payWithCard(t.app, payment.checkout_url!, SANDBOX_TEST_CARDS.succeeds);
    await holdBack('checkout.session.completed');
    return payment;
  }

  /**
   * Once every held-back event is delivered: the payment refunded, nothing raised, and the ledger's
   * clearing account equal to the provider's book, which `expected` states from the payment's fees.
   */
  async function expectTakenBack(
    payment: { id: string },
    projectId: string,
    expected: (fees: Awaited<ReturnType<typeof paymentFees>>) => number,
  ) {
    clock.advance(2 * hour);
    await t.runJobs();
    expect(await status(payment.id)).toBe('refunded');
    expect(await raised(projectId)).toBe(0);
    const { ledger, provider } = await sides(payment.id);
    expect(provider).toBe(expected(await paymentFees(payment.id)));
    expect(ledger).toBe(provider);
    await expectInvariants();
  }

  const raised = async (projectId: string) =>
    (await one<{ n: number }>(sql`select raised_minor::int as n from projects where id = ${projectId}`)).n;
  const status = async (paymentId: string) =>
    (await one<{ s: string }>(sql`select status as s from payments where id = ${paymentId}`)).s;

  it('a refund made at the provider before we heard of the capture: the payment ends refunded, holds no shares, and the books follow the provider', async () => {
    const projectId = await insertProject(t);
    const payment = await paidUnheard(await insertInvestor(t), projectId, 700);
    expect((await dashboard(`${payment.id}/refund`)).json()).toEqual({ done: true });
    await t.runJobs();
    expect(await status(payment.id)).toBe('refunded');
    // The capture's own event arrives late and finds nothing left to do.
    await expectTakenBack(payment, projectId, (fees) => fees.total - fees.processor! - fees.total);
  });

  it("a dispute's funds taken before we heard of the capture or the dispute: both booked, each in its own transaction (seed 424242: one transaction broke the ledger's lock order)", async () => {
    const projectId = await insertProject(t);
    const payment = await paidUnheard(await insertInvestor(t), projectId, 600);
    expect((await dashboard(`${payment.id}/dispute`)).json()).toEqual({ done: true });
    await holdBack('charge.dispute.created');
    await t.runJobs();
    expect(await status(payment.id)).toBe('succeeded');
    await dashboard(`${payment.id}/dispute/close`, { outcome: 'lost' });
    await expectTakenBack(payment, projectId, (fees) => fees.total - fees.processor! - fees.total - fees.dispute);
  });

  it('a chargeback lost before we heard of the capture: the investment is taken back, not kept for money charged back', async () => {
    const projectId = await insertProject(t);
    const payment = await paidUnheard(await insertInvestor(t), projectId, 550);
    expect((await dashboard(`${payment.id}/dispute`)).json()).toEqual({ done: true });
    await dashboard(`${payment.id}/dispute/close`, { outcome: 'lost' });
    await t.runJobs();
    expect(await status(payment.id)).toBe('refunded');
    await expectTakenBack(payment, projectId, (fees) => fees.total - fees.processor! - fees.total - fees.dispute);
  });
});

describe('top-ups', () => {
  it("a disputed top-up's dispute fee is booked too (found by the simulation)", async () => {
    const created = await topUpWithCard(t, await insertInvestor(t), 1135, SANDBOX_TEST_CARDS.disputed);
    const { ledger, provider } = await sides(created.id);
    expect(ledger).toBe(provider);
    await expectInvariants();
  });

  it("a top-up's fee is the processor's too, and the clearing account follows the provider", async () => {
    const created = await topUpWithCard(t, await insertInvestor(t), 250, SANDBOX_TEST_CARDS.amex);
    const row = await one<{ fee: number; total: number }>(
      sql`select processor_fee_minor::int as fee, (amount_minor + card_fee_minor)::int as total from wallet_top_ups where id = ${created.id}`,
    );
    expect(row.fee).toBe(sandboxProcessorFee(row.total, 'USD', SANDBOX_TEST_CARDS.amex));
    expect(await sides(created.id)).toEqual({ ledger: row.total - row.fee, provider: row.total - row.fee });
    await expectInvariants();
  });
});
