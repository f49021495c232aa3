import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, WebhookSignatureError, type CheckoutInput } from './provider.js';
import { createStripePaymentProvider } from './stripe.js';
import { parseStripeEvent } from './stripe-events.js';

interface Recorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

/**
 * A local stand-in for the parts of Stripe's HTTP API the adapter calls: it records each
 * request (form-encoded, as the SDK sends them) and answers with Stripe-shaped JSON.
 */
function startFakeStripe() {
  const requests: Recorded[] = [];
  const sessions = new Map<string, string>([
    ['cs_test_paid', 'complete'],
    ['cs_test_open_stuck', 'open'],
  ]);
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0]!;
      requests.push({ method: request.method ?? '', path, headers: request.headers, form: new URLSearchParams(raw) });
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
        response.end(JSON.stringify(body));
      };
      const invalid = (message: string, code?: string) =>
        answer(400, { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } });
      let match: RegExpExecArray | null;
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        return answer(200, {
          id: 'cs_test_fake1',
          object: 'checkout.session',
          status: 'open',
          url: 'https://checkout.stripe.test/c/pay/cs_test_fake1',
        });
      }
      if (request.method === 'POST' && (match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
        const id = match[1]!;
        if (sessions.has(id)) return invalid('Only Checkout Sessions with a status in ["open"] can be expired.');
        return answer(200, { id, object: 'checkout.session', status: 'expired' });
      }
      if (request.method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
        return answer(200, { id: match[1], object: 'checkout.session', status: sessions.get(match[1]!) ?? 'expired' });
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const intent = new URLSearchParams(raw).get('payment_intent');
        if (intent === 'pi_already_refunded')
          return invalid('Charge has already been refunded.', 'charge_already_refunded');
        return answer(200, { id: 're_fake1', object: 'refund', status: 'succeeded', payment_intent: intent });
      }
      return answer(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
    });
  });
  return { server, requests };
}

const SECRET = 'whsec_test_secret_for_the_fake';
const PAYMENT_ID = '5b0f2a4e-8c1d-4e3f-9a6b-7c8d9e0f1a2b';

const checkoutInput = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  paymentId: PAYMENT_ID,
  amountMinor: 100_000,
  serviceFeeMinor: 5_000,
  cardFeeMinor: 2_500,
  currency: 'USD',
  description: 'investment into project',
  projectName: 'Green Valley Farms',
  customerEmail: 'investor@example.com',
  successUrl: 'https://grove.example/business/p1/payment/progress?payment=1',
  cancelUrl: 'https://grove.example/business/p1/payment/secure?status=cancel',
  expiresAt: new Date(Date.now() + 60 * 60_000),
  ...overrides,
});

const signed = (event: unknown, timestamp?: number) => {
  const payload = JSON.stringify(event);
  return {
    payload,
    header: Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      ...(timestamp === undefined ? {} : { timestamp }),
    }),
  };
};

describe('Stripe payment provider against a local fake of the API', () => {
  const fake = startFakeStripe();
  let provider: ReturnType<typeof createStripePaymentProvider>;

  beforeAll(async () => {
    fake.server.listen(0, '127.0.0.1');
    await once(fake.server, 'listening');
    const { port } = fake.server.address() as AddressInfo;
    provider = createStripePaymentProvider({
      secretKey: 'sk_test_fake',
      webhookSecret: SECRET,
      apiUrl: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    fake.server.close();
    await once(fake.server, 'close');
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('opens a Checkout Session in payment mode: a line for the investment and one per fee, our id in metadata', async () => {
    const input = checkoutInput();
    const session = await provider.createCheckout(input);
    expect(session).toEqual({
      sessionId: 'cs_test_fake1',
      checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_test_fake1',
    });

    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request!.headers.authorization).toBe('Bearer sk_test_fake');
    expect(request!.headers['idempotency-key']).toBe(`checkout-${PAYMENT_ID}`);
    const form = Object.fromEntries(request!.form);
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '100000',
      'line_items[0][price_data][product_data][name]': 'Green Valley Farms',
      'line_items[0][price_data][product_data][description]': 'investment into project',
      'line_items[1][price_data][unit_amount]': '5000',
      'line_items[1][price_data][product_data][name]': 'Service fee',
      'line_items[2][price_data][unit_amount]': '2500',
      'line_items[2][price_data][product_data][name]': 'Card processing fee',
      'metadata[payment_id]': PAYMENT_ID,
      'payment_intent_data[metadata][payment_id]': PAYMENT_ID,
      client_reference_id: PAYMENT_ID,
      customer_email: 'investor@example.com',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: String(Math.floor(input.expiresAt.getTime() / 1000)),
    });
    expect(form['line_items[3][quantity]']).toBeUndefined();
  });

  it('skips a zero fee line', async () => {
    await provider.createCheckout(checkoutInput({ cardFeeMinor: 0 }));
    const form = Object.fromEntries(fake.requests[0]!.form);
    expect(form['line_items[1][price_data][product_data][name]']).toBe('Service fee');
    expect(form['line_items[2][quantity]']).toBeUndefined();
  });

  it("keeps expires_at inside Stripe's 30 minutes to 24 hours", async () => {
    const before = Math.floor(Date.now() / 1000);
    await provider.createCheckout(checkoutInput({ expiresAt: new Date(Date.now() + 10 * 60_000) }));
    await provider.createCheckout(checkoutInput({ expiresAt: new Date(Date.now() + 3 * 24 * 60 * 60_000) }));
    const after = Math.floor(Date.now() / 1000);
    const [soon, late] = fake.requests.map((request) => Number(request.form.get('expires_at')));
    expect(soon).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(soon).toBeLessThanOrEqual(after + 32 * 60);
    expect(late).toBeLessThanOrEqual(after + 24 * 60 * 60);
    expect(late).toBeGreaterThan(before + 23 * 60 * 60);
  });

  it('expires an open session, and takes a session that is no longer open as done', async () => {
    await provider.expireCheckout('cs_test_fake1');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/checkout/sessions/cs_test_fake1/expire',
    ]);

    await expect(provider.expireCheckout('cs_test_paid')).resolves.toBeUndefined();
    // Stripe refused, and the session really is still open: that is a failure to report.
    await expect(provider.expireCheckout('cs_test_open_stuck')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('refunds the whole payment intent under an idempotency key per payment', async () => {
    const refund = {
      paymentId: PAYMENT_ID,
      sessionId: 'cs_test_fake1',
      paymentRef: 'pi_test_1',
      amountMinor: 107_500,
      currency: 'USD',
    };
    await provider.refund(refund);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(request!.headers['idempotency-key']).toBe(`refund-${PAYMENT_ID}`);
    expect(Object.fromEntries(request!.form)).toEqual({
      payment_intent: 'pi_test_1',
      reason: 'requested_by_customer',
      'metadata[payment_id]': PAYMENT_ID,
    });

    await expect(provider.refund({ ...refund, paymentRef: 'pi_already_refunded' })).resolves.toBeUndefined();
    await expect(provider.refund({ ...refund, paymentRef: null })).rejects.toBeInstanceOf(PaymentProviderError);
  });

  describe('webhooks', () => {
    const event = (type: string, object: Record<string, unknown>) => ({
      id: `evt_${type.replaceAll('.', '_')}`,
      object: 'event',
      type,
      data: { object },
    });
    const metadata = { payment_id: PAYMENT_ID };
    const parse = (body: unknown) => {
      const { payload, header } = signed(body);
      return provider.parseWebhook(payload, header);
    };

    it('reads each event the platform acts on, signed by the SDK', () => {
      expect(
        parse(event('checkout.session.completed', { metadata, payment_status: 'paid', payment_intent: 'pi_1' })),
      ).toEqual({ id: 'evt_checkout_session_completed', type: 'succeeded', paymentId: PAYMENT_ID, paymentRef: 'pi_1' });
      expect(
        parse(event('checkout.session.completed', { metadata, payment_status: 'unpaid', payment_intent: 'pi_1' })),
      ).toMatchObject({ type: 'processing', paymentId: PAYMENT_ID });
      expect(
        parse(
          event('checkout.session.async_payment_succeeded', { metadata, payment_intent: { id: 'pi_2', metadata } }),
        ),
      ).toMatchObject({ type: 'succeeded', paymentRef: 'pi_2' });
      expect(parse(event('checkout.session.async_payment_failed', { metadata }))).toMatchObject({
        type: 'failed',
        reason: 'declined',
      });
      expect(parse(event('checkout.session.expired', { metadata }))).toEqual({
        id: 'evt_checkout_session_expired',
        type: 'expired',
        paymentId: PAYMENT_ID,
      });
      // The shared parser reads a declined attempt; Stripe's adapter ignores it, since its
      // Checkout keeps the session open for another card.
      expect(parse(event('payment_intent.payment_failed', { metadata }))).toMatchObject({ type: 'ignored' });
      const failed = (lastPaymentError: unknown) =>
        parseStripeEvent(event('payment_intent.payment_failed', { metadata, last_payment_error: lastPaymentError }));
      expect(failed({ code: 'card_declined', decline_code: 'insufficient_funds' })).toMatchObject({
        type: 'failed',
        reason: 'insufficient_funds',
      });
      expect(failed({ code: 'payment_intent_authentication_failure' })).toMatchObject({
        reason: 'authentication_failed',
      });
      expect(failed({ code: 'card_declined', decline_code: 'generic_decline' })).toMatchObject({ reason: 'declined' });
      expect(failed(null)).toMatchObject({ reason: 'declined' });
      expect(parse(event('payment_intent.processing', { metadata }))).toMatchObject({ type: 'processing' });
      expect(parse(event('payment_intent.requires_action', { metadata }))).toMatchObject({ type: 'processing' });
      expect(parse(event('charge.refunded', { metadata, refunded: true, payment_intent: 'pi_1' }))).toEqual({
        id: 'evt_charge_refunded',
        type: 'refunded',
        paymentId: PAYMENT_ID,
      });
      expect(
        parse(event('charge.refunded', { metadata: {}, refunded: true, payment_intent: { id: 'pi_1', metadata } })),
      ).toMatchObject({ type: 'refunded', paymentId: PAYMENT_ID });
    });

    it('ignores what is not ours to act on: other types, a partial refund, no or a foreign payment id', () => {
      expect(parse(event('customer.created', { metadata }))).toEqual({
        id: 'evt_customer_created',
        type: 'ignored',
        rawType: 'customer.created',
      });
      expect(parse(event('charge.refunded', { metadata, refunded: false }))).toMatchObject({ type: 'ignored' });
      expect(parse(event('checkout.session.expired', { metadata: {} }))).toMatchObject({ type: 'ignored' });
      expect(parse(event('checkout.session.expired', { metadata: null }))).toMatchObject({ type: 'ignored' });
      expect(parse(event('checkout.session.expired', { metadata: { payment_id: 'order-17' } }))).toMatchObject({
        type: 'ignored',
      });
    });

    it('refuses a missing, wrong or old signature, and a signed body that is not an event', () => {
      const body = event('checkout.session.expired', { metadata });
      const { payload, header } = signed(body);
      expect(() => provider.parseWebhook(payload, undefined)).toThrow(WebhookSignatureError);
      expect(() => provider.parseWebhook(payload, '')).toThrow(WebhookSignatureError);
      expect(() => provider.parseWebhook(payload.replace('expired', 'completed'), header)).toThrow(
        WebhookSignatureError,
      );
      const otherSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
      expect(() => provider.parseWebhook(payload, otherSecret)).toThrow(WebhookSignatureError);

      const old = signed(body, Math.floor(Date.now() / 1000) - 301);
      expect(() => provider.parseWebhook(old.payload, old.header)).toThrow(WebhookSignatureError);
      const recent = signed(body, Math.floor(Date.now() / 1000) - 290);
      expect(provider.parseWebhook(recent.payload, recent.header)).toMatchObject({ type: 'expired' });

      const notEvent = signed({ hello: 'world' });
      expect(() => provider.parseWebhook(notEvent.payload, notEvent.header)).toThrow(WebhookSignatureError);
    });
  });
});
