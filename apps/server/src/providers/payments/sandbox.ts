import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { sandboxCheckoutSessions } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { CheckoutInput, PaymentProvider, PayoutInput, RefundInput } from './provider.js';
import { parseStripeEventBody, signStripePayload, verifyStripeSignature } from './stripe-events.js';

/** The job that delivers one of the sandbox's webhooks to our own endpoint. */
export const SANDBOX_PAYMENT_WEBHOOK_JOB = 'payments.sandbox-webhook';

/** The path of the sandbox's hosted checkout page. */
export const sandboxCheckoutPath = (sessionId: string) => `/sandbox/payments/checkout/${sessionId}`;

/**
 * The sandbox's webhook signing secret, derived from the JWT secret so nothing new must be
 * configured and every instance sharing JWT_SECRET signs and verifies alike.
 */
export function sandboxWebhookSecret(jwtSecret: string): string {
  return `whsec_${createHmac('sha256', jwtSecret).update('grove:sandbox-payments-webhook').digest('hex')}`;
}

/** Stripe's test cards the sandbox knows, digits only; any other valid number is declined. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresAuthentication: '4000002500003155',
} as const;

export type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect;
export type SandboxSessionStatus = SandboxSessionRow['status'];

/** What a payment attempt on the hosted page came to. */
export type SandboxPayResult =
  /** Wrong token, unknown session: as far as the payer can tell, it does not exist. */
  | { kind: 'not_found' }
  /** Already paid, failed or closed: nothing changed. */
  | { kind: 'closed'; session: SandboxSessionRow }
  /** Past its expiry: the sandbox closed it now, as Stripe does at expires_at. */
  | { kind: 'expired'; session: SandboxSessionRow }
  | { kind: 'succeeded'; session: SandboxSessionRow }
  | { kind: 'requires_action'; session: SandboxSessionRow }
  | { kind: 'declined'; session: SandboxSessionRow; reason: SandboxDecline };
export type SandboxDecline = 'card_declined' | 'insufficient_funds' | 'authentication_failed';

// Stripe's objects of one payment share a suffix here (cs_, pi_, ch_, re_), as one Checkout
// Session has exactly one payment intent; that saves columns the sandbox would only mirror.
const suffixOf = (sessionId: string) => sessionId.replace(/^cs_test_/, '');
const intentIdOf = (sessionId: string) => `pi_test_${suffixOf(sessionId)}`;
const chargeIdOf = (sessionId: string) => `ch_test_${suffixOf(sessionId)}`;
const refundIdOf = (sessionId: string) => `re_test_${suffixOf(sessionId)}`;
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const OPEN: SandboxSessionStatus[] = ['open', 'requires_action'];

/** A Stripe-shaped event: the same JSON Stripe would post, so one parser reads both. */
function stripeEvent(type: string, object: Record<string, unknown>): Record<string, unknown> {
  return {
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    created: unix(new Date()),
    livemode: false,
    type,
    data: { object },
  };
}

const checkoutSessionObject = (row: SandboxSessionRow, paymentStatus: 'paid' | 'unpaid') => ({
  id: row.id,
  object: 'checkout.session',
  mode: 'payment',
  status: row.status === 'complete' ? 'complete' : row.status === 'expired' ? 'expired' : 'open',
  payment_status: paymentStatus,
  amount_total: row.amountMinor + row.serviceFeeMinor + row.cardFeeMinor,
  currency: row.currency.toLowerCase(),
  client_reference_id: row.paymentId,
  metadata: { payment_id: row.paymentId },
  payment_intent: row.status === 'expired' ? null : intentIdOf(row.id),
  expires_at: unix(row.expiresAt),
});

const paymentIntentObject = (
  row: SandboxSessionRow,
  status: string,
  lastPaymentError: Record<string, string> | null,
) => ({
  id: intentIdOf(row.id),
  object: 'payment_intent',
  amount: row.amountMinor + row.serviceFeeMinor + row.cardFeeMinor,
  currency: row.currency.toLowerCase(),
  status,
  metadata: { payment_id: row.paymentId },
  last_payment_error: lastPaymentError,
});

const DECLINE_ERRORS: Record<SandboxDecline, Record<string, string>> = {
  card_declined: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  insufficient_funds: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  authentication_failed: {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    message: 'The provided PaymentMethod has failed authentication.',
  },
};

const queueWebhook = (tx: Executor, event: Record<string, unknown>) =>
  enqueueJob(tx, SANDBOX_PAYMENT_WEBHOOK_JOB, event, { maxAttempts: 8 });

/** How long the sandbox takes to pay a withdrawal out (a bank transfer takes days; a demo, seconds). */
export const SANDBOX_PAYOUT_DELAY_MS = 5_000;

/**
 * The sandbox fails a withdrawal whose cents are 13 (like Stripe's test bank accounts that fail),
 * so the path that returns the money can be tried by hand: 20.13 fails, 20.00 is paid.
 */
export const sandboxPayoutFails = (amountMinor: number) => amountMinor % 100 === 13;

/**
 * The built-in card provider, behaving like Stripe's test mode on one machine: it keeps its own
 * checkout sessions, hosts the payment page (sandbox.routes.ts), and reports every outcome by a
 * Stripe-shaped webhook signed as Stripe signs, queued in the transaction of the change.
 */
export function createSandboxPaymentProvider({
  db,
  webhookSecret,
  payoutDelayMs = SANDBOX_PAYOUT_DELAY_MS,
}: {
  db: Db;
  webhookSecret: string;
  payoutDelayMs?: number;
}): PaymentProvider {
  return {
    name: 'sandbox',
    payouts: true,

    async createCheckout(input: CheckoutInput) {
      const id = `cs_test_${randomBytes(16).toString('hex')}`;
      // The token in the URL is the payer's key to the page; only its hash is kept.
      const token = randomBytes(24).toString('base64url');
      await db.insert(sandboxCheckoutSessions).values({
        id,
        paymentId: input.paymentId,
        tokenHash: hashToken(token),
        status: 'open',
        amountMinor: input.amountMinor,
        serviceFeeMinor: input.serviceFeeMinor,
        cardFeeMinor: input.cardFeeMinor,
        currency: input.currency.toUpperCase(),
        // What the payer recognises on the page: the business, as Stripe shows the line item's name.
        description: input.projectName,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: input.expiresAt,
      });
      return { sessionId: id, checkoutUrl: `${sandboxCheckoutPath(id)}?token=${token}` };
    },

    async expireCheckout(sessionId: string) {
      await db.transaction(async (tx) => {
        await expireSession(tx, eq(sandboxCheckoutSessions.id, sessionId));
      });
    },

    async refund(input: RefundInput) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(sandboxCheckoutSessions)
          .set({ refundId: sql`'re_test_' || substr(${sandboxCheckoutSessions.id}, 9)` })
          .where(
            and(
              input.sessionId
                ? eq(sandboxCheckoutSessions.id, input.sessionId)
                : eq(sandboxCheckoutSessions.paymentId, input.paymentId),
              eq(sandboxCheckoutSessions.status, 'complete'),
              // A second request finds the refund made and does nothing new, as an idempotency key would.
              isNull(sandboxCheckoutSessions.refundId),
            ),
          )
          .returning();
        if (!row) return;
        const amount = row.amountMinor + row.serviceFeeMinor + row.cardFeeMinor;
        await queueWebhook(
          tx,
          stripeEvent('charge.refunded', {
            id: chargeIdOf(row.id),
            object: 'charge',
            amount,
            amount_refunded: amount,
            currency: row.currency.toLowerCase(),
            payment_intent: intentIdOf(row.id),
            metadata: { payment_id: row.paymentId },
            refunded: true,
            status: 'succeeded',
            refunds: {
              object: 'list',
              data: [{ id: refundIdOf(row.id), object: 'refund', amount, status: 'succeeded' }],
            },
          }),
        );
      });
    },

    async createPayout(input: PayoutInput) {
      const payoutId = `po_test_${input.withdrawalId.replaceAll('-', '')}`;
      const fails = sandboxPayoutFails(input.amountMinor);
      // One event per withdrawal (the dedupe key), delivered after the delay, as Stripe reports a payout.
      await enqueueJob(
        db,
        SANDBOX_PAYMENT_WEBHOOK_JOB,
        stripeEvent(fails ? 'payout.failed' : 'payout.paid', {
          id: payoutId,
          object: 'payout',
          amount: input.amountMinor,
          currency: input.currency.toLowerCase(),
          status: fails ? 'failed' : 'paid',
          failure_code: fails ? 'account_closed' : null,
          metadata: { withdrawal_id: input.withdrawalId },
        }),
        { maxAttempts: 8, dedupeKey: `payout:${input.withdrawalId}`, runAt: new Date(Date.now() + payoutDelayMs) },
      );
      return { payoutId };
    },

    parseWebhook(rawBody: string, signatureHeader: string | undefined) {
      verifyStripeSignature(rawBody, signatureHeader, webhookSecret);
      return parseStripeEventBody(rawBody);
    },
  };
}

/** Closes the open sessions the condition selects and queues `checkout.session.expired` for each. */
async function expireSession(tx: Executor, where: SQL | undefined): Promise<SandboxSessionRow | null> {
  const [row] = await tx
    .update(sandboxCheckoutSessions)
    .set({ status: 'expired' })
    .where(and(where, inArray(sandboxCheckoutSessions.status, OPEN)))
    .returning();
  if (!row) return null;
  await queueWebhook(tx, stripeEvent('checkout.session.expired', checkoutSessionObject(row, 'unpaid')));
  return row;
}

/**
 * The hosted page's side: find a session by its id and token, and take the payer's card.
 * Without the right token a session does not exist. Each outcome changes the session and queues
 * its webhook in one transaction, and only from an open state, so a double submit pays once.
 *
 * Unlike Stripe's Checkout, a declined card closes the session: the platform ends the payment
 * (and releases its reservation) on `payment_intent.payment_failed`, so the payer starts again.
 */
export function createSandboxCheckout({ db }: { db: Db }) {
  async function find(sessionId: string, token: string | undefined): Promise<SandboxSessionRow | null> {
    if (!token || !/^cs_test_[a-f0-9]{32}$/.test(sessionId)) return null;
    const [row] = await db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, sessionId))
      .limit(1);
    if (!row) return null;
    const given = Buffer.from(hashToken(token), 'hex');
    const expected = Buffer.from(row.tokenHash, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected) ? row : null;
  }

  /** Moves a session from `from` to its outcome and queues the events; null when it was not in `from`. */
  async function settle(
    session: SandboxSessionRow,
    from: SandboxSessionStatus,
    outcome: 'succeeded' | 'requires_action' | SandboxDecline,
  ): Promise<SandboxPayResult> {
    return db.transaction(async (tx): Promise<SandboxPayResult> => {
      const byId = eq(sandboxCheckoutSessions.id, session.id);
      // Past its expiry the session cannot be paid: close it, as Stripe does at expires_at.
      const lapsed = await expireSession(tx, and(byId, lte(sandboxCheckoutSessions.expiresAt, sql`now()`)));
      if (lapsed) return { kind: 'expired', session: lapsed };
      const status: SandboxSessionStatus =
        outcome === 'succeeded' ? 'complete' : outcome === 'requires_action' ? 'requires_action' : 'failed';
      const [row] = await tx
        .update(sandboxCheckoutSessions)
        .set({ status, ...(outcome === 'succeeded' ? { chargeId: chargeIdOf(session.id) } : {}) })
        .where(and(byId, eq(sandboxCheckoutSessions.status, from), gt(sandboxCheckoutSessions.expiresAt, sql`now()`)))
        .returning();
      if (!row) {
        const [current] = await tx.select().from(sandboxCheckoutSessions).where(byId).limit(1);
        return current ? { kind: 'closed', session: current } : { kind: 'not_found' };
      }
      if (outcome === 'succeeded') {
        await queueWebhook(tx, stripeEvent('checkout.session.completed', checkoutSessionObject(row, 'paid')));
        return { kind: 'succeeded', session: row };
      }
      if (outcome === 'requires_action') {
        await queueWebhook(
          tx,
          stripeEvent('payment_intent.requires_action', paymentIntentObject(row, 'requires_action', null)),
        );
        return { kind: 'requires_action', session: row };
      }
      await queueWebhook(
        tx,
        stripeEvent(
          'payment_intent.payment_failed',
          paymentIntentObject(row, 'requires_payment_method', DECLINE_ERRORS[outcome]),
        ),
      );
      return { kind: 'declined', session: row, reason: outcome };
    });
  }

  return {
    find,
    /** Pays an open session with a card number (digits only, already checked for shape). */
    async pay(sessionId: string, token: string | undefined, cardNumber: string): Promise<SandboxPayResult> {
      const session = await find(sessionId, token);
      if (!session) return { kind: 'not_found' };
      const outcome =
        cardNumber === SANDBOX_TEST_CARDS.succeeds
          ? 'succeeded'
          : cardNumber === SANDBOX_TEST_CARDS.requiresAuthentication
            ? 'requires_action'
            : cardNumber === SANDBOX_TEST_CARDS.insufficientFunds
              ? 'insufficient_funds'
              : 'card_declined';
      return settle(session, 'open', outcome);
    },
    /** The second page of 4000 0025 0000 3155: the payer completes or fails the authentication. */
    async authenticate(sessionId: string, token: string | undefined, complete: boolean): Promise<SandboxPayResult> {
      const session = await find(sessionId, token);
      if (!session) return { kind: 'not_found' };
      return settle(session, 'requires_action', complete ? 'succeeded' : 'authentication_failed');
    },
  };
}
export type SandboxCheckout = ReturnType<typeof createSandboxCheckout>;

/**
 * The job handler that posts one queued event to our webhook endpoint, signed as Stripe signs at
 * the moment of sending. A non-2xx answer throws, so the queue retries with backoff.
 */
export function createSandboxWebhookDelivery({
  url,
  secret,
  fetch: fetchImpl = fetch,
}: {
  url: string;
  secret: string;
  fetch?: typeof fetch;
}): (payload: Record<string, unknown>) => Promise<void> {
  return async (payload) => {
    const body = JSON.stringify(payload);
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(body, secret) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`payment webhook answered ${response.status}`);
  };
}
