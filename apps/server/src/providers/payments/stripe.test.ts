import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type BankAccountInput,
  type CheckoutInput,
  type PayoutInput,
} from './provider.js';
import { createStripePaymentProvider, payoutRequirementKinds } from './stripe.js';

interface Recorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
  /** The query string's parameters (a GET's). */
  query: URLSearchParams;
}

/** How the fake misbehaves while set: it drops the connection, or answers every request so. */
type Fault = 'drop' | { status: number; body: unknown; headers?: Record<string, string> };

type StripeObject = Record<string, unknown> & { id: string };

/**
 * The Connect side of the fake: accounts with their external bank accounts, transfers and their
 * reversals, payouts per connected account (the `Stripe-Account` header), and Stripe's
 * idempotency (a key seen before answers what it answered, or refuses other parameters).
 */
function connectState() {
  return {
    accounts: new Map<string, StripeObject>(),
    transfers: new Map<string, StripeObject>(),
    payouts: new Map<string, StripeObject & { account: string }>(),
    idempotent: new Map<string, { raw: string; status: number; body: unknown }>(),
    sequence: 0,
    /** Stripe refuses every payout (payouts disabled on the account after our check). */
    refusePayouts: false,
    /** Requests to this path lose their answer: before the fake acts on them, or after. */
    lose: null as { path: string; when: 'before' | 'after' } | null,
  };
}

/**
 * A local stand-in for the parts of Stripe's HTTP API the adapter calls: it records each
 * request (form-encoded, as the SDK sends them) and answers with Stripe-shaped JSON.
 */
function startFakeStripe() {
  const requests: Recorded[] = [];
  const state: { fault: Fault | null; connect: ReturnType<typeof connectState> } = {
    fault: null,
    connect: connectState(),
  };
  const session = (id: string, fields: Record<string, unknown>) => ({
    id,
    object: 'checkout.session',
    mode: 'payment',
    amount_total: 107_500,
    currency: 'usd',
    metadata: { payment_id: PAYMENT_ID },
    ...fields,
  });
  const sessions = new Map<string, Record<string, unknown>>([
    [
      'cs_test_paid',
      session('cs_test_paid', { status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_paid' }),
    ],
    [
      'cs_test_delayed',
      session('cs_test_delayed', { status: 'complete', payment_status: 'unpaid', payment_intent: 'pi_test_delayed' }),
    ],
    [
      'cs_test_free',
      session('cs_test_free', {
        status: 'complete',
        payment_status: 'no_payment_required',
        payment_intent: null,
        amount_total: 0,
      }),
    ],
    [
      'cs_test_open_stuck',
      session('cs_test_open_stuck', { status: 'open', payment_status: 'unpaid', payment_intent: null }),
    ],
    [
      'cs_test_expired',
      session('cs_test_expired', { status: 'expired', payment_status: 'unpaid', payment_intent: null }),
    ],
    ['cs_test_garbled', session('cs_test_garbled', { status: 'complete', payment_status: 'paid', amount_total: 1.5 })],
  ]);
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0]!;
      const form = new URLSearchParams(raw);
      const query = new URL(request.url ?? '', 'http://fake').searchParams;
      requests.push({ method: request.method ?? '', path, headers: request.headers, form, query });
      const connect = state.connect;
      const onConnect = /^\/v1\/(accounts|transfers|payouts)/.test(path);
      const key = request.headers['idempotency-key'];
      const scope = `${String(request.headers['stripe-account'] ?? 'platform')}:${String(key)}`;
      const lost = connect.lose?.path === path && request.method === 'POST' ? connect.lose.when : null;
      const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        if (onConnect && request.method === 'POST' && key && !connect.idempotent.has(scope)) {
          connect.idempotent.set(scope, { raw, status, body });
        }
        if (lost === 'after') return request.socket.destroy();
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${requests.length}`,
          ...headers,
        });
        response.end(JSON.stringify(body));
      };
      const { fault } = state;
      if (fault === 'drop' || lost === 'before') return request.socket.destroy();
      if (fault) return answer(fault.status, fault.body, fault.headers);
      const seen = onConnect && request.method === 'POST' && key ? connect.idempotent.get(scope) : undefined;
      if (seen) {
        if (seen.raw === raw) return answer(seen.status, seen.body, { 'idempotent-replayed': 'true' });
        return answer(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        });
      }
      const invalid = (message: string, code?: string, status = 400) =>
        answer(status, { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) } });
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
        const found = sessions.get(match[1]!);
        if (!found) return invalid(`No such checkout.session: '${match[1]}'`, 'resource_missing', 404);
        return answer(200, found);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const intent = new URLSearchParams(raw).get('payment_intent');
        if (intent === 'pi_already_refunded')
          return invalid('Charge ch_1 has already been refunded.', 'charge_already_refunded');
        if (intent === 'pi_disputed')
          return invalid('Charge ch_2 has been charged back; cannot issue a refund.', 'charge_disputed');
        return answer(200, {
          id: 're_fake1',
          object: 'refund',
          status: 'succeeded',
          amount: 107_500,
          currency: 'usd',
          payment_intent: intent,
        });
      }
      if (request.method === 'GET' && path === '/v1/balance') {
        return answer(200, {
          object: 'balance',
          available: [
            { amount: 104_352, currency: 'usd' },
            { amount: 9_000, currency: 'eur' },
          ],
          pending: [{ amount: -1_500, currency: 'usd' }],
        });
      }
      // Two pages, newest first, as Stripe lists them.
      if (request.method === 'GET' && path === '/v1/balance_transactions') {
        const query = new URL(request.url ?? '', 'http://fake').searchParams;
        const bt = (id: string, type: string, amount: number, fee: number, created: number, source: unknown) => ({
          id,
          object: 'balance_transaction',
          type,
          amount,
          fee,
          net: amount - fee,
          currency: 'usd',
          created,
          source,
        });
        const first = [
          // A reversal made in the Dashboard names only its transfer, whose group names the withdrawal.
          bt('txn_6', 'transfer_refund', 7_000, 0, 1_800_000_600, {
            id: 'trr_dashboard',
            object: 'transfer_reversal',
            transfer: 'tr_listed',
            metadata: {},
          }),
          // A failed payout's money taken back from the investor's Connect account.
          bt('txn_5', 'transfer_refund', 4_500, 0, 1_800_000_500, {
            id: 'trr_a1',
            object: 'transfer_reversal',
            transfer: 'tr_a1',
            metadata: { withdrawal_id: WITHDRAWAL_RETURNED },
          }),
          bt('txn_4', 'transfer', -4_500, 0, 1_800_000_400, {
            id: 'tr_a1',
            object: 'transfer',
            destination: 'acct_a1',
            transfer_group: WITHDRAWAL_RETURNED,
            metadata: { withdrawal_id: WITHDRAWAL_RETURNED },
          }),
          bt('txn_3', 'adjustment', -107_500, 1_500, 1_800_000_300, {
            id: 'du_a1',
            object: 'dispute',
            payment_intent: 'pi_test_paid',
            metadata: {},
          }),
          bt('txn_2', 'payout', -2_013, 0, 1_800_000_200, {
            id: 'po_a1',
            object: 'payout',
            metadata: { withdrawal_id: WITHDRAWAL_ID },
          }),
        ];
        const second = [
          bt('txn_1', 'charge', 107_500, 3_148, 1_800_000_100, {
            id: 'ch_a1',
            object: 'charge',
            payment_intent: 'pi_test_paid',
            metadata: { payment_id: PAYMENT_ID },
          }),
          bt('txn_0', 'payout', -50_000, 0, 1_800_000_000, {
            id: 'po_auto',
            object: 'payout',
            automatic: true,
            metadata: {},
          }),
        ];
        const page = query.get('starting_after') === 'txn_2' ? second : first;
        return answer(200, {
          object: 'list',
          data: page,
          has_more: page === first,
          url: '/v1/balance_transactions',
        });
      }
      // A payment intent with its latest charge's balance transaction expanded (or not there yet).
      if (request.method === 'GET' && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
        const id = match[1]!;
        if (id === 'pi_nobody') return invalid(`No such payment_intent: '${id}'`, 'resource_missing', 404);
        const balance =
          id === 'pi_pending_balance'
            ? null
            : {
                id: 'txn_a1',
                object: 'balance_transaction',
                amount: 107_500,
                fee: 3_148,
                net: 104_352,
                currency: 'usd',
              };
        return answer(200, {
          id,
          object: 'payment_intent',
          status: 'succeeded',
          metadata: id === 'pi_foreign' ? {} : { payment_id: PAYMENT_ID },
          latest_charge: { id: 'ch_a1', object: 'charge', balance_transaction: balance },
        });
      }
      // The refunds of a payment intent, newest first: the one made before (by us or in the Dashboard).
      if (request.method === 'GET' && path === '/v1/refunds') {
        const intent = new URL(request.url ?? '', 'http://fake').searchParams.get('payment_intent');
        const refunds =
          intent === 'pi_already_refunded'
            ? [
                {
                  id: 're_earlier',
                  object: 'refund',
                  status: 'succeeded',
                  amount: 107_500,
                  currency: 'usd',
                  payment_intent: intent,
                },
              ]
            : [];
        return answer(200, { object: 'list', data: refunds, has_more: false, url: '/v1/refunds' });
      }
      const connected = answerConnect(request, path, form, connect);
      if (connected) return answer(connected.status, connected.body);
      return answer(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` } });
    });
  });
  return { server, requests, state };
}

/** The fake's answers to the Connect API: accounts, external accounts, transfers, reversals, payouts. */
function answerConnect(
  request: http.IncomingMessage,
  path: string,
  form: URLSearchParams,
  connect: ReturnType<typeof connectState>,
): { status: number; body: unknown } | null {
  const query = new URL(request.url ?? '', 'http://fake').searchParams;
  const now = Math.floor(Date.now() / 1000);
  const next = (prefix: string) => `${prefix}_fake${++connect.sequence}`;
  const list = (url: string, data: unknown[]) => ({
    status: 200,
    body: { object: 'list', data, has_more: false, url },
  });
  const refuse = (message: string, code: string, status = 400) => ({
    status,
    body: { error: { type: 'invalid_request_error', message, code } },
  });
  const missing = (kind: string, id: string) => refuse(`No such ${kind}: '${id}'`, 'resource_missing', 404);
  const metadataOf = () =>
    Object.fromEntries(
      [...form].flatMap(([name, value]) => {
        const field = /^metadata\[(\w+)\]$/.exec(name)?.[1];
        return field ? [[field, value]] : [];
      }),
    );
  let match: RegExpExecArray | null;

  if (request.method === 'POST' && path === '/v1/accounts') {
    const account: StripeObject = {
      id: next('acct'),
      object: 'account',
      country: form.get('country'),
      business_type: form.get('business_type'),
      payouts_enabled: true,
      charges_enabled: false,
      capabilities: { transfers: 'active' },
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
      metadata: metadataOf(),
      external_accounts: [] as StripeObject[],
    };
    connect.accounts.set(account.id, account);
    return { status: 200, body: account };
  }
  if (request.method === 'GET' && (match = /^\/v1\/accounts\/([^/]+)$/.exec(path))) {
    const account = connect.accounts.get(match[1]!);
    return account ? { status: 200, body: account } : missing('account', match[1]!);
  }
  if (request.method === 'POST' && (match = /^\/v1\/accounts\/([^/]+)\/external_accounts$/.exec(path))) {
    const account = connect.accounts.get(match[1]!);
    if (!account) return missing('account', match[1]!);
    const routing = form.get('external_account[routing_number]') ?? '';
    if (routing !== '110000000') return refuse('The routing number provided is invalid.', 'routing_number_invalid');
    const added: StripeObject = {
      id: next('ba'),
      object: 'bank_account',
      account: account.id,
      account_holder_name: form.get('external_account[account_holder_name]'),
      bank_name: 'STRIPE TEST BANK',
      country: 'US',
      currency: 'usd',
      last4: (form.get('external_account[account_number]') ?? '').slice(-4),
      routing_number: routing,
      status: 'new',
    };
    (account.external_accounts as StripeObject[]).push(added);
    return { status: 200, body: added };
  }
  if (request.method === 'POST' && path === '/v1/transfers') {
    const account = connect.accounts.get(form.get('destination') ?? '');
    if (!account) return missing('account', form.get('destination') ?? '');
    if ((account.capabilities as { transfers?: string }).transfers !== 'active') {
      return refuse(
        'Your destination account needs to have the transfers capability enabled.',
        'insufficient_capabilities_for_transfer',
      );
    }
    const transfer: StripeObject = {
      id: next('tr'),
      object: 'transfer',
      amount: Number(form.get('amount')),
      amount_reversed: 0,
      currency: form.get('currency'),
      destination: account.id,
      transfer_group: form.get('transfer_group'),
      metadata: metadataOf(),
      reversed: false,
      created: now,
    };
    connect.transfers.set(transfer.id, transfer);
    return { status: 200, body: transfer };
  }
  if (request.method === 'GET' && path === '/v1/transfers') {
    const group = query.get('transfer_group');
    return list(
      '/v1/transfers',
      [...connect.transfers.values()].filter((transfer) => !group || transfer.transfer_group === group).reverse(),
    );
  }
  if (request.method === 'GET' && (match = /^\/v1\/transfers\/([^/]+)$/.exec(path))) {
    // One made in the Dashboard long ago, which a reversal in the balance names.
    const listed = { id: 'tr_listed', object: 'transfer', transfer_group: WITHDRAWAL_LISTED, metadata: {} };
    const transfer = match[1] === listed.id ? listed : connect.transfers.get(match[1]!);
    return transfer ? { status: 200, body: transfer } : missing('transfer', match[1]!);
  }
  if (request.method === 'POST' && (match = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path))) {
    const transfer = connect.transfers.get(match[1]!);
    if (!transfer) return missing('transfer', match[1]!);
    const left = (transfer.amount as number) - (transfer.amount_reversed as number);
    if (left <= 0) return refuse('Transfer has already been fully reversed.', 'parameter_invalid_integer');
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    transfer.amount_reversed = (transfer.amount_reversed as number) + amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    const reversal = {
      id: next('trr'),
      object: 'transfer_reversal',
      amount,
      currency: transfer.currency,
      transfer: transfer.id,
      metadata: metadataOf(),
    };
    return { status: 200, body: reversal };
  }
  const onAccount = request.headers['stripe-account'];
  if (request.method === 'POST' && path === '/v1/payouts') {
    const account = typeof onAccount === 'string' ? connect.accounts.get(onAccount) : undefined;
    if (!account) return refuse('The provided key does not have access to account.', 'account_invalid');
    if (connect.refusePayouts || !account.payouts_enabled) {
      return refuse('Payouts have been disabled on this account.', 'payouts_not_allowed');
    }
    const destination = form.get('destination');
    if (!(account.external_accounts as StripeObject[]).some((added) => added.id === destination)) {
      return missing('external_account', destination ?? '');
    }
    const payout = {
      id: next('po'),
      object: 'payout',
      account: account.id,
      amount: Number(form.get('amount')),
      currency: form.get('currency'),
      destination,
      automatic: false,
      status: 'pending',
      failure_code: null,
      metadata: metadataOf(),
      created: now,
    };
    connect.payouts.set(payout.id, payout);
    const { account: _made, ...shown } = payout;
    return { status: 200, body: shown };
  }
  if (request.method === 'POST' && path === '/v1/account_links') {
    const account = form.get('account') ?? '';
    if (!connect.accounts.has(account)) return missing('account', account);
    if (!/^https?:\/\//.test(form.get('return_url') ?? '')) return refuse('Not a valid URL', 'url_invalid');
    return {
      status: 200,
      body: {
        object: 'account_link',
        created: now,
        expires_at: now + 300,
        url: `https://connect.stripe.test/setup/c/${account}/${next('link')}`,
      },
    };
  }
  if (request.method === 'GET' && path === '/v1/payouts') {
    const since = Number(query.get('created[gte]') ?? 0);
    return list(
      '/v1/payouts',
      [...connect.payouts.values()]
        .filter((payout) => payout.account === onAccount && (payout.created as number) >= since)
        .map(({ account: _made, ...shown }) => shown)
        .reverse(),
    );
  }
  return null;
}

const SECRET = 'whsec_test_secret_for_the_fake';
const CONNECT_SECRET = 'whsec_test_connect_endpoint';
const PAYMENT_ID = '5b0f2a4e-8c1d-4e3f-9a6b-7c8d9e0f1a2b';
const WITHDRAWAL_ID = '0e4f1c2a-3b5d-4a6e-8f70-9a1b2c3d4e5f';
/** Withdrawals whose transfer (and its reversal) the balance transactions list. */
const WITHDRAWAL_RETURNED = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const WITHDRAWAL_LISTED = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

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

const refundInput = {
  paymentId: PAYMENT_ID,
  sessionId: 'cs_test_fake1',
  paymentRef: 'pi_test_1',
  amountMinor: 107_500,
  currency: 'USD',
};

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

/** The error a provider call rejected with, so its outcome can be read. */
async function rejection(call: Promise<unknown>): Promise<PaymentProviderError> {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

/**
 * The SDK error class behind a provider error, by name: the adapter loads the SDK's CommonJS
 * build and these tests its ES module, whose classes are not the same objects.
 */
const causeType = (error: unknown) => ((error as PaymentProviderError).cause as { type?: unknown } | undefined)?.type;

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
      connectWebhookSecret: CONNECT_SECRET,
      apiUrl: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    fake.server.close();
    await once(fake.server, 'close');
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.state.fault = null;
    fake.state.connect = connectState();
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
    // Stripe refused, and the session really is still open: that is a refusal to report.
    expect((await rejection(provider.expireCheckout('cs_test_open_stuck'))).outcome).toBe('refused');
  });

  it('reads the balance and every balance transaction with our id, oldest first', async () => {
    await expect(provider.retrieveBalance('USD')).resolves.toBe(102_852);
    await expect(provider.retrieveBalance('EUR')).resolves.toBe(9_000);
    const listed = await provider.listBalanceTransactions('USD', new Date(1_800_000_400_000));
    expect(listed.map((bt) => [bt.id, bt.type, bt.source, bt.reference, bt.netMinor])).toEqual([
      ['txn_0', 'payout', 'po_auto', null, -50_000],
      ['txn_1', 'charge', 'ch_a1', PAYMENT_ID, 104_352],
      ['txn_2', 'payout', 'po_a1', WITHDRAWAL_ID, -2_013],
      // A dispute names the payment intent; its metadata names our payment.
      ['txn_3', 'adjustment', 'du_a1', PAYMENT_ID, -109_000],
      ['txn_4', 'transfer', 'tr_a1', WITHDRAWAL_RETURNED, -4_500],
      ['txn_5', 'transfer_refund', 'trr_a1', WITHDRAWAL_RETURNED, 4_500],
      ['txn_6', 'transfer_refund', 'trr_dashboard', WITHDRAWAL_LISTED, 7_000],
    ]);
    const asked = fake.requests.find((request) => request.path === '/v1/balance_transactions')!;
    expect(asked.method).toBe('GET');
    expect(asked.query.get('created[lte]')).toBe('1800000400');
    expect(asked.query.get('created[gte]')).toBeNull();
  });

  it('asks only for balance transactions from a moment on, in whole seconds, when told', async () => {
    const before = fake.requests.length;
    await provider.listBalanceTransactions('USD', new Date(1_800_000_400_900), new Date(1_800_000_100_500));
    const asked = fake.requests.slice(before).find((request) => request.path === '/v1/balance_transactions')!;
    expect(asked.query.get('created[gte]')).toBe('1800000100');
    expect(asked.query.get('created[lte]')).toBe('1800000400');
  });

  it('finds whose charge a payment intent is by its metadata; none for a foreign or unknown one', async () => {
    await expect(provider.ownerOfCharge('pi_test_paid')).resolves.toBe(PAYMENT_ID);
    await expect(provider.ownerOfCharge('pi_foreign')).resolves.toBeNull();
    await expect(provider.ownerOfCharge('pi_nobody')).resolves.toBeNull();
  });

  it("reads a charge's fee from its balance transaction; none yet is null; a refusal is the provider's", async () => {
    await expect(
      provider.retrieveChargeFee({ sessionId: 'cs_test_paid', paymentRef: 'pi_test_paid' }),
    ).resolves.toEqual({
      balanceTransactionId: 'txn_a1',
      feeMinor: 3_148,
      currency: 'USD',
    });
    const asked = fake.requests.at(-1)!;
    expect(asked.path).toBe('/v1/payment_intents/pi_test_paid');
    await expect(provider.retrieveChargeFee({ sessionId: null, paymentRef: 'pi_pending_balance' })).resolves.toBeNull();
    await expect(provider.retrieveChargeFee({ sessionId: 'cs_test_paid', paymentRef: null })).resolves.toBeNull();
    expect((await rejection(provider.retrieveChargeFee({ sessionId: null, paymentRef: 'pi_nobody' }))).outcome).toBe(
      'refused',
    );
  });

  it('retrieves a checkout: status, paid or unpaid (no payment required counts as paid), intent, amount, currency', async () => {
    await expect(provider.retrieveCheckout('cs_test_paid')).resolves.toEqual({
      status: 'complete',
      paymentStatus: 'paid',
      paymentRef: 'pi_test_paid',
      amountMinor: 107_500,
      currency: 'USD',
    });
    await expect(provider.retrieveCheckout('cs_test_delayed')).resolves.toMatchObject({
      status: 'complete',
      paymentStatus: 'unpaid',
      paymentRef: 'pi_test_delayed',
    });
    await expect(provider.retrieveCheckout('cs_test_free')).resolves.toMatchObject({
      paymentStatus: 'paid',
      paymentRef: null,
      amountMinor: 0,
    });
    await expect(provider.retrieveCheckout('cs_test_open_stuck')).resolves.toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
    });
    await expect(provider.retrieveCheckout('cs_test_expired')).resolves.toMatchObject({ status: 'expired' });
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/v1/checkout/sessions/cs_test_paid' });
  });

  it('answers null for a session Stripe does not have, and unknown for an answer it cannot read', async () => {
    await expect(provider.retrieveCheckout('cs_test_nobody')).resolves.toBeNull();
    expect((await rejection(provider.retrieveCheckout('cs_test_garbled'))).outcome).toBe('unknown');
  });

  it('refunds the whole payment intent under an idempotency key per payment, and answers the refund', async () => {
    await expect(provider.refund(refundInput)).resolves.toEqual({
      refundId: 're_fake1',
      status: 'succeeded',
      amountMinor: 107_500,
      currency: 'USD',
    });
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(request!.headers['idempotency-key']).toBe(`refund-${PAYMENT_ID}`);
    expect(Object.fromEntries(request!.form)).toEqual({
      payment_intent: 'pi_test_1',
      reason: 'requested_by_customer',
      'metadata[payment_id]': PAYMENT_ID,
    });
  });

  it('answers the refund made before for an already refunded charge, and refuses a disputed one or one with no payment intent', async () => {
    await expect(provider.refund({ ...refundInput, paymentRef: 'pi_already_refunded' })).resolves.toMatchObject({
      refundId: 're_earlier',
      status: 'succeeded',
    });
    const disputed = await rejection(provider.refund({ ...refundInput, paymentRef: 'pi_disputed' }));
    expect(disputed.outcome).toBe('refused');
    expect(disputed.message).toContain('charge_disputed');
    expect((await rejection(provider.refund({ ...refundInput, paymentRef: null }))).outcome).toBe('refused');
  });

  describe('withdrawals through Stripe Connect', () => {
    const USER_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
    const bankInput = (overrides: Partial<BankAccountInput> = {}): BankAccountInput => ({
      userId: USER_ID,
      holderName: 'Ana Maria Silva',
      routingNumber: '110000000',
      accountNumber: '000123456789',
      currency: 'USD',
      email: 'ana@example.com',
      dateOfBirth: '1990-04-07',
      earlierAccountIds: [],
      ...overrides,
    });
    const payoutInput = (destination: string | null, withdrawalId = WITHDRAWAL_ID): PayoutInput => ({
      withdrawalId,
      amountMinor: 2_000,
      currency: 'USD',
      customerEmail: 'ana@example.com',
      destination,
    });
    const posts = (path: string | RegExp) =>
      fake.requests.filter(
        (request) =>
          request.method === 'POST' && (typeof path === 'string' ? request.path === path : path.test(request.path)),
      );
    /** An investor with a bank account, as the wallet has them; the requests that made it forgotten. */
    async function investorWithBank(): Promise<{ account: string; bankAccount: string; destination: string }> {
      const { accountId } = await provider.addBankAccount(bankInput());
      fake.requests.length = 0;
      const [account, bankAccount] = accountId.split('/') as [string, string];
      return { account, bankAccount, destination: accountId };
    }
    const onlyPayout = () => [...fake.state.connect.payouts.values()][0]!;
    const onlyTransfer = () => [...fake.state.connect.transfers.values()][0]!;

    it('adds a bank account: a Connect account for the investor, prefilled from their verified identity, made once', async () => {
      const added = await provider.addBankAccount(bankInput());
      expect(added).toEqual({ accountId: 'acct_fake1/ba_fake2', bankName: 'STRIPE TEST BANK' });

      const created = posts('/v1/accounts');
      expect(created).toHaveLength(1);
      expect(created[0]!.headers['idempotency-key']).toBe(`connect-account-${USER_ID}`);
      const form = Object.fromEntries(created[0]!.form);
      expect(form).toMatchObject({
        country: 'US',
        business_type: 'individual',
        'capabilities[transfers][requested]': 'true',
        'controller[requirement_collection]': 'application',
        'controller[fees][payer]': 'application',
        'controller[losses][payments]': 'application',
        'controller[stripe_dashboard][type]': 'none',
        'individual[first_name]': 'Ana Maria',
        'individual[last_name]': 'Silva',
        'individual[email]': 'ana@example.com',
        'individual[dob][day]': '7',
        'individual[dob][month]': '4',
        'individual[dob][year]': '1990',
        'settings[payouts][schedule][interval]': 'manual',
        'metadata[user_id]': USER_ID,
      });
      // The service agreement is the investor's to accept (not shown yet): nothing claims it.
      expect(Object.keys(form).filter((field) => field.startsWith('tos_acceptance'))).toEqual([]);

      const external = posts('/v1/accounts/acct_fake1/external_accounts');
      expect(external).toHaveLength(1);
      expect(Object.fromEntries(external[0]!.form)).toMatchObject({
        'external_account[object]': 'bank_account',
        'external_account[country]': 'US',
        'external_account[currency]': 'usd',
        'external_account[routing_number]': '110000000',
        'external_account[account_number]': '000123456789',
        'external_account[account_holder_name]': 'Ana Maria Silva',
        'metadata[user_id]': USER_ID,
      });

      // A second bank account goes on the same Connect account.
      fake.requests.length = 0;
      const second = await provider.addBankAccount(
        bankInput({ accountNumber: '000111111116', earlierAccountIds: [added.accountId] }),
      );
      expect(second.accountId).toBe('acct_fake1/ba_fake3');
      expect(posts('/v1/accounts')).toEqual([]);
      expect(fake.state.connect.accounts.size).toBe(1);
    });

    it('makes one Connect account for an investor asked twice before either was saved (its idempotency key)', async () => {
      // The first try's bank account never reached our database (its answer was lost): a retry
      // knows of no earlier account, and Stripe answers the account the first try made.
      fake.state.connect.lose = { path: '/v1/accounts/acct_fake1/external_accounts', when: 'after' };
      expect((await rejection(provider.addBankAccount(bankInput()))).outcome).toBe('unknown');
      fake.state.connect.lose = null;
      await expect(provider.addBankAccount(bankInput())).resolves.toEqual({
        accountId: 'acct_fake1/ba_fake2',
        bankName: 'STRIPE TEST BANK',
      });
      expect(fake.state.connect.accounts.size).toBe(1);
      expect((fake.state.connect.accounts.get('acct_fake1')!.external_accounts as unknown[]).length).toBe(1);
    });

    it('refuses a bank account Stripe does not accept in words the investor can act on; a lost answer is unknown', async () => {
      const refused = await rejection(provider.addBankAccount(bankInput({ routingNumber: '000000000' })));
      expect(refused.outcome).toBe('refused');
      expect(refused.message).toBe('Check the routing number: it is not a US bank’s.');
      expect(causeType(refused)).toBe('StripeInvalidRequestError');
      expect((await rejection(provider.addBankAccount(bankInput({ currency: 'EUR' })))).outcome).toBe('refused');

      fake.state.fault = 'drop';
      expect((await rejection(provider.addBankAccount(bankInput({ userId: PAYMENT_ID })))).outcome).toBe('unknown');
    });

    it('pays a withdrawal out: a transfer to the Connect account, then a payout from it to the bank account', async () => {
      const { account, bankAccount, destination } = await investorWithBank();
      await expect(provider.createPayout(payoutInput(destination))).resolves.toEqual({ payoutId: 'po_fake4' });

      const [transfer] = posts('/v1/transfers');
      expect(transfer!.headers['idempotency-key']).toBe(`withdrawal-transfer-${WITHDRAWAL_ID}`);
      // From the platform's balance: on our own account.
      expect(transfer!.headers['stripe-account']).toBeUndefined();
      expect(Object.fromEntries(transfer!.form)).toEqual({
        amount: '2000',
        currency: 'usd',
        destination: account,
        transfer_group: WITHDRAWAL_ID,
        'metadata[withdrawal_id]': WITHDRAWAL_ID,
      });
      const [payout] = posts('/v1/payouts');
      expect(payout!.headers['stripe-account']).toBe(account);
      expect(payout!.headers['idempotency-key']).toBe(`withdrawal-payout-${WITHDRAWAL_ID}`);
      expect(Object.fromEntries(payout!.form)).toEqual({
        amount: '2000',
        currency: 'usd',
        destination: bankAccount,
        'metadata[withdrawal_id]': WITHDRAWAL_ID,
      });
      expect(onlyPayout()).toMatchObject({ account, status: 'pending' });
    });

    it('a retry after a lost answer makes no second transfer or payout, even once Stripe has forgotten its keys', async () => {
      const { destination } = await investorWithBank();
      // The payout was made, its answer lost (the SDK's own retries too).
      fake.state.connect.lose = { path: '/v1/payouts', when: 'after' };
      expect((await rejection(provider.createPayout(payoutInput(destination)))).outcome).toBe('unknown');
      fake.state.connect.lose = null;
      fake.state.connect.idempotent.clear();
      await expect(provider.createPayout(payoutInput(destination))).resolves.toEqual({ payoutId: onlyPayout().id });
      expect(fake.state.connect.transfers.size).toBe(1);
      expect(fake.state.connect.payouts.size).toBe(1);

      // The transfer was made, its answer lost: a retry pays out what it moved, once.
      const other = '1f2e3d4c-5b6a-4798-8a6b-5c4d3e2f1a0b';
      fake.state.connect.lose = { path: '/v1/transfers', when: 'after' };
      expect((await rejection(provider.createPayout(payoutInput(destination, other)))).outcome).toBe('unknown');
      fake.state.connect.lose = null;
      fake.state.connect.idempotent.clear();
      const paid = await provider.createPayout(payoutInput(destination, other));
      expect(fake.state.connect.transfers.size).toBe(2);
      expect(fake.state.connect.payouts.size).toBe(2);
      expect(fake.state.connect.payouts.get(paid.payoutId)!.metadata).toEqual({ withdrawal_id: other });
    });

    /** Stripe asking the investor's Connect account for more, as it does before their first payout. */
    const needsDetails = (account: string) =>
      Object.assign(fake.state.connect.accounts.get(account)!, {
        payouts_enabled: false,
        capabilities: { transfers: 'inactive' },
        requirements: {
          currently_due: [
            'individual.address.city',
            'individual.address.line1',
            'individual.phone',
            'individual.ssn_last_4',
            'tos_acceptance.date',
            'tos_acceptance.ip',
            'business_profile.url',
          ],
          past_due: ['individual.ssn_last_4'],
          disabled_reason: 'requirements.past_due',
        },
      });

    it('says whether a Connect account can pay out, and what Stripe asks for in kinds the investor can act on', async () => {
      const { account, destination } = await investorWithBank();
      await expect(provider.payoutReadiness(destination)).resolves.toEqual({ ready: true, due: [] });
      expect(fake.requests).toMatchObject([{ method: 'GET', path: `/v1/accounts/${account}` }]);

      needsDetails(account);
      await expect(provider.payoutReadiness(destination)).resolves.toEqual({
        ready: false,
        due: ['agreement', 'address', 'phone', 'tax_id', 'other'],
      });
      // Payouts enabled but the transfers capability not active yet: still not ready.
      Object.assign(fake.state.connect.accounts.get(account)!, {
        payouts_enabled: true,
        capabilities: { transfers: 'pending' },
        requirements: { currently_due: [], past_due: [], disabled_reason: null },
      });
      await expect(provider.payoutReadiness(destination)).resolves.toEqual({ ready: false, due: [] });
    });

    it('reads the investor’s bank accounts on one Connect account with one request at a time', async () => {
      const { account, destination } = await investorWithBank();
      await Promise.all([provider.payoutReadiness(destination), provider.payoutReadiness(destination)]);
      expect(fake.requests.filter((request) => request.path === `/v1/accounts/${account}`)).toHaveLength(1);
    });

    it('maps Stripe requirement codes to kinds, each once, in a fixed order', () => {
      expect(
        payoutRequirementKinds([
          'individual.verification.document',
          'individual.id_number',
          'individual.registered_address.postal_code',
          'tos_acceptance.service_agreement',
          'external_account',
          'individual.verification.additional_document',
        ]),
      ).toEqual(['agreement', 'address', 'tax_id', 'identity_document', 'other']);
      expect(payoutRequirementKinds([])).toEqual([]);
    });

    it('makes a Stripe-hosted onboarding link for what is currently due on the investor’s Connect account', async () => {
      const { account, destination } = await investorWithBank();
      const urls = {
        returnUrl: 'https://grove.example/portfolio?tab=wallet&onboarding=done',
        refreshUrl: 'https://grove.example/portfolio?tab=wallet&onboarding=refresh',
      };
      // Nothing due: no link, nothing made at Stripe.
      await expect(provider.onboardingLink({ accountId: destination, ...urls })).resolves.toBeNull();
      expect(posts('/v1/account_links')).toEqual([]);

      needsDetails(account);
      const link = await provider.onboardingLink({ accountId: destination, ...urls });
      expect(link?.url).toMatch(new RegExp(`^https://connect\\.stripe\\.test/setup/c/${account}/`));
      expect(link!.expiresAt.getTime()).toBeGreaterThan(Date.now());
      const [made] = posts('/v1/account_links');
      expect(Object.fromEntries(made!.form)).toEqual({
        account,
        type: 'account_onboarding',
        'collection_options[fields]': 'currently_due',
        return_url: urls.returnUrl,
        refresh_url: urls.refreshUrl,
      });
      // On the platform's account, not as the connected account.
      expect(made!.headers['stripe-account']).toBeUndefined();
    });

    it('refuses a link or a readiness for what names no Connect account, or what Stripe refuses; a lost answer is unknown', async () => {
      const { account, destination } = await investorWithBank();
      const urls = { returnUrl: 'https://grove.example/back', refreshUrl: 'https://grove.example/again' };
      expect((await rejection(provider.payoutReadiness('ba_test_sandbox'))).outcome).toBe('refused');
      expect((await rejection(provider.onboardingLink({ accountId: 'ba_test_sandbox', ...urls }))).outcome).toBe(
        'refused',
      );
      expect(fake.requests).toEqual([]);
      expect((await rejection(provider.payoutReadiness('acct_missing/ba_missing'))).outcome).toBe('refused');

      needsDetails(account);
      const badUrl = await rejection(provider.onboardingLink({ accountId: destination, ...urls, returnUrl: '/back' }));
      expect(badUrl.outcome).toBe('refused');
      expect(causeType(badUrl)).toBe('StripeInvalidRequestError');

      fake.state.fault = 'drop';
      expect((await rejection(provider.payoutReadiness(destination))).outcome).toBe('unknown');
      expect((await rejection(provider.onboardingLink({ accountId: destination, ...urls }))).outcome).toBe('unknown');
    });

    it('refuses, before any money moves, a withdrawal to a Connect account Stripe will not let pay out yet', async () => {
      const { account, destination } = await investorWithBank();
      Object.assign(fake.state.connect.accounts.get(account)!, {
        payouts_enabled: false,
        requirements: {
          currently_due: ['individual.ssn_last_4', 'tos_acceptance.date', 'tos_acceptance.ip'],
          past_due: ['individual.ssn_last_4'],
          disabled_reason: 'requirements.past_due',
        },
      });
      const refused = await rejection(provider.createPayout(payoutInput(destination)));
      expect(refused.outcome).toBe('refused');
      expect(refused.reason).toBe('payouts_not_ready');
      expect(refused.message).toContain('payouts disabled (requirements.past_due)');
      expect(refused.message).toContain('individual.ssn_last_4, tos_acceptance.date, tos_acceptance.ip');
      expect(posts('/v1/transfers')).toEqual([]);
      await expect(provider.findPayout(WITHDRAWAL_ID)).resolves.toBeNull();
    });

    it('a payout Stripe refuses after the transfer has its transfer reversed; a retry moves nothing again', async () => {
      const { destination } = await investorWithBank();
      fake.state.connect.refusePayouts = true;
      const refused = await rejection(provider.createPayout(payoutInput(destination)));
      expect(refused.outcome).toBe('refused');
      expect(refused.message).toContain('payouts_not_allowed');
      expect(refused.message).toContain(`transfer ${onlyTransfer().id} reversed`);
      const [reversal] = posts(/^\/v1\/transfers\/tr_\w+\/reversals$/);
      expect(reversal!.headers['idempotency-key']).toBe(`withdrawal-reversal-${WITHDRAWAL_ID}`);
      expect(Object.fromEntries(reversal!.form)).toEqual({ 'metadata[withdrawal_id]': WITHDRAWAL_ID });
      expect(onlyTransfer()).toMatchObject({ reversed: true, amount_reversed: 2_000 });

      fake.state.connect.refusePayouts = false;
      fake.requests.length = 0;
      expect((await rejection(provider.createPayout(payoutInput(destination)))).outcome).toBe('refused');
      expect(posts(/^\/v1\/(transfers|payouts)/)).toEqual([]);
      // Nothing left on its way: certainly not paid.
      await expect(provider.findPayout(WITHDRAWAL_ID)).resolves.toBeNull();
    });

    it('refuses a withdrawal that names no Stripe bank account, asking Stripe nothing', async () => {
      for (const destination of [null, 'ba_test_sandbox1', 'acct_1/card_2']) {
        expect((await rejection(provider.createPayout(payoutInput(destination)))).outcome).toBe('refused');
      }
      expect(fake.requests).toEqual([]);
    });

    it("finds a withdrawal's payout on the investor's Connect account: none, pending, paid or failed", async () => {
      await expect(provider.findPayout(WITHDRAWAL_ID)).resolves.toBeNull();
      const { account, destination } = await investorWithBank();
      const { payoutId } = await provider.createPayout(payoutInput(destination));
      fake.requests.length = 0;
      await expect(provider.findPayout(WITHDRAWAL_ID)).resolves.toEqual({ payoutId, status: 'pending' });
      const listed = fake.requests.find((request) => request.path === '/v1/payouts')!;
      expect(listed.headers['stripe-account']).toBe(account);
      for (const [status, state] of [
        ['in_transit', 'pending'],
        ['paid', 'paid'],
        ['failed', 'failed'],
        ['canceled', 'failed'],
      ] as const) {
        onlyPayout().status = status;
        await expect(provider.findPayout(WITHDRAWAL_ID)).resolves.toEqual({ payoutId, status: state });
      }
    });

    it('answers null for money moved to the Connect account that no payout took: sending again pays it', async () => {
      const { destination } = await investorWithBank();
      // The payout request never reached Stripe.
      fake.state.connect.lose = { path: '/v1/payouts', when: 'before' };
      expect((await rejection(provider.createPayout(payoutInput(destination)))).outcome).toBe('unknown');
      fake.state.connect.lose = null;
      await expect(provider.findPayout(WITHDRAWAL_ID)).resolves.toBeNull();
      const { payoutId } = await provider.createPayout(payoutInput(destination));
      expect(fake.state.connect.transfers.size).toBe(1);
      await expect(provider.findPayout(WITHDRAWAL_ID)).resolves.toEqual({ payoutId, status: 'pending' });
    });

    it("takes a failed withdrawal's money back from the Connect account once; not while its payout is on its way", async () => {
      // No transfer was made: nothing to take back.
      await expect(provider.returnFailedPayout(WITHDRAWAL_ID)).resolves.toBeUndefined();
      const { destination } = await investorWithBank();
      await provider.createPayout(payoutInput(destination));
      const onItsWay = await rejection(provider.returnFailedPayout(WITHDRAWAL_ID));
      expect(onItsWay.outcome).toBe('refused');
      expect(onItsWay.message).toContain('is pending');
      expect(onlyTransfer().reversed).toBe(false);

      // The bank returned it (payout.failed): the money is on the Connect account again.
      onlyPayout().status = 'failed';
      fake.requests.length = 0;
      await provider.returnFailedPayout(WITHDRAWAL_ID);
      await provider.returnFailedPayout(WITHDRAWAL_ID);
      const reversals = posts(/\/reversals$/);
      expect(reversals).toHaveLength(1);
      expect(reversals[0]!.headers['idempotency-key']).toBe(`withdrawal-reversal-${WITHDRAWAL_ID}`);
      expect(onlyTransfer()).toMatchObject({ reversed: true, amount_reversed: 2_000 });
    });

    it("gives a withdrawal's transfer and its reversal the withdrawal as reference, so reconciliation matches them", async () => {
      const listed = await provider.listBalanceTransactions('USD', new Date(1_800_000_700_000));
      const ofWithdrawal = (id: string) => listed.filter((bt) => bt.reference === id);
      // The transfer out and its reversal back net to zero: the ledger moved nothing for a failed payout.
      expect(ofWithdrawal(WITHDRAWAL_RETURNED).map((bt) => [bt.type, bt.source, bt.netMinor])).toEqual([
        ['transfer', 'tr_a1', -4_500],
        ['transfer_refund', 'trr_a1', 4_500],
      ]);
      // A reversal without our metadata is found by its transfer (asked once).
      expect(ofWithdrawal(WITHDRAWAL_LISTED).map((bt) => [bt.type, bt.source])).toEqual([
        ['transfer_refund', 'trr_dashboard'],
      ]);
      expect(fake.requests.filter((request) => request.path === '/v1/transfers/tr_listed')).toHaveLength(1);
    });
  });

  describe('when the outcome is unknown', () => {
    const apiError = { error: { type: 'api_error', message: 'An unknown error occurred' } };

    it('a 500 is retried by the SDK under the same idempotency key, then reported as unknown', async () => {
      fake.state.fault = { status: 500, body: apiError };
      const error = await rejection(provider.refund(refundInput));
      expect(error.outcome).toBe('unknown');
      expect(causeType(error)).toBe('StripeAPIError');
      // The first try and maxNetworkRetries (2) more, all under the one key.
      expect(fake.requests.map((request) => request.headers['idempotency-key'])).toEqual([
        `refund-${PAYMENT_ID}`,
        `refund-${PAYMENT_ID}`,
        `refund-${PAYMENT_ID}`,
      ]);
    });

    it('a dropped connection is unknown, for every call: a retrieval that failed is not "no such session"', async () => {
      fake.state.fault = 'drop';
      const settled = await Promise.allSettled([
        provider.createCheckout(checkoutInput()),
        provider.refund(refundInput),
        provider.expireCheckout('cs_test_fake1'),
        provider.retrieveCheckout('cs_test_paid'),
      ]);
      for (const result of settled) {
        expect(result.status).toBe('rejected');
        const error: unknown = result.status === 'rejected' ? result.reason : null;
        expect(error).toBeInstanceOf(PaymentProviderError);
        expect((error as PaymentProviderError).outcome).toBe('unknown');
        expect(causeType(error)).toBe('StripeConnectionError');
      }
    });

    it('a 409 (the same key still in flight), a 429 and a 503 that asks not to be retried are unknown', async () => {
      const answers = [
        {
          status: 409,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'idempotency_key_in_use',
              message: 'There is currently another in-progress request using this Idempotent Key.',
            },
          },
        },
        { status: 429, body: { error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many' } } },
        { status: 503, body: apiError },
      ];
      for (const answer of answers) {
        fake.state.fault = { ...answer, headers: { 'stripe-should-retry': 'false' } };
        expect((await rejection(provider.createCheckout(checkoutInput()))).outcome).toBe('unknown');
      }
    });
  });

  it('a 4xx refusal is refused: invalid request, card, authentication, permission, idempotency', async () => {
    const refusals: [number, Record<string, string>, string][] = [
      [400, { type: 'invalid_request_error', code: 'parameter_missing' }, 'StripeInvalidRequestError'],
      [402, { type: 'card_error', code: 'card_declined' }, 'StripeCardError'],
      [401, { type: 'invalid_request_error' }, 'StripeAuthenticationError'],
      [403, { type: 'invalid_request_error' }, 'StripePermissionError'],
      [400, { type: 'idempotency_error' }, 'StripeIdempotencyError'],
    ];
    for (const [status, error, kind] of refusals) {
      fake.state.fault = { status, body: { error: { ...error, message: 'Refused' } } };
      const refusal = await rejection(provider.refund(refundInput));
      expect(refusal.outcome).toBe('refused');
      expect(causeType(refusal)).toBe(kind);
    }
    // Nothing refused is retried.
    expect(fake.requests).toHaveLength(refusals.length);
  });

  describe('webhooks', () => {
    let sequence = 0;
    const event = (type: string, object: Record<string, unknown>) => ({
      id: `evt_${++sequence}`,
      object: 'event',
      api_version: '2025-11-17.clover',
      created: 1_700_000_000,
      livemode: false,
      type,
      data: { object },
    });
    const metadata = { payment_id: PAYMENT_ID };
    const parse = (body: unknown) => {
      const { payload, header } = signed(body);
      return provider.parseWebhook(payload, header);
    };
    const read = (type: string, object: Record<string, unknown>) => {
      const body = event(type, object);
      return { id: body.id, parsed: parse(body) };
    };

    // Stripe's objects as its webhooks carry them (the fields we read, and a few we don't).
    const session = (fields: Record<string, unknown> = {}) => ({
      id: 'cs_test_a1',
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_a1',
      amount_total: 107_500,
      currency: 'usd',
      client_reference_id: PAYMENT_ID,
      metadata,
      ...fields,
    });
    const intent = (fields: Record<string, unknown> = {}) => ({
      id: 'pi_a1',
      object: 'payment_intent',
      amount: 107_500,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata,
      last_payment_error: null,
      ...fields,
    });
    const charge = (fields: Record<string, unknown> = {}) => ({
      id: 'ch_a1',
      object: 'charge',
      amount: 107_500,
      amount_refunded: 107_500,
      currency: 'usd',
      payment_intent: 'pi_a1',
      metadata,
      refunded: true,
      status: 'succeeded',
      ...fields,
    });
    const refund = (fields: Record<string, unknown> = {}) => ({
      id: 're_a1',
      object: 'refund',
      amount: 107_500,
      currency: 'usd',
      charge: 'ch_a1',
      payment_intent: 'pi_a1',
      metadata,
      reason: 'requested_by_customer',
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
      ...fields,
    });
    const dispute = (fields: Record<string, unknown> = {}) => ({
      id: 'du_a1',
      object: 'dispute',
      amount: 107_500,
      currency: 'usd',
      charge: 'ch_a1',
      payment_intent: 'pi_a1',
      metadata: {},
      reason: 'fraudulent',
      status: 'needs_response',
      is_charge_refundable: false,
      ...fields,
    });
    const payout = (fields: Record<string, unknown> = {}) => ({
      id: 'po_a1',
      object: 'payout',
      amount: 2_013,
      currency: 'usd',
      status: 'paid',
      failure_code: null,
      metadata: { withdrawal_id: WITHDRAWAL_ID },
      ...fields,
    });

    it('reads Checkout Session events: paid, unpaid, async success and failure, expiry, each with its session', () => {
      const paid = read('checkout.session.completed', session());
      expect(paid.parsed).toEqual({
        id: paid.id,
        type: 'succeeded',
        paymentId: PAYMENT_ID,
        sessionId: 'cs_test_a1',
        paymentRef: 'pi_a1',
        amountMinor: 107_500,
        currency: 'USD',
      });
      const delayed = read('checkout.session.completed', session({ payment_status: 'unpaid' }));
      expect(delayed.parsed).toEqual({
        id: delayed.id,
        type: 'processing',
        paymentId: PAYMENT_ID,
        sessionId: 'cs_test_a1',
      });
      expect(
        read('checkout.session.async_payment_succeeded', session({ payment_intent: { id: 'pi_a2', metadata } })).parsed,
      ).toMatchObject({ type: 'succeeded', sessionId: 'cs_test_a1', paymentRef: 'pi_a2', amountMinor: 107_500 });
      const failed = read('checkout.session.async_payment_failed', session({ payment_status: 'unpaid' }));
      expect(failed.parsed).toEqual({
        id: failed.id,
        type: 'failed',
        paymentId: PAYMENT_ID,
        sessionId: 'cs_test_a1',
        reason: 'declined',
      });
      const expired = read('checkout.session.expired', session({ status: 'expired', payment_intent: null }));
      expect(expired.parsed).toEqual({
        id: expired.id,
        type: 'expired',
        paymentId: PAYMENT_ID,
        sessionId: 'cs_test_a1',
      });
      // A session that needed no payment is none of ours.
      expect(
        read('checkout.session.completed', session({ payment_status: 'no_payment_required' })).parsed,
      ).toMatchObject({ type: 'ignored', rawType: 'checkout.session.completed' });
    });

    it('reads payment_intent.payment_failed as declined, not final, with the reason Stripe gives', () => {
      const declined = read(
        'payment_intent.payment_failed',
        intent({ last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' } }),
      );
      expect(declined.parsed).toEqual({
        id: declined.id,
        type: 'declined',
        paymentId: PAYMENT_ID,
        paymentRef: 'pi_a1',
        reason: 'card_declined',
      });
      const failedWith = (lastPaymentError: unknown) =>
        read('payment_intent.payment_failed', intent({ last_payment_error: lastPaymentError })).parsed;
      expect(failedWith({ code: 'card_declined', decline_code: 'insufficient_funds' })).toMatchObject({
        type: 'declined',
        reason: 'insufficient_funds',
      });
      expect(
        failedWith({ type: 'invalid_request_error', code: 'payment_intent_authentication_failure' }),
      ).toMatchObject({ type: 'declined', reason: 'authentication_failed' });
      expect(failedWith(null)).toMatchObject({ type: 'declined', reason: 'card_declined' });
    });

    it('reads payment_intent.processing and requires_action as processing, with no session', () => {
      for (const type of ['payment_intent.processing', 'payment_intent.requires_action']) {
        const { id, parsed } = read(type, intent({ status: type.split('.')[1] }));
        expect(parsed).toEqual({ id, type: 'processing', paymentId: PAYMENT_ID, sessionId: null });
      }
    });

    it('reads charge.refunded, whole or partial, with what it refunded in all against the charge', () => {
      const whole = read(
        'charge.refunded',
        charge({ refunds: { object: 'list', data: [{ id: 're_a2', object: 'refund' }, { id: 're_a1' }] } }),
      );
      expect(whole.parsed).toEqual({
        id: whole.id,
        type: 'refunded',
        paymentId: PAYMENT_ID,
        paymentRef: 'pi_a1',
        refundId: 're_a2',
        amountMinor: 107_500,
        chargeAmountMinor: 107_500,
        currency: 'USD',
      });
      // A partial refund (made in the Dashboard, say) is reported for the platform to weigh.
      const partial = read('charge.refunded', charge({ amount_refunded: 40_000, refunded: false }));
      expect(partial.parsed).toMatchObject({ type: 'refunded', amountMinor: 40_000, chargeAmountMinor: 107_500 });
      if (partial.parsed.type !== 'refunded') throw new Error('not a refund');
      expect(partial.parsed.amountMinor).toBeLessThan(partial.parsed.chargeAmountMinor!);
      // Since API version 2022-11-15 the charge lists no refunds unless expanded.
      expect(partial.parsed.refundId).toBeNull();
      // Our id on the expanded payment intent only; or on neither, found by the payment intent.
      expect(
        read('charge.refunded', charge({ metadata: {}, payment_intent: { id: 'pi_a3', metadata } })).parsed,
      ).toMatchObject({ type: 'refunded', paymentId: PAYMENT_ID, paymentRef: 'pi_a3' });
      expect(read('charge.refunded', charge({ metadata: {} })).parsed).toMatchObject({
        type: 'refunded',
        paymentId: null,
        paymentRef: 'pi_a1',
      });
    });

    it('reads a failed refund from refund.failed and charge.refund.updated; other refund updates are ignored', () => {
      const failed = read('refund.failed', refund());
      expect(failed.parsed).toEqual({
        id: failed.id,
        type: 'refund_failed',
        paymentId: PAYMENT_ID,
        paymentRef: 'pi_a1',
        refundId: 're_a1',
        amountMinor: 107_500,
        currency: 'USD',
        reason: 'expired_or_canceled_card',
      });
      expect(read('charge.refund.updated', refund({ metadata: {}, failure_reason: null })).parsed).toMatchObject({
        type: 'refund_failed',
        paymentId: null,
        paymentRef: 'pi_a1',
        reason: 'refund_failed',
      });
      expect(read('charge.refund.updated', refund({ status: 'succeeded', failure_reason: null })).parsed).toMatchObject(
        { type: 'ignored', rawType: 'charge.refund.updated' },
      );
    });

    it('reads a dispute: opened, funds withdrawn and reinstated, closed won (or an inquiry closed) or lost', () => {
      const opened = read('charge.dispute.created', dispute());
      expect(opened.parsed).toEqual({
        id: opened.id,
        type: 'dispute_opened',
        disputeId: 'du_a1',
        paymentId: null,
        paymentRef: 'pi_a1',
        amountMinor: 107_500,
        currency: 'USD',
        // It lists no balance transactions: it says nothing of the dispute's fee, nor of a deadline.
        feeMinor: null,
        evidenceDueBy: null,
      });
      expect(
        read('charge.dispute.created', dispute({ evidence_details: { due_by: 1_800_000_000 } })).parsed,
      ).toMatchObject({ evidenceDueBy: new Date(1_800_000_000_000) });
      // The dispute's balance transactions name the processor's fee: $15 with the funds withdrawn.
      const taken = { id: 'txn_1', object: 'balance_transaction', amount: -107_500, fee: 1_500, net: -109_000 };
      expect(read('charge.dispute.funds_withdrawn', dispute({ balance_transactions: [taken] })).parsed).toMatchObject({
        type: 'dispute_funds_withdrawn',
        disputeId: 'du_a1',
        feeMinor: 1_500,
      });
      const back = { id: 'txn_2', object: 'balance_transaction', amount: 107_500, fee: 0, net: 107_500 };
      expect(
        read('charge.dispute.funds_reinstated', dispute({ status: 'won', balance_transactions: [taken, back] })).parsed,
      ).toMatchObject({ type: 'dispute_funds_reinstated', feeMinor: 1_500 });
      expect(read('charge.dispute.funds_reinstated', dispute({ status: 'won' })).parsed).toMatchObject({
        type: 'dispute_funds_reinstated',
      });
      const closed = read('charge.dispute.closed', dispute({ status: 'lost', metadata }));
      expect(closed.parsed).toEqual({
        id: closed.id,
        type: 'dispute_closed',
        disputeId: 'du_a1',
        paymentId: PAYMENT_ID,
        paymentRef: 'pi_a1',
        outcome: 'lost',
        amountMinor: 107_500,
        currency: 'USD',
        feeMinor: null,
        evidenceDueBy: null,
      });
      expect(read('charge.dispute.closed', dispute({ status: 'won' })).parsed).toMatchObject({ outcome: 'won' });
      expect(read('charge.dispute.closed', dispute({ status: 'warning_closed' })).parsed).toMatchObject({
        type: 'dispute_closed',
        outcome: 'won',
      });
      expect(read('charge.dispute.closed', dispute({ status: 'prevented' })).parsed).toMatchObject({
        type: 'ignored',
      });
    });

    it("reads a withdrawal's payout paid or failed; one that names no withdrawal of ours is ignored", () => {
      const paid = read('payout.paid', payout());
      expect(paid.parsed).toEqual({
        id: paid.id,
        type: 'payout_paid',
        withdrawalId: WITHDRAWAL_ID,
        payoutId: 'po_a1',
        amountMinor: 2_013,
        currency: 'USD',
      });
      const failed = read('payout.failed', payout({ status: 'failed', failure_code: 'account_closed' }));
      expect(failed.parsed).toEqual({
        id: failed.id,
        type: 'payout_failed',
        withdrawalId: WITHDRAWAL_ID,
        payoutId: 'po_a1',
        reason: 'account_closed',
        amountMinor: 2_013,
        currency: 'USD',
      });
      // The platform's own payouts to its bank name no withdrawal: Stripe's automatic ones are the
      // balance moving to our bank; any other is not ours to act on.
      expect(read('payout.paid', payout({ metadata: {} })).parsed).toMatchObject({ type: 'ignored' });
      expect(read('payout.paid', payout({ metadata: {}, automatic: true })).parsed).toMatchObject({
        type: 'provider_payout_paid',
        payoutId: 'po_a1',
        amountMinor: 2_013,
        currency: 'USD',
      });
      expect(read('payout.failed', payout({ metadata: {}, automatic: true })).parsed).toMatchObject({
        type: 'provider_payout_failed',
      });
      expect(read('payout.failed', payout({ metadata: { withdrawal_id: 'w-17' } })).parsed).toMatchObject({
        type: 'ignored',
      });
    });

    it("reads a withdrawal's payout on the investor's Connect account from the Connect endpoint, signed with its own secret", () => {
      const connectEvent = (type: string, object: Record<string, unknown>, fields: Record<string, unknown> = {}) => ({
        ...event(type, object),
        account: 'acct_a1',
        ...fields,
      });
      const fromConnect = (body: { id: string }) => {
        const payload = JSON.stringify(body);
        return provider.parseWebhook(
          payload,
          Stripe.webhooks.generateTestHeaderString({ payload, secret: CONNECT_SECRET }),
        );
      };
      const paid = connectEvent('payout.paid', payout({ destination: 'ba_a1' }));
      expect(fromConnect(paid)).toEqual({
        id: paid.id,
        type: 'payout_paid',
        withdrawalId: WITHDRAWAL_ID,
        payoutId: 'po_a1',
        amountMinor: 2_013,
        currency: 'USD',
      });
      const failed = connectEvent('payout.failed', payout({ status: 'failed', failure_code: 'no_account' }));
      expect(fromConnect(failed)).toMatchObject({
        type: 'payout_failed',
        withdrawalId: WITHDRAWAL_ID,
        reason: 'no_account',
      });
      // The platform's own endpoint may carry it too (`stripe listen` signs both with one secret).
      expect(parse(connectEvent('payout.paid', payout()))).toMatchObject({ type: 'payout_paid' });

      // A Connect account paying out on its own moved none of the platform's balance; the
      // platform's automatic payout (no account) is still its balance going to its bank.
      const own = { metadata: {}, automatic: true };
      expect(fromConnect(connectEvent('payout.paid', payout(own)))).toMatchObject({ type: 'ignored' });
      expect(fromConnect(connectEvent('payout.failed', payout(own)))).toMatchObject({ type: 'ignored' });
      expect(parse(event('payout.paid', payout(own)))).toMatchObject({ type: 'provider_payout_paid' });
      expect(parse(event('payout.failed', payout(own)))).toMatchObject({ type: 'provider_payout_failed' });

      // A live Connect endpoint also gets test-mode events, and the other way round: not ours.
      expect(fromConnect(connectEvent('payout.paid', payout(), { livemode: true }))).toMatchObject({
        type: 'ignored',
        rawType: 'payout.paid',
      });
      const payload = JSON.stringify(connectEvent('payout.paid', payout()));
      const stranger = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
      expect(() => provider.parseWebhook(payload, stranger)).toThrow(WebhookSignatureError);
    });

    it('ignores what is not ours to act on: other types, no or a foreign payment id, nothing to find it by', () => {
      const other = read('customer.created', { id: 'cus_1', object: 'customer', metadata });
      expect(other.parsed).toEqual({ id: other.id, type: 'ignored', rawType: 'customer.created' });
      expect(read('checkout.session.expired', session({ metadata: {} })).parsed).toMatchObject({ type: 'ignored' });
      expect(read('checkout.session.expired', session({ metadata: null })).parsed).toMatchObject({ type: 'ignored' });
      const foreign = { payment_id: 'order-17' };
      expect(read('checkout.session.expired', session({ metadata: foreign })).parsed).toMatchObject({
        type: 'ignored',
      });
      expect(read('payment_intent.payment_failed', intent({ metadata: {} })).parsed).toMatchObject({
        type: 'ignored',
      });
      expect(read('charge.refunded', charge({ metadata: foreign })).parsed).toMatchObject({ type: 'ignored' });
      expect(read('charge.dispute.created', dispute({ metadata: foreign })).parsed).toMatchObject({
        type: 'ignored',
      });
      expect(read('charge.refunded', charge({ metadata: {}, payment_intent: null })).parsed).toMatchObject({
        type: 'ignored',
      });
    });

    it('ignores (never acts on, never refuses) a signed event whose object lacks Stripe’s shape', () => {
      // Refusing it would have the provider retry it for days; it is recorded as ignored instead.
      expect(parse(event('checkout.session.completed', session({ amount_total: 1075.5 }))).type).toBe('ignored');
      expect(parse(event('charge.refunded', charge({ amount_refunded: '107500' }))).type).toBe('ignored');
      expect(parse(event('charge.dispute.created', dispute({ id: undefined }))).type).toBe('ignored');
      // A missing amount or currency is null, for the platform to weigh.
      expect(read('charge.refunded', charge({ amount: undefined, currency: undefined })).parsed).toMatchObject({
        type: 'refunded',
        chargeAmountMinor: null,
        currency: null,
      });
    });

    it('refuses a missing, wrong or old signature, and a signed body that is not an event', () => {
      const body = event('checkout.session.expired', session({ status: 'expired' }));
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
