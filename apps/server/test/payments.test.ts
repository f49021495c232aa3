import { paymentSchema, type Payment } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findInconsistencies, sumOfAccount } from '../src/modules/ledger/ledger.repository.js';
import { accounts } from '../src/modules/ledger/ledger.service.js';
import { signStripePayload } from '../src/providers/payments/stripe-events.js';
import {
  countRows,
  insertInvestor,
  insertProject,
  invest,
  payWithCard,
  projectFigures,
  setVerified,
  type Investor,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
// The payments' clock: tests move it past reservations and the cancellation window.
let clockOffsetMs = 0;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(Date.now() + clockOffsetMs) } });
});
afterAll(() => t.close());

const payment = (body: string) => paymentSchema.parse(JSON.parse(body));
const getPayment = async (investor: Investor, id: string) =>
  payment((await t.app.inject({ url: `/api/v1/payments/${id}`, headers: investor.headers })).body);

async function paidInvestment(investor: Investor, projectId: string, amount: number): Promise<Payment> {
  const created = await invest(t.app, investor, { project_id: projectId, amount });
  expect(created.statusCode, created.body).toBe(201);
  const { id, checkout_url } = payment(created.body);
  expect((await payWithCard(t.app, checkout_url!, '4242 4242 4242 4242')).statusCode).toBe(303);
  await t.runJobs();
  const paid = await getPayment(investor, id);
  expect(paid.status).toBe('succeeded');
  return paid;
}

async function notificationsOf(investor: Investor) {
  const response = await t.app.inject({ url: '/api/v1/notifications', headers: investor.headers });
  return (response.json() as { notifications: { type: string; params: Record<string, unknown> }[] }).notifications;
}

describe('amount rules', () => {
  let projectId: string;
  let investor: Investor;
  beforeAll(async () => {
    // Target 10,000; ticket 100..5,000 in steps of 50.
    projectId = await insertProject(t);
    investor = await insertInvestor(t, { sophisticated: true });
  });

  it('answers the rules, what remains and the fees', async () => {
    const response = await t.app.inject({ url: `/api/v1/payments/terms/${projectId}`, headers: investor.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      currency: 'USD',
      accepts_payments: true,
      ticket_min: 100,
      ticket_max: 5000,
      ticket_step: 50,
      remaining: 10000,
      max_amount: 5000,
      service_fee_bp: 500,
      card_fee_bp: 250,
      extra_ack_threshold: null,
      identity_verified: true,
    });
  });

  it.each([
    [50, 'AMOUNT_BELOW_MINIMUM', 'The minimum investment is $100.00.'],
    [5050, 'AMOUNT_ABOVE_MAXIMUM', 'The maximum investment is $5,000.00.'],
    [125, 'AMOUNT_NOT_IN_STEPS', 'The amount must be $100.00 plus a multiple of $50.00.'],
    [0, 'AMOUNT_NOT_POSITIVE', 'The amount must be greater than zero.'],
    ['100.001', 'AMOUNT_NOT_POSITIVE', 'Not a valid amount in USD: 100.001'],
  ])('refuses %s with %s and changes nothing', async (amount, code, detail) => {
    const before = await countRows(t, 'payments');
    const response = await invest(t.app, investor, { project_id: projectId, amount });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ code, detail });
    expect(await countRows(t, 'payments')).toBe(before);
    expect((await projectFigures(t, projectId)).reserved).toBe(0);
  });

  it('refuses another currency, a missing risk acknowledgment and a foreign return link', async () => {
    const eur = await invest(t.app, investor, { project_id: projectId, amount: 100, currency: 'eur' });
    expect(eur.json()).toMatchObject({ code: 'CURRENCY_MISMATCH' });
    const noAck = await invest(t.app, investor, { project_id: projectId, amount: 100, risk_acknowledged: false });
    expect(noAck.statusCode).toBe(400);
    expect(noAck.json()).toMatchObject({ code: 'RISK_ACK_REQUIRED' });
    const foreign = await invest(t.app, investor, {
      project_id: projectId,
      amount: 100,
      return_url: 'https://evil.example/steal',
    });
    expect(foreign.statusCode).toBe(400);
    const protocolRelative = await invest(t.app, investor, {
      project_id: projectId,
      amount: 100,
      cancel_url: '//evil',
    });
    expect(protocolRelative.statusCode).toBe(400);
  });

  it('counts live reservations in what remains, and lets the last investor close the round exactly', async () => {
    const id = await insertProject(t, { targetMinor: 1_000_00, raisedMinor: 0 });
    const first = await invest(t.app, investor, { project_id: id, amount: 950 });
    expect(first.statusCode).toBe(201);
    expect((await projectFigures(t, id)).reserved).toBe(950_00);
    // 50 remain, below the 100 minimum: only exactly 50 is accepted.
    const tooMuch = await invest(t.app, investor, { project_id: id, amount: 100 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'AMOUNT_MUST_CLOSE_ROUND' });
    expect(tooMuch.json().detail).toContain('$50.00');
    const exact = await invest(t.app, investor, { project_id: id, amount: 50 });
    expect(exact.statusCode).toBe(201);
    const full = await invest(t.app, investor, { project_id: id, amount: 100 });
    expect(full.json()).toMatchObject({ code: 'ROUND_FULL' });
  });

  it('refuses a business that is not raising money', async () => {
    for (const status of ['funded', 'paused', 'payout', 'refund_initiated'] as const) {
      const id = await insertProject(t, { status });
      const response = await invest(t.app, investor, { project_id: id, amount: 100 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'PROJECT_NOT_ACCEPTING' });
      expect(response.json().detail).toContain(status);
    }
    const extended = await insertProject(t, { status: 'extended' });
    expect((await invest(t.app, investor, { project_id: extended, amount: 100 })).statusCode).toBe(201);
    const draft = await insertProject(t, { publishedAt: null });
    expect((await invest(t.app, investor, { project_id: draft, amount: 100 })).statusCode).toBe(404);
  });
});

describe('fees', () => {
  it('adds 5% and 2.5% of the amount, each rounded half up to the cent, and stores them', async () => {
    const projectId = await insertProject(t, { ticketMinMinor: 1_00, ticketStepMinor: 1 });
    const investor = await insertInvestor(t, { sophisticated: true });
    // 2.5% of 101.00 is 2.525: half up gives 2.53.
    const response = await invest(t.app, investor, { project_id: projectId, amount: 101 });
    const created = payment(response.body);
    expect(created.fees).toEqual({ service: 5.05, card: 2.53, total: 108.58, service_bp: 500, card_bp: 250 });
    const odd = payment((await invest(t.app, investor, { project_id: projectId, amount: '1.01' })).body);
    // 5% of 1.01 = 0.0505 → 0.05; 2.5% = 0.02525 → 0.03.
    expect(odd.fees).toMatchObject({ service: 0.05, card: 0.03, total: 1.09 });
  });
});

describe('identity gate and acknowledgments', () => {
  it('records the application without reserving until identity passes, then continues the same payment', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t, { verified: false, sophisticated: true });
    const created = await invest(t.app, investor, { project_id: projectId, amount: 200 });
    expect(created.statusCode).toBe(201);
    const application = payment(created.body);
    expect(application).toMatchObject({ status: 'awaiting_verification', checkout_url: null });
    expect(application.steps.map((s) => s.state)).toEqual(['done', 'current', 'upcoming', 'upcoming', 'upcoming']);
    expect((await projectFigures(t, projectId)).reserved).toBe(0);

    const early = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${application.id}/checkout`,
      headers: investor.headers,
    });
    expect(early.statusCode).toBe(403);

    await setVerified(t, investor.id);
    const continued = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${application.id}/checkout`,
      headers: investor.headers,
    });
    expect(continued.statusCode).toBe(200);
    const pending = payment(continued.body);
    expect(pending).toMatchObject({ id: application.id, status: 'pending' });
    expect(pending.checkout_url).toMatch(/^\/sandbox\/payments\/checkout\/cs_test_\w+\?token=/);
    expect((await projectFigures(t, projectId)).reserved).toBe(200_00);
    expect(await countRows(t, `payments where project_id = '${projectId}'`)).toBe(1);
  });

  it('asks a non-sophisticated investor for the extra acknowledgment above max(1,000, 5% of net worth)', async () => {
    const projectId = await insertProject(t);
    const modest = await insertInvestor(t, { netWorthMinor: 10_000_00 });
    const terms = await t.app.inject({ url: `/api/v1/payments/terms/${projectId}`, headers: modest.headers });
    expect(terms.json().extra_ack_threshold).toBe(1000);
    expect((await invest(t.app, modest, { project_id: projectId, amount: 1000 })).statusCode).toBe(201);
    const above = await invest(t.app, modest, { project_id: projectId, amount: 1050 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ code: 'EXTRA_RISK_ACK_REQUIRED' });
    expect(above.json().detail).toContain('$1,000.00');
    const acknowledged = await invest(t.app, modest, {
      project_id: projectId,
      amount: 1050,
      extra_risk_acknowledged: true,
    });
    expect(acknowledged.statusCode).toBe(201);

    const wealthy = await insertInvestor(t, { netWorthMinor: 100_000_00 });
    const wealthyTerms = await t.app.inject({ url: `/api/v1/payments/terms/${projectId}`, headers: wealthy.headers });
    expect(wealthyTerms.json().extra_ack_threshold).toBe(5000);
    expect((await invest(t.app, wealthy, { project_id: projectId, amount: 4000 })).statusCode).toBe(201);
  });
});

describe('idempotency', () => {
  it('answers the same payment for the same key, refuses the key for another amount, and makes one under a burst', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t, { sophisticated: true });
    const key = { 'idempotency-key': 'confirm-1' };
    const first = await invest(t.app, investor, { project_id: projectId, amount: 300 }, key);
    const again = await invest(t.app, investor, { project_id: projectId, amount: 300 }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(payment(again.body).id).toBe(payment(first.body).id);
    const other = await invest(t.app, investor, { project_id: projectId, amount: 400 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });

    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        invest(t.app, investor, { project_id: projectId, amount: 500 }, { 'idempotency-key': 'double-click' }),
      ),
    );
    expect(new Set(burst.map((r) => payment(r.body).id)).size).toBe(1);
    expect((await projectFigures(t, projectId)).reserved).toBe(800_00);
  });
});

describe('paying, the ledger and the portfolio', () => {
  it('turns the reservation into raised money, records the ledger and shows the investment', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t, { sophisticated: true });
    const paid = await paidInvestment(investor, projectId, 1000);
    expect(paid.fees).toMatchObject({ service: 50, card: 25, total: 1075 });
    expect(paid.steps.every((s) => s.state === 'done')).toBe(true);
    expect(paid.timeline.map((e) => e.to)).toEqual(['awaiting_verification', 'pending', 'succeeded']);
    expect(paid.timeline.at(-1)).toMatchObject({ from: 'pending', cause: 'provider' });
    expect(new Date(paid.cancel_deadline!).getTime() - new Date(paid.paid_at!).getTime()).toBe(4 * DAY);
    expect(paid.can_cancel).toBe(true);

    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 1000_00, reserved: 0, investors: 1 });
    expect(-(await sumOfAccount(t.db.db, accounts.projectRaise(projectId, 'USD')))).toBe(1000_00);
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });

    const portfolio = await t.app.inject({ url: '/api/v1/portfolio/me', headers: investor.headers });
    expect(portfolio.json()).toMatchObject({
      total_invested: 1000,
      items: [
        {
          application_id: paid.id,
          amount_invested: 1000,
          expected_return: 1150,
          status: 'succeeded',
          refund_amount: 1075,
          can_cancel: true,
        },
      ],
    });
    const mine = await t.app.inject({ url: `/api/v1/payments/project/${projectId}`, headers: investor.headers });
    expect(mine.json().summary).toMatchObject({ invested: 1000, payments: 1, latest_payment_id: paid.id });
    expect((await notificationsOf(investor)).map((n) => n.type)).toContain('payment_succeeded');

    // A second investment by the same person is one investor still.
    await paidInvestment(investor, projectId, 500);
    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 1500_00, investors: 1 });
  });

  it('a declined card leaves the checkout open: the reason shows, the reservation holds, and another card pays it', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t, { sophisticated: true });
    for (const [card, reason] of [
      ['4000 0000 0000 0002', 'card_declined'],
      ['4000 0000 0000 9995', 'insufficient_funds'],
    ] as const) {
      const created = payment((await invest(t.app, investor, { project_id: projectId, amount: 100 })).body);
      const declined = await payWithCard(t.app, created.checkout_url!, card);
      // The sandbox's page says why, on the same page, and takes another card (Stripe Checkout does).
      expect(declined.statusCode).toBe(402);
      expect(declined.body).toContain('name="card_number"');
      await t.runJobs();
      const open = await getPayment(investor, created.id);
      expect(open).toMatchObject({ status: 'pending', failure_reason: reason, can_cancel: true });
      expect(open.checkout_url).toBe(created.checkout_url);
      expect(open.timeline.at(-1)).toMatchObject({ from: 'pending', to: 'pending', reason, cause: 'provider' });
      expect(await projectFigures(t, projectId)).toMatchObject({ reserved: 10_000 });

      expect((await payWithCard(t.app, created.checkout_url!, '4242 4242 4242 4242')).statusCode).toBe(303);
      await t.runJobs();
      const paid = await getPayment(investor, created.id);
      expect(paid).toMatchObject({ status: 'succeeded', failure_reason: null });
    }
    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 20_000, reserved: 0, investors: 1 });
    // A decline is not an ending: nobody is told the payment failed.
    expect((await notificationsOf(investor)).filter((n) => n.type === 'payment_failed')).toHaveLength(0);
  });

  it('closes the round when it is full and tells investors and followers', async () => {
    const projectId = await insertProject(t, { targetMinor: 1_000_00 });
    const follower = await insertInvestor(t);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/portfolio/me/favorites/${projectId}`,
      headers: follower.headers,
    });
    const investor = await insertInvestor(t, { sophisticated: true });
    await paidInvestment(investor, projectId, 1000);
    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 1000_00, status: 'funded' });
    expect((await notificationsOf(follower)).map((n) => n.type)).toEqual(['project_funded']);
    expect((await notificationsOf(investor)).map((n) => n.type)).toContain('project_funded');
    // Raised money is in the public catalogue at once.
    const details = await t.app.inject({ url: `/api/v1/public/projects/${projectId}` });
    expect(details.json()).toMatchObject({ current_amount: 1000, investor_count: 1, status: 'funded' });
  });
});

describe('webhooks', () => {
  async function lastSandboxEvent(): Promise<Record<string, unknown>> {
    const result = await t.db.db.execute(
      sql`select payload from jobs where name = 'payments.sandbox-webhook' order by created_at desc limit 1`,
    );
    return (result as unknown as { rows: { payload: Record<string, unknown> }[] }).rows[0]!.payload;
  }
  const deliver = (body: string, signature?: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/payments',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload: body,
    });

  it('refuses forged, unsigned and stale events and changes nothing', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t, { sophisticated: true });
    const created = payment((await invest(t.app, investor, { project_id: projectId, amount: 100 })).body);
    const eventsBefore = await countRows(t, 'payment_webhook_events');
    const forged = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.completed',
      data: { object: { payment_status: 'paid', metadata: { payment_id: created.id }, payment_intent: 'pi_x' } },
    });
    expect((await deliver(forged)).statusCode).toBe(400);
    expect((await deliver(forged, signStripePayload(forged, 'not-the-secret'))).statusCode).toBe(400);
    const stale = signStripePayload(forged, t.container.paymentWebhookSecret, Math.floor(Date.now() / 1000) - 301);
    expect((await deliver(forged, stale)).statusCode).toBe(400);
    expect((await deliver('{"id":', signStripePayload('{"id":', t.container.paymentWebhookSecret))).statusCode).toBe(
      400,
    );
    expect((await getPayment(investor, created.id)).status).toBe('pending');
    expect(await countRows(t, 'payment_webhook_events')).toBe(eventsBefore);
  });

  it('applies a replayed event once (1,000 deliveries) and ignores events that arrive out of order', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t, { sophisticated: true });
    const created = payment((await invest(t.app, investor, { project_id: projectId, amount: 100 })).body);
    await payWithCard(t.app, created.checkout_url!, '4242424242424242');
    const event = JSON.stringify(await lastSandboxEvent());
    await t.runJobs();
    const entriesBefore = await countRows(t, 'ledger_entries');
    const notificationsBefore = await countRows(t, 'notifications');
    for (let i = 0; i < 1000; i += 1) {
      // From a few addresses, as the provider's senders are: the endpoint's per-address limit stays out of it.
      const response = await deliver(
        event,
        signStripePayload(event, t.container.paymentWebhookSecret),
        `10.0.0.${i % 4}`,
      );
      expect(response.statusCode).toBe(200);
    }
    expect(await countRows(t, 'ledger_entries')).toBe(entriesBefore);
    expect(await countRows(t, 'notifications')).toBe(notificationsBefore);
    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 100_00, investors: 1 });

    // Late news from the provider never moves a succeeded payment back.
    for (const [id, type, object] of [
      ['evt_late_processing', 'payment_intent.processing', {}],
      ['evt_late_expired', 'checkout.session.expired', {}],
      ['evt_late_failed', 'payment_intent.payment_failed', { last_payment_error: { code: 'card_declined' } }],
    ] as const) {
      const body = JSON.stringify({
        id,
        type,
        data: { object: { ...object, metadata: { payment_id: created.id } } },
      });
      expect((await deliver(body, signStripePayload(body, t.container.paymentWebhookSecret))).statusCode).toBe(200);
    }
    const after = await getPayment(investor, created.id);
    expect(after.status).toBe('succeeded');
    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 100_00, reserved: 0 });
  });

  it('takes the authentication step: processing, then succeeded when completed', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t, { sophisticated: true });
    const created = payment((await invest(t.app, investor, { project_id: projectId, amount: 100 })).body);
    const submitted = await payWithCard(t.app, created.checkout_url!, '4000 0025 0000 3155');
    expect(submitted.statusCode).toBe(303);
    const page = await t.app.inject({ url: submitted.headers.location! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="complete"');
    await t.runJobs();
    expect((await getPayment(investor, created.id)).status).toBe('processing');
    const url = new URL(created.checkout_url!, 'http://localhost');
    const completed = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}/authenticate`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: url.searchParams.get('token')!, action: 'complete' }).toString(),
    });
    expect(completed.statusCode).toBe(303);
    await t.runJobs();
    expect((await getPayment(investor, created.id)).status).toBe('succeeded');
  });
});

describe('expiry and cancellation', () => {
  it('expires an unpaid reservation through the job queue and releases it', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t, { sophisticated: true });
    const created = payment((await invest(t.app, investor, { project_id: projectId, amount: 700 })).body);
    expect((await projectFigures(t, projectId)).reserved).toBe(700_00);
    clockOffsetMs = 29 * 60_000;
    expect(await t.container.payments.expireReservations()).toBe(0);
    clockOffsetMs = 31 * 60_000;
    try {
      await t.db.db.execute(sql`update jobs set run_at = now() where name = 'payments.expire-reservations'`);
      await t.container.payments.expireReservations();
    } finally {
      clockOffsetMs = 0;
    }
    expect(await getPayment(investor, created.id)).toMatchObject({
      status: 'expired',
      failure_reason: 'reservation_expired',
    });
    expect((await projectFigures(t, projectId)).reserved).toBe(0);
    expect((await notificationsOf(investor)).map((n) => n.type)).toContain('payment_expired');
    // The provider's checkout is closed too: paying it now changes nothing.
    await payWithCard(t.app, created.checkout_url!, '4242 4242 4242 4242');
    await t.runJobs();
    expect((await getPayment(investor, created.id)).status).toBe('expired');
  });

  it('abandons an unpaid payment at once, refunds a paid one within 4 days, and refuses after', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t, { sophisticated: true });
    const cancel = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/payments/${id}/cancel`, headers: investor.headers });

    const unpaid = payment((await invest(t.app, investor, { project_id: projectId, amount: 300 })).body);
    const abandoned = await cancel(unpaid.id);
    expect(abandoned.statusCode).toBe(200);
    expect(payment(abandoned.body)).toMatchObject({ status: 'canceled', failure_reason: 'canceled_by_user' });
    expect((await projectFigures(t, projectId)).reserved).toBe(0);

    const paid = await paidInvestment(investor, projectId, 1000);
    clockOffsetMs = 3 * DAY;
    try {
      const refunding = await cancel(paid.id);
      expect(refunding.statusCode).toBe(200);
      expect(payment(refunding.body).status).toBe('refunding');
    } finally {
      clockOffsetMs = 0;
    }
    await t.runJobs();
    const refunded = await getPayment(investor, paid.id);
    expect(refunded.status).toBe('refunded');
    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 0, investors: 0 });
    expect(await sumOfAccount(t.db.db, accounts.projectRaise(projectId, 'USD'))).toBe(0);
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
    expect((await notificationsOf(investor)).map((n) => n.type)).toContain('payment_refunded');
    const portfolio = await t.app.inject({ url: '/api/v1/portfolio/me', headers: investor.headers });
    expect(portfolio.json().total_invested).toBe(0);
    expect(portfolio.json().items[0]).toMatchObject({ status: 'refunded', can_cancel: false });

    const late = await paidInvestment(investor, projectId, 200);
    clockOffsetMs = 4 * DAY + 60_000;
    try {
      const refused = await cancel(late.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CANCELLATION_WINDOW_CLOSED' });
      expect(refused.json().detail).toContain('4-day');
    } finally {
      clockOffsetMs = 0;
    }
    expect((await getPayment(investor, late.id)).status).toBe('succeeded');
  });
});

describe("a round's refund (all or nothing)", () => {
  it('refunds every investment once, releases open reservations, and ends refund_completed', async () => {
    const projectId = await insertProject(t);
    const first = await insertInvestor(t, { sophisticated: true });
    const second = await insertInvestor(t, { sophisticated: true });
    const paidA = await paidInvestment(first, projectId, 1000);
    const paidB = await paidInvestment(second, projectId, 500);
    const open = payment((await invest(t.app, second, { project_id: projectId, amount: 200 })).body);
    await t.db.db.execute(sql`update projects set status = 'refund_initiated' where id = ${projectId}`);

    await t.container.payments.refundRound(projectId);
    // Run again before any refund went through (a crash and a retry): nothing is asked twice.
    await t.container.payments.refundRound(projectId);
    expect(await countRows(t, `jobs where name = 'payments.refund' and completed_at is null`)).toBe(2);
    expect((await getPayment(second, open.id)).status).toBe('canceled');
    expect((await projectFigures(t, projectId)).status).toBe('refund_initiated');

    await t.runJobs();
    expect((await getPayment(first, paidA.id)).status).toBe('refunded');
    expect((await getPayment(second, paidB.id)).status).toBe('refunded');
    expect(await projectFigures(t, projectId)).toMatchObject({
      status: 'refund_completed',
      raised: 0,
      reserved: 0,
      investors: 0,
    });
    // Per payment: taken out of the raise as owed back, then paid back.
    expect(
      await countRows(t, `ledger_transactions where kind = 'refund' and payment_id in ('${paidA.id}', '${paidB.id}')`),
    ).toBe(4);
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
    expect((await notificationsOf(first)).map((n) => n.type)).toEqual(
      expect.arrayContaining(['payment_refunded', 'project_status_changed']),
    );
    expect(await countRows(t, `audit_log where target_id = '${projectId}' and action = 'project.status'`)).toBe(1);

    await t.container.payments.refundRound(projectId);
    await t.runJobs();
    expect(
      await countRows(t, `ledger_transactions where kind = 'refund' and payment_id in ('${paidA.id}', '${paidB.id}')`),
    ).toBe(4);
  });

  it('completes at once a round with no investments', async () => {
    const projectId = await insertProject(t, { status: 'refund_initiated' });
    await t.container.payments.refundRound(projectId);
    expect((await projectFigures(t, projectId)).status).toBe('refund_completed');
  });
});

describe('ownership', () => {
  it("answers another user's payment with 404 on every route", async () => {
    const projectId = await insertProject(t);
    const owner = await insertInvestor(t, { sophisticated: true });
    const other = await insertInvestor(t, { sophisticated: true });
    const created = payment((await invest(t.app, owner, { project_id: projectId, amount: 100 })).body);
    for (const [method, url] of [
      ['GET', `/api/v1/payments/${created.id}`],
      ['POST', `/api/v1/payments/${created.id}/cancel`],
      ['POST', `/api/v1/payments/${created.id}/checkout`],
      ['GET', `/api/v1/payments/not-a-uuid`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: other.headers });
      expect(response.statusCode, url).toBe(404);
    }
    const list = await t.app.inject({ url: `/api/v1/payments/project/${projectId}`, headers: other.headers });
    expect(list.json().payments).toEqual([]);
    expect((await t.app.inject({ url: `/api/v1/payments/${created.id}` })).statusCode).toBe(401);
  });
});

describe('the ledger in the database', () => {
  it('refuses to update or delete entries and to commit an unbalanced transaction', async () => {
    await expect(t.db.db.execute(sql`update ledger_entries set amount_minor = amount_minor + 1`)).rejects.toThrow();
    await expect(t.db.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    await expect(
      t.db.db.transaction(async (tx) => {
        const [account] = (
          (await tx.execute(
            sql`insert into ledger_accounts (key, kind, currency) values ('platform_fees:x:USD', 'platform_fees', 'USD') returning id`,
          )) as unknown as {
            rows: { id: string }[];
          }
        ).rows;
        const [transaction] = (
          (await tx.execute(
            sql`insert into ledger_transactions (kind, memo) values ('fee', 'unbalanced') returning id`,
          )) as unknown as {
            rows: { id: string }[];
          }
        ).rows;
        await tx.execute(
          sql`insert into ledger_entries (transaction_id, account_id, amount_minor, currency) values (${transaction!.id}, ${account!.id}, 5, 'USD')`,
        );
      }),
    ).rejects.toThrow();
    expect(await findInconsistencies(t.db.db)).toEqual({ accounts: [], transactions: [] });
  });
});

describe('two tabs', () => {
  it('answers "already paid" to a second tab continuing a payment the first one paid', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    const paid = await paidInvestment(investor, projectId, 300);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${paid.id}/checkout`,
      headers: investor.headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYMENT_ALREADY_PAID', detail: 'This payment is already paid.' });
  });
});
