import { systemClock } from '../src/lib/clock.js';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCheckoutSessions } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/rows.js';
import { sandboxPaymentRoutes } from '../src/modules/payments/sandbox.routes.js';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
} from '../src/providers/payments/provider.js';
import {
  createSandboxCheckout,
  createSandboxPaymentProvider,
  createSandboxWebhookDelivery,
  SANDBOX_PAYMENT_WEBHOOK_JOB,
  sandboxWebhookSecret,
} from '../src/providers/payments/sandbox.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';

const SECRET = sandboxWebhookSecret('test-secret-that-is-long-enough-for-hs256-signing');

let testDb: TestDatabase;
let app: FastifyInstance;
let provider: PaymentProvider;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const db = testDb.database.db;
  provider = createSandboxPaymentProvider({ db, webhookSecret: SECRET });
  app = Fastify();
  await app.register(sandboxPaymentRoutes, { sandbox: createSandboxCheckout({ db }), clock: systemClock });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

/** Opens a checkout for a fresh payment; returns its id, session and the page's URL parts. */
async function openCheckout(overrides: { expiresAt?: Date } = {}) {
  const paymentId = randomUUID();
  const session = await provider.createCheckout({
    paymentId,
    amountMinor: 100_000,
    serviceFeeMinor: 5_000,
    cardFeeMinor: 2_500,
    currency: 'USD',
    description: 'investment into project',
    projectName: 'Green Valley <Farms>',
    customerEmail: 'investor@example.com',
    successUrl: `/business/p1/payment/progress?payment=${paymentId}`,
    cancelUrl: '/business/p1/payment/secure?status=cancel',
    expiresAt: overrides.expiresAt ?? new Date(Date.now() + 30 * 60_000),
  });
  const url = new URL(session.checkoutUrl, 'http://localhost');
  return { paymentId, sessionId: session.sessionId, path: url.pathname, token: url.searchParams.get('token')! };
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const card = (number: string, token: string) => ({
  token,
  card_number: number,
  expiry: '12 / 34',
  cvc: '123',
  name: 'Ada Lovelace',
});
const pay = (checkout: { path: string; token: string }, number: string) =>
  app.inject({ method: 'POST', url: checkout.path, ...form(card(number, checkout.token)) });
const authenticate = (checkout: { path: string; token: string }, action: string, token = checkout.token) =>
  app.inject({ method: 'POST', url: `${checkout.path}/authenticate`, ...form({ token, action }) });

/** The webhooks the sandbox queued for a payment, oldest first. */
async function queuedEvents(paymentId: string) {
  const rows = rowsOf<{ payload: { type: string; data: { object: Record<string, unknown> } } }>(
    await testDb.database.db.execute(
      sql`select payload from jobs where name = ${SANDBOX_PAYMENT_WEBHOOK_JOB}
          and payload->'data'->'object'->'metadata'->>'payment_id' = ${paymentId} order by created_at, run_at`,
    ),
  );
  return rows.map((row) => row.payload);
}

/** Delivers a queued event as the job would, and reads it back through the provider. */
async function deliver(event: Record<string, unknown>) {
  let sent: { body: string; signature: string | undefined } | null = null;
  const delivery = createSandboxWebhookDelivery({
    url: 'http://127.0.0.1:9/api/v1/webhooks/payments',
    secret: SECRET,
    fetch: async (_url, init) => {
      const headers = new Headers(init?.headers);
      sent = { body: String(init?.body), signature: headers.get('stripe-signature') ?? undefined };
      return new Response('{}', { status: 200 });
    },
  });
  await delivery(event);
  return provider.parseWebhook(sent!.body, sent!.signature);
}

const sessionRow = async (id: string) =>
  (await testDb.database.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id)))[0]!;

describe('sandbox checkout page', () => {
  it('shows the business, the fee breakdown, a labelled card form and the test cards, with no script', async () => {
    const checkout = await openCheckout();
    const response = await app.inject({ method: 'GET', url: `${checkout.path}?token=${checkout.token}&lang=en` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'none'; style-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    const html = response.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('SANDBOX');
    expect(html).toContain('Green Valley &#60;Farms&#62;');
    for (const text of ['$1,000.00', '$50.00', '$25.00', '$1,075.00', 'Service fee', 'Card processing fee', 'Total']) {
      expect(html).toContain(text);
    }
    for (const [id, label] of [
      ['card_number', 'Card number'],
      ['expiry', 'Expiry'],
      ['cvc', 'CVC'],
      ['name', 'Name on card'],
    ]) {
      expect(html).toMatch(new RegExp(`<label for="${id}">${label}\\s*<input id="${id}" name="${id}"`));
    }
    expect(html).toContain(`<input type="hidden" name="token" value="${checkout.token}">`);
    expect(html).toMatch(/<button type="submit">Pay<\/button>/);
    expect(html).toContain('href="/business/p1/payment/secure?status=cancel"');
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995', '4000 0025 0000 3155']) {
      expect(html).toContain(number);
    }
  });

  it('speaks Vietnamese and Russian', async () => {
    const checkout = await openCheckout();
    const vi = await app.inject({ method: 'GET', url: `${checkout.path}?token=${checkout.token}&lang=vi` });
    expect(vi.body).toContain('<html lang="vi">');
    expect(vi.body).toContain('Số thẻ');
    expect(vi.body).toContain('Phí xử lý thẻ');
    const ru = await app.inject({
      method: 'GET',
      url: `${checkout.path}?token=${checkout.token}`,
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(ru.body).toContain('<html lang="ru">');
    expect(ru.body).toContain('Номер карты');
  });

  it('needs the token: without it, or with another, the checkout does not exist and nothing changes', async () => {
    const checkout = await openCheckout();
    const other = await openCheckout();
    for (const url of [
      checkout.path,
      `${checkout.path}?token=${other.token}`,
      `/sandbox/payments/checkout/cs_test_${'0'.repeat(32)}?token=${checkout.token}`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('This checkout link is not valid.');
    }
    for (const token of ['', other.token]) {
      const response = await app.inject({
        method: 'POST',
        url: checkout.path,
        ...form(card('4242424242424242', token)),
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await authenticate(checkout, 'complete', other.token)).statusCode).toBe(404);
    expect((await sessionRow(checkout.sessionId)).status).toBe('open');
    expect(await queuedEvents(checkout.paymentId)).toEqual([]);
  });

  it('4242 4242 4242 4242 pays: complete, checkout.session.completed signed, back to the success URL', async () => {
    const checkout = await openCheckout();
    const response = await pay(checkout, '4242 4242 4242 4242');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/business/p1/payment/progress?payment=${checkout.paymentId}`);
    const row = await sessionRow(checkout.sessionId);
    expect(row.status).toBe('complete');
    expect(row.chargeId).toMatch(/^ch_test_/);

    const [event, ...more] = await queuedEvents(checkout.paymentId);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      type: 'checkout.session.completed',
      data: { object: { id: checkout.sessionId, payment_status: 'paid', amount_total: 107_500, currency: 'usd' } },
    });
    expect(event!.data.object.payment_intent).toMatch(/^pi_test_/);
    // The event carries the checkout, the charge and the amount, so the platform can check them.
    expect(await deliver(event!)).toEqual({
      id: expect.stringMatching(/^evt_test_/),
      type: 'succeeded',
      paymentId: checkout.paymentId,
      sessionId: checkout.sessionId,
      paymentRef: event!.data.object.payment_intent,
      amountMinor: 107_500,
      currency: 'USD',
    });

    // A second submit (a double click, the back button) pays nothing more.
    const again = await pay(checkout, '4242424242424242');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This payment is complete.');
    expect(await queuedEvents(checkout.paymentId)).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'generic_decline', 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'card_declined', 'insufficient_funds', 'insufficient_funds', 'insufficient funds'],
    ['5555 5555 5555 4444', 'card_declined', 'generic_decline', 'card_declined', 'Your card was declined.'],
  ])(
    '%s is declined (%s / %s), and the checkout stays open for another card',
    async (number, code, declineCode, reason, message) => {
      const checkout = await openCheckout();
      const response = await pay(checkout, number);
      // As on Stripe's Checkout: the same page says why and shows the card form again.
      expect(response.statusCode).toBe(402);
      expect(response.body).toContain(message);
      expect(response.body).toContain('name="card_number"');
      expect(response.body).toContain(`name="token" value="${checkout.token}"`);
      expect(await sessionRow(checkout.sessionId)).toMatchObject({
        status: 'open',
        lastDecline: reason,
        chargeId: null,
      });
      const [event] = await queuedEvents(checkout.paymentId);
      expect(event).toMatchObject({
        type: 'payment_intent.payment_failed',
        data: {
          object: { status: 'requires_payment_method', last_payment_error: { code, decline_code: declineCode } },
        },
      });
      // Not the end of the payment: the platform reads it as a decline, not a failure.
      expect(await deliver(event!)).toMatchObject({ type: 'declined', paymentId: checkout.paymentId, reason });

      // Reloading the page shows the decline and the form.
      const page = await app.inject({ method: 'GET', url: `${checkout.path}?token=${checkout.token}&lang=en` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(message);
      expect(page.body).toContain('name="card_number"');

      // Another card pays the same checkout.
      const paid = await pay(checkout, '4242 4242 4242 4242');
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`/business/p1/payment/progress?payment=${checkout.paymentId}`);
      expect(await sessionRow(checkout.sessionId)).toMatchObject({ status: 'complete', lastDecline: null });
      const events = await queuedEvents(checkout.paymentId);
      expect(events.map((queued) => queued.type)).toEqual([
        'payment_intent.payment_failed',
        'checkout.session.completed',
      ]);
      expect(await deliver(events[1]!)).toMatchObject({ type: 'succeeded', paymentId: checkout.paymentId });
    },
  );

  it('4000 0025 0000 3155 asks for authentication on a second page; Complete pays', async () => {
    const checkout = await openCheckout();
    const response = await pay(checkout, '4000002500003155');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${checkout.path}?token=${checkout.token}&lang=en`);
    const [requiresAction] = await queuedEvents(checkout.paymentId);
    expect(requiresAction).toMatchObject({ type: 'payment_intent.requires_action' });
    expect(await deliver(requiresAction!)).toMatchObject({ type: 'processing', paymentId: checkout.paymentId });

    const page = await app.inject({ method: 'GET', url: response.headers.location! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Complete</button>');
    expect(page.body).toContain('>Fail</button>');
    expect(page.body).not.toContain('name="card_number"');
    // The card form no longer takes a payment for this session.
    expect((await pay(checkout, '4242424242424242')).statusCode).toBe(409);
    expect((await authenticate(checkout, 'maybe')).statusCode).toBe(400);

    const completed = await authenticate(checkout, 'complete');
    expect(completed.statusCode).toBe(303);
    expect(completed.headers.location).toBe(`/business/p1/payment/progress?payment=${checkout.paymentId}`);
    const events = await queuedEvents(checkout.paymentId);
    expect(events.map((event) => event.type)).toEqual(['payment_intent.requires_action', 'checkout.session.completed']);
    expect(await deliver(events[1]!)).toMatchObject({
      type: 'succeeded',
      paymentRef: expect.stringMatching(/^pi_test_/),
    });
    expect((await authenticate(checkout, 'fail')).statusCode).toBe(409);
  });

  it('4000 0025 0000 3155 then Fail: declined for authentication, back to the card form', async () => {
    const checkout = await openCheckout();
    await pay(checkout, '4000 0025 0000 3155');
    const failed = await authenticate(checkout, 'fail');
    expect(failed.statusCode).toBe(402);
    expect(failed.body).toContain('Your card could not be authenticated.');
    expect(failed.body).toContain('name="card_number"');
    expect(await sessionRow(checkout.sessionId)).toMatchObject({
      status: 'open',
      lastDecline: 'authentication_failed',
    });
    const events = await queuedEvents(checkout.paymentId);
    expect(events[1]).toMatchObject({
      type: 'payment_intent.payment_failed',
      data: { object: { last_payment_error: { code: 'payment_intent_authentication_failure' } } },
    });
    expect(await deliver(events[1]!)).toMatchObject({ type: 'declined', reason: 'authentication_failed' });
    // The authentication page is gone; the card form takes another card.
    expect((await authenticate(checkout, 'complete')).statusCode).toBe(409);
    expect((await pay(checkout, '4242424242424242')).statusCode).toBe(303);
  });

  it('refuses bad fields with a clear message, keeping what was typed, and changes nothing', async () => {
    const checkout = await openCheckout();
    const response = await app.inject({
      method: 'POST',
      url: `${checkout.path}?lang=en`,
      ...form({ token: checkout.token, card_number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', name: '  ' }),
    });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(html).toContain('Please correct the fields marked below.');
    expect(html).toContain('value="4242 4242 4242 4241"');
    expect(html).toContain('value="01/20"');
    expect(html).toContain('value="12"');
    expect(html).toContain('Enter a valid card number.');
    expect(html).toContain('This card has expired.');
    expect(html).toContain('Enter the 3 or 4 digit security code.');
    expect(html).toContain('Enter the name on the card.');
    expect(html).toContain('aria-invalid="true" aria-describedby="card_number-error"');
    expect(html).toContain(`name="token" value="${checkout.token}"`);

    const badExpiry = await app.inject({
      method: 'POST',
      url: checkout.path,
      ...form({ ...card('4242424242424242', checkout.token), expiry: '13/30' }),
    });
    expect(badExpiry.statusCode).toBe(400);
    expect(badExpiry.body).toContain('Enter the expiry date as MM / YY.');
    expect((await sessionRow(checkout.sessionId)).status).toBe('open');
    expect(await queuedEvents(checkout.paymentId)).toEqual([]);
  });

  it('refuses to take payment past the session’s expiry, with a clear page', async () => {
    const checkout = await openCheckout({ expiresAt: new Date(Date.now() - 1_000) });
    const page = await app.inject({ method: 'GET', url: `${checkout.path}?token=${checkout.token}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This checkout has expired');
    expect(page.body).not.toContain('name="card_number"');
    const paid = await pay(checkout, '4242424242424242');
    expect(paid.statusCode).toBe(410);
    expect((await sessionRow(checkout.sessionId)).chargeId).toBeNull();
    expect((await queuedEvents(checkout.paymentId)).map((event) => event.type)).not.toContain(
      'checkout.session.completed',
    );
  });
});

describe('sandbox payment provider', () => {
  it('expires an open checkout once, with checkout.session.expired', async () => {
    const checkout = await openCheckout();
    await provider.expireCheckout(checkout.sessionId);
    await provider.expireCheckout(checkout.sessionId);
    expect((await sessionRow(checkout.sessionId)).status).toBe('expired');
    const events = await queuedEvents(checkout.paymentId);
    expect(events.map((event) => event.type)).toEqual(['checkout.session.expired']);
    expect(await deliver(events[0]!)).toMatchObject({ type: 'expired', paymentId: checkout.paymentId });
    expect((await pay(checkout, '4242424242424242')).statusCode).toBe(410);

    // A paid checkout stays paid.
    const paid = await openCheckout();
    await pay(paid, '4242424242424242');
    await provider.expireCheckout(paid.sessionId);
    expect((await sessionRow(paid.sessionId)).status).toBe('complete');
  });

  it('refunds a paid checkout once, with charge.refunded, and answers the refund; refuses an unpaid one', async () => {
    const checkout = await openCheckout();
    await pay(checkout, '4242424242424242');
    const refund = {
      paymentId: checkout.paymentId,
      sessionId: checkout.sessionId,
      paymentRef: null,
      amountMinor: 107_500,
      currency: 'USD',
    };
    // Each call answers the same refund (one per payment, as under an idempotency key).
    const answers = [
      await provider.refund(refund),
      await provider.refund(refund),
      await provider.refund({ ...refund, sessionId: null }),
    ];
    const { refundId } = await sessionRow(checkout.sessionId);
    expect(refundId).toMatch(/^re_test_/);
    for (const answer of answers) {
      expect(answer).toEqual({ refundId, status: 'succeeded', amountMinor: 107_500, currency: 'USD' });
    }
    const events = (await queuedEvents(checkout.paymentId)).filter((event) => event.type === 'charge.refunded');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ data: { object: { refunded: true, amount_refunded: 107_500 } } });
    expect(await deliver(events[0]!)).toMatchObject({ type: 'refunded', paymentId: checkout.paymentId });

    // Nothing was paid: the provider refuses (nothing happened there) and sends nothing.
    const unpaid = await openCheckout();
    const refused = provider.refund({ ...refund, paymentId: unpaid.paymentId, sessionId: unpaid.sessionId });
    await expect(refused).rejects.toThrow(PaymentProviderError);
    await expect(refused).rejects.toMatchObject({ outcome: 'refused' });
    expect(await queuedEvents(unpaid.paymentId)).toEqual([]);
  });

  it('signs with a secret derived from the JWT secret; another secret or a stale signature is refused', async () => {
    expect(sandboxWebhookSecret('a')).toBe(sandboxWebhookSecret('a'));
    expect(sandboxWebhookSecret('a')).not.toBe(sandboxWebhookSecret('b'));
    const checkout = await openCheckout();
    await provider.expireCheckout(checkout.sessionId);
    const [event] = await queuedEvents(checkout.paymentId);
    const body = JSON.stringify(event);
    const other = createSandboxPaymentProvider({
      db: testDb.database.db,
      webhookSecret: sandboxWebhookSecret('other'),
    });
    let signature = '';
    await createSandboxWebhookDelivery({
      url: 'http://127.0.0.1:9/',
      secret: SECRET,
      fetch: async (_url, init) => {
        signature = new Headers(init?.headers).get('stripe-signature') ?? '';
        return new Response(null, { status: 204 });
      },
    })(event!);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(provider.parseWebhook(body, signature)).toMatchObject({ type: 'expired' });
    expect(() => other.parseWebhook(body, signature)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(body, undefined)).toThrow(WebhookSignatureError);
    const stale = signature.replace(/^t=\d+/, `t=${Math.floor(Date.now() / 1000) - 400}`);
    expect(() => provider.parseWebhook(body, stale)).toThrow(WebhookSignatureError);
  });

  it('delivery throws on a non-2xx answer, so the queue retries', async () => {
    const delivery = createSandboxWebhookDelivery({
      url: 'http://127.0.0.1:9/',
      secret: SECRET,
      fetch: async () => new Response('busy', { status: 503 }),
    });
    await expect(delivery({ id: 'evt_test_1', type: 'checkout.session.expired' })).rejects.toThrow('503');
  });
});
