import { randomUUID } from 'node:crypto';
import {
  paymentSchema,
  portfolioResponseSchema,
  toMinorUnits,
  topUpSchema,
  walletSchema,
  type Payment,
} from '@grove/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { checkMoneyInvariants } from '../src/modules/integrity/invariants.js';
import { signStripePayload } from '../src/providers/payments/stripe-events.js';
import { ManualClock } from './helpers/clock.js';
import {
  insertInvestor,
  insertProject,
  invest,
  makeOperator,
  payWithCard,
  projectFigures,
  type Investor,
  addBankAccount,
} from './helpers/investing.js';
import { startSecondInstance } from './helpers/second-instance.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Issue 21's findings, one test each: the paths on which the business's money rules broke while
 * the ledger still balanced. Each ends by checking every money invariant. On PostgreSQL the
 * concurrent ones run through two app instances over one database.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let t: TestApp;
let clock: ManualClock;
let operator: Investor;
let second: Awaited<ReturnType<typeof startSecondInstance>> = null;

beforeAll(async () => {
  clock = new ManualClock();
  t = await createTestApp({ clock, env: { RATE_LIMIT_PER_MINUTE: '100000000' } });
  operator = await insertInvestor(t);
  await makeOperator(t, operator.id);
  second = await startSecondInstance(t, { clock });
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const apps = () => (second ? [t.app, second.app] : [t.app]);
const bankAccounts = new Map<string, string>();
/** The investor's sandbox bank account, saved on first use. */
async function addBankAccountOnce(investor: Investor): Promise<string> {
  const id = bankAccounts.get(investor.id) ?? (await addBankAccount(t, investor));
  bankAccounts.set(investor.id, id);
  return id;
}

async function expectInvariants(atRest = false) {
  const violations = await checkMoneyInvariants(t.db.db, { now: clock.now(), atRest });
  expect(violations, JSON.stringify(violations)).toEqual([]);
}

/** A wallet topped up by card through the sandbox checkout. */
async function topUpPaid(investor: Investor, amount: number, card = '4242424242424242') {
  const created = topUpSchema.parse(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/top-ups',
        headers: investor.headers,
        payload: { amount, currency: 'USD' },
      })
    ).json(),
  );
  await payWithCard(t.app, created.checkout_url!, card);
  await t.runJobs();
  return created;
}

async function getPayment(investor: Investor, id: string): Promise<Payment> {
  return paymentSchema.parse((await t.app.inject({ url: `/api/v1/payments/${id}`, headers: investor.headers })).json());
}

async function paid(investor: Investor, projectId: string, amount: number, card = '4242424242424242') {
  const created = await invest(t.app, investor, { project_id: projectId, amount });
  expect(created.statusCode, created.body).toBe(201);
  const payment = paymentSchema.parse(created.json());
  await payWithCard(t.app, payment.checkout_url!, card);
  await t.runJobs();
  return getPayment(investor, payment.id);
}

const move = (projectId: string, status: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/projects/${projectId}/status`,
    headers: operator.headers,
    payload: { status, reason: 'test', ...extra },
  });

const cancel = (investor: Investor, paymentId: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/payments/${paymentId}/cancel`, headers: investor.headers });

async function disburse(projectId: string) {
  const url = `/api/v1/admin/projects/${projectId}/disbursement`;
  const state = (await t.app.inject({ url, headers: operator.headers })).json() as { held: number; blocked: string };
  return t.app.inject({
    method: 'POST',
    url,
    headers: operator.headers,
    payload: { amount: state.held, currency: 'USD', reference: `WIRE-${randomUUID()}` },
  });
}

const payout = (projectId: string, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/projects/${projectId}/payouts`,
    headers: operator.headers,
    payload: {
      amount,
      currency: 'USD',
      period: { start: '2026-01-01', end: '2026-03-31' },
      reference: `P-${randomUUID()}`,
    },
  });

function signedEvent(type: string, object: Record<string, unknown>, id = `evt_${randomUUID()}`) {
  const body = JSON.stringify({ id, object: 'event', type, data: { object } });
  return { body, signature: signStripePayload(body, t.container.paymentWebhookSecret) };
}

const postEvent = (app: FastifyInstance, event: { body: string; signature: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/payments',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.body,
  });

async function sessionOf(paymentId: string) {
  const [row] = rowsOf<{ id: string }>(
    await t.db.db.execute(sql`select id from sandbox_checkout_sessions where payment_id = ${paymentId}`),
  );
  return row!.id;
}

describe('a cancelled investment keeps no payout, and money moves on only when it is final', () => {
  it('refuses active, disbursement and payouts while investors can cancel; shares payouts only among final investments', async () => {
    const projectId = await insertProject(t, { targetMinor: 600_00, ticketMinMinor: 100_00, ticketStepMinor: 100_00 });
    const [first, second, third] = [await insertInvestor(t), await insertInvestor(t), await insertInvestor(t)];
    const a = await paid(first, projectId, 200);
    const b = await paid(second, projectId, 200);
    await paid(third, projectId, 200);
    expect((await projectFigures(t, projectId)).status).toBe('funded');

    // While windows are open: no active, no disbursement, no payout.
    const active = await move(projectId, 'active');
    expect(active.statusCode).toBe(409);
    expect(active.json().detail).toMatch(/can still cancel until/);
    expect((await disburse(projectId)).statusCode).toBe(409);
    const early = await payout(projectId, 30);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('PAYOUT_NOT_ALLOWED');

    // One investor cancels in the window: refunded in full; the round stays funded only because
    // it is... below its minimum, it reopens (tested below); here the minimum is lower.
    await t.db.db.execute(sql`update projects set min_raise_minor = 40000 where id = ${projectId}`);
    expect((await cancel(first, a.id)).statusCode).toBe(200);
    await t.runJobs();
    expect((await getPayment(first, a.id)).status).toBe('refunded');
    expect(await projectFigures(t, projectId)).toMatchObject({ status: 'funded', raised: 400_00, investors: 2 });

    clock.advance(4 * DAY + MINUTE);
    expect((await move(projectId, 'active')).statusCode).toBe(200);
    expect((await disburse(projectId)).statusCode).toBe(201);
    expect((await payout(projectId, 30)).statusCode).toBe(201);
    // The cancelled investment holds no share; the two others share the payout.
    const shares = rowsOf<{ payment_id: string }>(
      await t.db.db
        .execute(sql`select payment_id::text from payout_allocations pa join payouts po on po.id = pa.payout_id
        where po.project_id = ${projectId}`),
    );
    expect(shares.map((s) => s.payment_id).sort()).not.toContain(a.id);
    expect(shares).toHaveLength(2);
    expect((await cancel(second, b.id)).json().code).toBe('CANCELLATION_WINDOW_CLOSED');
    await expectInvariants();
  });
});

describe('all or nothing', () => {
  it('reopens a funded round that a cancellation takes below its minimum, and refunds everyone at its deadline', async () => {
    const projectId = await insertProject(t, {
      targetMinor: 600_00,
      ticketMinMinor: 100_00,
      ticketStepMinor: 100_00,
      fundingEnd: new Date(clock.now().getTime() + 2 * DAY),
    });
    const [first, second] = [await insertInvestor(t), await insertInvestor(t)];
    const a = await paid(first, projectId, 300);
    const b = await paid(second, projectId, 300);
    expect((await projectFigures(t, projectId)).status).toBe('funded');

    expect((await cancel(first, a.id)).statusCode).toBe(200);
    const reopened = await projectFigures(t, projectId);
    expect(reopened).toMatchObject({ status: 'fundraising', raised: 300_00, investors: 1 });
    // Investors and followers are told after the commit, by a job.
    await t.runJobs();
    const notified = rowsOf<{ n: number }>(
      await t.db.db.execute(sql`select count(*)::int as n from notifications where user_id = ${second.id}
        and type = 'project_status_changed' and params->>'reason' = 'reopened_below_minimum'`),
    );
    expect(notified[0]!.n).toBe(1);

    // The deadline passes below the minimum: everyone is refunded.
    clock.advance(2 * DAY + MINUTE);
    await t.container.lifecycle.closeDueRaises();
    await t.runJobs();
    expect((await getPayment(second, b.id)).status).toBe('refunded');
    expect((await projectFigures(t, projectId)).status).toBe('refund_completed');
    await expectInvariants();
  });

  it('closes early only at or above the minimum, and funds at the deadline from the minimum', async () => {
    const projectId = await insertProject(t, {
      targetMinor: 1_000_00,
      minRaiseMinor: 500_00,
      ticketMinMinor: 100_00,
      ticketStepMinor: 100_00,
      fundingEnd: new Date(clock.now().getTime() + DAY),
    });
    const investor = await insertInvestor(t);
    await paid(investor, projectId, 400);
    expect((await move(projectId, 'funded')).statusCode).toBe(409);
    await paid(investor, projectId, 100);
    clock.advance(DAY + MINUTE);
    await t.container.lifecycle.closeDueRaises();
    expect(await projectFigures(t, projectId)).toMatchObject({ status: 'funded', raised: 500_00 });
    // After its deadline the raise takes no more money.
    const late = await insertProject(t, { fundingEnd: new Date(clock.now().getTime() - MINUTE) });
    const refused = await invest(t.app, investor, { project_id: late, amount: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PROJECT_NOT_ACCEPTING');
    await expectInvariants();
  });
});

describe('the payments webhook under a storm of events for one payment', () => {
  it('answers 500 concurrent distinct events for one payment without a 5xx, and settles it once', async () => {
    const projectId = await insertProject(t, { targetMinor: 100_000_00, ticketMaxMinor: 10_000_00 });
    const investor = await insertInvestor(t);
    const created = paymentSchema.parse(
      (await invest(t.app, investor, { project_id: projectId, amount: 1000 })).json(),
    );
    const sessionId = await sessionOf(created.id);
    const metadata = { payment_id: created.id };
    const total = toMinorUnits(created.fees.total, 'USD');
    const kinds = [
      () => signedEvent('payment_intent.processing', { id: 'pi_storm', metadata }),
      () => signedEvent('payment_intent.requires_action', { id: 'pi_storm', metadata }),
      () =>
        signedEvent('payment_intent.payment_failed', {
          id: 'pi_storm',
          metadata,
          last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
        }),
      () =>
        signedEvent('checkout.session.completed', {
          id: sessionId,
          payment_status: 'paid',
          payment_intent: 'pi_storm',
          amount_total: total,
          currency: 'usd',
          metadata,
        }),
      () => signedEvent('checkout.session.expired', { id: sessionId, payment_status: 'unpaid', metadata }),
    ];
    const events = Array.from({ length: 500 }, (_, index) => kinds[index % kinds.length]!());
    const answers = await Promise.all(events.map((event, index) => postEvent(apps()[index % apps().length]!, event)));
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.statusCode)).toEqual([]);
    const payment = await getPayment(investor, created.id);
    // Whichever came first, the captured money is the investment's, counted once.
    expect(['succeeded', 'refunding']).toContain(payment.status);
    const ledger = rowsOf<{ n: number }>(
      await t.db.db.execute(sql`select count(*)::int as n from ledger_transactions where payment_id = ${created.id}`),
    );
    expect(ledger[0]!.n).toBe(1);
    await t.runJobs();
    await expectInvariants();
  });
});

describe("Stripe's decline is not final", () => {
  it('applies a success after a decline on the same checkout: the investor sees it paid', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    const created = paymentSchema.parse((await invest(t.app, investor, { project_id: projectId, amount: 100 })).json());
    const declined = await payWithCard(t.app, created.checkout_url!, '4000000000000002');
    expect(declined.statusCode).toBe(402);
    await t.runJobs();
    expect(await getPayment(investor, created.id)).toMatchObject({
      status: 'pending',
      failure_reason: 'card_declined',
    });
    expect((await payWithCard(t.app, created.checkout_url!, '4242424242424242')).statusCode).toBe(303);
    await t.runJobs();
    expect(await getPayment(investor, created.id)).toMatchObject({ status: 'succeeded', failure_reason: null });
    await expectInvariants();
  });

  it('applies a capture that arrives after the payment ended, for the round or to be refunded', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    const created = paymentSchema.parse((await invest(t.app, investor, { project_id: projectId, amount: 100 })).json());
    const async = signedEvent('checkout.session.async_payment_failed', {
      id: await sessionOf(created.id),
      metadata: { payment_id: created.id },
    });
    expect((await postEvent(t.app, async)).statusCode).toBe(200);
    expect((await getPayment(investor, created.id)).status).toBe('failed');
    const success = signedEvent('checkout.session.async_payment_succeeded', {
      id: await sessionOf(created.id),
      payment_intent: 'pi_after_failure',
      amount_total: 10_750,
      currency: 'usd',
      metadata: { payment_id: created.id },
    });
    expect((await postEvent(t.app, success)).statusCode).toBe(200);
    expect((await getPayment(investor, created.id)).status).toBe('succeeded');
    await expectInvariants();
  });

  it('a top-up declined then paid on the same checkout credits the wallet once', async () => {
    const investor = await insertInvestor(t);
    const created = topUpSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/wallet/top-ups',
          headers: investor.headers,
          payload: { amount: 50, currency: 'USD' },
        })
      ).json(),
    );
    await payWithCard(t.app, created.checkout_url!, '4000000000009995');
    await t.runJobs();
    await payWithCard(t.app, created.checkout_url!, '4242424242424242');
    await t.runJobs();
    const wallet = walletSchema.parse(
      (await t.app.inject({ url: '/api/v1/wallet', headers: investor.headers })).json(),
    );
    expect(wallet.balances.find((b) => b.currency === 'USD')?.balance).toBe(50);
    await expectInvariants();
  });
});

describe('late money cannot be spent twice', () => {
  it('holds a capture that came after its reservation lapsed into a full round apart from the wallet until its refund settles', async () => {
    const projectId = await insertProject(t, { targetMinor: 200_00, ticketMinMinor: 100_00, ticketStepMinor: 100_00 });
    const [late, other] = [await insertInvestor(t), await insertInvestor(t)];
    const created = paymentSchema.parse((await invest(t.app, late, { project_id: projectId, amount: 100 })).json());
    // The payer pays at the provider just as the reservation runs out, and the provider's answer
    // to our lookup crosses the payment (as with Stripe, whose checkout outlives a reservation).
    await payWithCard(t.app, created.checkout_url!, '4242424242424242');
    clock.advance(31 * MINUTE);
    const provider = t.container.paymentProvider;
    const { retrieveCheckout, expireCheckout } = provider;
    provider.retrieveCheckout = async () => ({
      status: 'open',
      paymentStatus: 'unpaid',
      paymentRef: null,
      amountMinor: 10_750,
      currency: 'USD',
    });
    provider.expireCheckout = async () => undefined;
    try {
      await t.container.payments.expireReservations();
    } finally {
      Object.assign(provider, { retrieveCheckout, expireCheckout });
    }
    expect((await getPayment(late, created.id)).status).toBe('expired');
    // Another investor fills the round; the late capture arrives among their events.
    await paid(other, projectId, 200);
    const history = (await getPayment(late, created.id)).timeline.map((step) => step.to);
    expect(history).toContain('refunding');
    expect(await getPayment(late, created.id)).toMatchObject({
      status: 'refunded',
      failure_reason: 'late_payment_round_full',
    });
    // It never reached the payer's wallet, where it could have been spent before its refund.
    const credited = rowsOf<{ n: number }>(
      await t.db.db.execute(sql`select count(*)::int as n from ledger_entries e
        join ledger_accounts a on a.id = e.account_id where a.kind = 'investor_wallet' and a.owner_id = ${late.id}`),
    );
    expect(credited[0]!.n).toBe(0);
    expect(await projectFigures(t, projectId)).toMatchObject({ status: 'funded', raised: 200_00, investors: 1 });
    await expectInvariants();
  });
});

describe('money captured for a round that stopped taking it', () => {
  it('holds and refunds a capture of a checkout still open when its round was paused (found by the simulation: a 500)', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    const created = paymentSchema.parse((await invest(t.app, investor, { project_id: projectId, amount: 100 })).json());
    // Paid at the provider as the operator pauses the round (its reservation is released after the move).
    await payWithCard(t.app, created.checkout_url!, '4242424242424242');
    await t.db.db.execute(sql`update projects set status = 'paused' where id = ${projectId}`);
    await t.runJobs();
    expect(await getPayment(investor, created.id)).toMatchObject({
      status: 'refunded',
      failure_reason: 'late_payment_round_full',
    });
    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 0, reserved: 0 });
    await expectInvariants();
  });
});

describe('refunds and disputes made at the provider', () => {
  it('a refund made at the provider takes the investment out of the raise and the portfolio', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    const payment = await paid(investor, projectId, 500);
    const refunded = await t.app.inject({ method: 'POST', url: `/api/v1/dev/sandbox/payments/${payment.id}/refund` });
    expect(refunded.json()).toEqual({ done: true });
    await t.runJobs();
    expect(await getPayment(investor, payment.id)).toMatchObject({
      status: 'refunded',
      failure_reason: 'refunded_at_provider',
    });
    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 0, investors: 0 });
    const portfolio = portfolioResponseSchema.parse(
      (await t.app.inject({ url: '/api/v1/portfolio/me', headers: investor.headers })).json(),
    );
    expect(portfolio.total_invested).toBe(0);
    await expectInvariants();
  });

  it('a dispute lost takes the investment back; a dispute won gives the money back to our balance', async () => {
    const projectId = await insertProject(t);
    const [loser, winner] = [await insertInvestor(t), await insertInvestor(t)];
    const lost = await paid(loser, projectId, 500, '4000000000000259');
    const won = await paid(winner, projectId, 500);
    const dashboard = (path: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/v1/dev/sandbox/payments/${path}`, ...(payload ? { payload } : {}) });
    expect((await dashboard(`${won.id}/dispute`)).json()).toEqual({ done: true });
    await t.runJobs();
    expect(
      rowsOf<{ kind: string }>(
        await t.db.db.execute(sql`select kind from ledger_accounts
      where kind = 'disputed_funds' and balance_minor > 0`),
      ),
    ).toHaveLength(1);
    await dashboard(`${lost.id}/dispute/close`, { outcome: 'lost' });
    await dashboard(`${won.id}/dispute/close`, { outcome: 'won' });
    await t.runJobs();
    expect(await getPayment(loser, lost.id)).toMatchObject({ status: 'refunded', failure_reason: 'dispute_lost' });
    expect((await getPayment(winner, won.id)).status).toBe('succeeded');
    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 500_00, investors: 1 });
    const held = rowsOf<{ n: number }>(
      await t.db.db.execute(
        sql`select count(*)::int as n from ledger_accounts where kind = 'disputed_funds' and balance_minor <> 0`,
      ),
    );
    expect(held[0]!.n).toBe(0);
    await expectInvariants();
  });
});

describe('what else was found', () => {
  it('refuses a disbursement while reservations are live', async () => {
    const projectId = await insertProject(t, {
      targetMinor: 400_00,
      minRaiseMinor: 200_00,
      ticketMinMinor: 100_00,
      ticketStepMinor: 100_00,
    });
    const investor = await insertInvestor(t);
    await paid(investor, projectId, 200);
    expect((await move(projectId, 'funded')).statusCode).toBe(200);
    clock.advance(4 * DAY + MINUTE);
    await t.db.db.execute(sql`update projects set reserved_minor = 10000 where id = ${projectId}`);
    const refused = await disburse(projectId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/reservations/);
    await t.db.db.execute(sql`update projects set reserved_minor = 0 where id = ${projectId}`);
  });

  it('completes a round being refunded when its last processing payment then fails', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    const created = paymentSchema.parse((await invest(t.app, investor, { project_id: projectId, amount: 100 })).json());
    await payWithCard(t.app, created.checkout_url!, '4000002500003155');
    await t.runJobs();
    expect((await getPayment(investor, created.id)).status).toBe('processing');
    expect((await move(projectId, 'refund_initiated')).statusCode).toBe(200);
    await t.runJobs();
    expect((await projectFigures(t, projectId)).status).toBe('refund_initiated');
    const failed = signedEvent('checkout.session.async_payment_failed', {
      id: await sessionOf(created.id),
      metadata: { payment_id: created.id },
    });
    expect((await postEvent(t.app, failed)).statusCode).toBe(200);
    expect((await projectFigures(t, projectId)).status).toBe('refund_completed');
    await expectInvariants();
  });

  it('refuses an event whose amount, currency or checkout does not match the payment, and records it', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    const created = paymentSchema.parse((await invest(t.app, investor, { project_id: projectId, amount: 100 })).json());
    const sessionId = await sessionOf(created.id);
    const metadata = { payment_id: created.id };
    const wrong = [
      { id: sessionId, payment_status: 'paid', payment_intent: 'pi_x', amount_total: 1, currency: 'usd', metadata },
      {
        id: sessionId,
        payment_status: 'paid',
        payment_intent: 'pi_x',
        amount_total: 10_750,
        currency: 'eur',
        metadata,
      },
      {
        id: 'cs_test_other',
        payment_status: 'paid',
        payment_intent: 'pi_x',
        amount_total: 10_750,
        currency: 'usd',
        metadata,
      },
    ];
    for (const object of wrong) {
      expect((await postEvent(t.app, signedEvent('checkout.session.completed', object))).statusCode).toBe(200);
    }
    expect((await getPayment(investor, created.id)).status).toBe('pending');
    const anomalies = rowsOf<{ kind: string }>(
      await t.db.db.execute(
        sql`select kind from provider_anomalies where payment_id = ${created.id} order by created_at`,
      ),
    );
    expect(anomalies.map((a) => a.kind).sort()).toEqual(['amount_mismatch', 'currency_mismatch', 'session_mismatch']);
    // An operator finds them with the money checks.
    const integrity = await t.app.inject({ url: '/api/v1/admin/integrity', headers: operator.headers });
    expect(integrity.statusCode).toBe(200);
    const open = (integrity.json() as { anomalies: { open: number; oldest: { payment_id: string | null }[] } })
      .anomalies;
    expect(open.open).toBeGreaterThanOrEqual(3);
    expect(open.oldest.filter((a) => a.payment_id === created.id)).toHaveLength(3);
    await expectInvariants();
  });

  it("refuses a payout event that is not the withdrawal's (another payout, amount or currency), and records it", async () => {
    const investor = await insertInvestor(t);
    await topUpPaid(investor, 100);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/withdrawals',
      headers: investor.headers,
      payload: { amount: 30, currency: 'USD', bank_account_id: await addBankAccountOnce(investor) },
    });
    const withdrawalId = created.json().id as string;
    await t.container.wallet.sendWithdrawal(withdrawalId, { lastAttempt: false });
    const metadata = { withdrawal_id: withdrawalId };
    for (const object of [
      { id: 'po_someone_else', amount: 3000, currency: 'usd', status: 'failed', failure_code: 'x', metadata },
      { id: `po_test_${withdrawalId.replaceAll('-', '')}`, amount: 100, currency: 'usd', status: 'failed', metadata },
      { id: `po_test_${withdrawalId.replaceAll('-', '')}`, amount: 3000, currency: 'eur', status: 'failed', metadata },
    ]) {
      expect((await postEvent(t.app, signedEvent('payout.failed', object))).statusCode).toBe(200);
    }
    const wallet = walletSchema.parse(
      (await t.app.inject({ url: '/api/v1/wallet', headers: investor.headers })).json(),
    );
    expect(wallet.balances.find((b) => b.currency === 'USD')).toMatchObject({ balance: 70, withdrawing: 30 });
    const kinds = rowsOf<{ kind: string }>(
      await t.db.db.execute(sql`select kind from provider_anomalies where detail->>'withdrawal_id' = ${withdrawalId}`),
    );
    expect(kinds.map((k) => k.kind).sort()).toEqual(['amount_mismatch', 'currency_mismatch', 'session_mismatch']);
    await expectInvariants();
  });

  it('a withdrawal retried with its Idempotency-Key after a lost answer moves money once', async () => {
    const investor = await insertInvestor(t);
    await topUpPaid(investor, 100);
    const key = randomUUID();
    const answers = [];
    for (const app of [...apps(), ...apps()]) {
      answers.push(
        await app.inject({
          method: 'POST',
          url: '/api/v1/wallet/withdrawals',
          headers: { ...investor.headers, 'idempotency-key': key },
          payload: { amount: 40, currency: 'USD', bank_account_id: await addBankAccountOnce(investor) },
        }),
      );
    }
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const wallet = walletSchema.parse(
      (await t.app.inject({ url: '/api/v1/wallet', headers: investor.headers })).json(),
    );
    expect(wallet.balances.find((b) => b.currency === 'USD')).toMatchObject({ balance: 60, withdrawing: 40 });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/withdrawals',
      headers: { ...investor.headers, 'idempotency-key': key },
      payload: { amount: 41, currency: 'USD', bank_account_id: await addBankAccountOnce(investor) },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    await t.runJobs();
    await expectInvariants();
  });

  it('a payout call that timed out is settled by asking the provider, never by guessing it failed', async () => {
    const investor = await insertInvestor(t);
    await topUpPaid(investor, 100);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/withdrawals',
      headers: investor.headers,
      payload: { amount: 30, currency: 'USD', bank_account_id: await addBankAccountOnce(investor) },
    });
    const withdrawalId = created.json().id as string;
    // The provider made the payout, but its answer never came back: the last attempt asks.
    await t.container.paymentProvider.createPayout({
      withdrawalId,
      amountMinor: 30_00,
      currency: 'USD',
      customerEmail: investor.email,
      destination: null,
    });
    const original = t.container.paymentProvider.createPayout;
    t.container.paymentProvider.createPayout = async () => {
      throw Object.assign(new Error('timeout'), { name: 'PaymentProviderError', outcome: 'unknown' });
    };
    try {
      await t.container.wallet.sendWithdrawal(withdrawalId, { lastAttempt: true });
    } finally {
      t.container.paymentProvider.createPayout = original;
    }
    const row = rowsOf<{ status: string; provider_payout_id: string | null }>(
      await t.db.db.execute(sql`select status, provider_payout_id from wallet_withdrawals where id = ${withdrawalId}`),
    )[0]!;
    expect(row.status).not.toBe('failed');
    expect(row.provider_payout_id).toMatch(/^po_test_/);
    await expectInvariants();
  });
});

describe('a payout and provider events for its investments at once', () => {
  it('never deadlocks: the payout writing shares and refunds at the provider locking payments then the business', async () => {
    const projectId = await insertProject(t, {
      targetMinor: 2_000_00,
      ticketMinMinor: 100_00,
      ticketStepMinor: 100_00,
    });
    const investors = await Promise.all(Array.from({ length: 10 }, () => insertInvestor(t)));
    const payments: Payment[] = [];
    for (const investor of investors) payments.push(await paid(investor, projectId, 200));
    clock.advance(4 * DAY + MINUTE);
    expect((await move(projectId, 'active')).statusCode).toBe(200);
    expect((await disburse(projectId)).statusCode).toBe(201);
    const refunds = payments.map((payment) =>
      signedEvent('charge.refunded', {
        id: `ch_${payment.id}`,
        amount: 21_500,
        amount_refunded: 21_500,
        currency: 'usd',
        payment_intent: `pi_${payment.id}`,
        metadata: { payment_id: payment.id },
        refunded: true,
      }),
    );
    const answers = await Promise.all([
      ...refunds.map((event, index) => postEvent(apps()[index % apps().length]!, event)),
      payout(projectId, 100),
      payout(projectId, 50),
    ]);
    expect(answers.map((answer) => answer.statusCode).filter((code) => code >= 500)).toEqual([]);
    await expectInvariants();
  });
});

describe('the test clock', () => {
  it('moves the platform clock forward for everyone outside production (loopback or an operator)', async () => {
    const clocked = await createTestApp();
    try {
      const before = (await clocked.app.inject({ url: '/api/v1/dev/clock' })).json() as {
        now: string;
        offset_ms: number;
      };
      const moved = await clocked.app.inject({
        method: 'POST',
        url: '/api/v1/dev/clock',
        payload: { advance_days: 4 },
      });
      expect(moved.statusCode).toBe(200);
      const after = moved.json() as { now: string; offset_ms: number };
      expect(after.offset_ms - before.offset_ms).toBe(4 * DAY);
      expect(new Date(after.now).getTime() - new Date(before.now).getTime()).toBeGreaterThanOrEqual(4 * DAY);
      const bad = await clocked.app.inject({ method: 'POST', url: '/api/v1/dev/clock', payload: { advance_days: -1 } });
      expect(bad.statusCode).toBe(400);
      // An investor from another machine does not find it.
      const stranger = await insertInvestor(clocked);
      const hidden = await clocked.app.inject({
        method: 'POST',
        url: '/api/v1/dev/clock',
        remoteAddress: '203.0.113.9',
        headers: stranger.headers,
        payload: { advance_minutes: 5 },
      });
      expect(hidden.statusCode).toBe(404);
    } finally {
      await clocked.close();
    }
  });

  it('is not there in production', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ALLOW_SANDBOX_PROVIDERS: 'true' },
    });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/v1/dev/clock',
        payload: { advance_days: 1 },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
