import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutInput,
  type PaymentProvider,
  type ProviderBalanceTransaction,
  type RefundInput,
  type RefundState,
} from './provider.js';
import { parseStripeCheckoutState, parseStripeEvent, WEBHOOK_TOLERANCE_SECONDS } from './stripe-events.js';

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (a local fake in tests, a proxy); null for api.stripe.com. */
  apiUrl?: string | null;
}

// Stripe accepts a Checkout Session's expires_at only between 30 minutes and 24 hours after
// creation. A reservation shorter than that keeps its own expiry: our expiry job closes the
// session when the reservation ends, and a payment that still lands is handled as late.
const MIN_EXPIRY_MS = 31 * 60_000;
const MAX_EXPIRY_MS = 24 * 60 * 60_000 - 60_000;

function sdkOptions(apiUrl: string | null | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (!apiUrl) return base;
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { ...base, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * The SDK, loaded when a Stripe provider is made: it costs about 18 MB and 160 ms, which a
 * server on the sandbox (the default) should not pay.
 */
const loadStripe = () => createRequire(import.meta.url)('stripe') as typeof Stripe;

/**
 * The SDK's errors, reduced to ours. A 4xx refusal took no effect at Stripe (`refused`, its code
 * kept in the message). A connection error, a timeout, a 5xx, a 409 (the same idempotency key
 * still in flight) or a 429 leaves the result indeterminate (`unknown`): settle it by asking
 * Stripe or waiting for its webhooks; repeating under the same idempotency key never makes a
 * second checkout or refund, though Stripe replays a 5xx it answered (docs.stripe.com/error-low-level).
 * The SDK has already repeated such a request `maxNetworkRetries` times under the same key.
 */
function providerError(StripeSdk: typeof Stripe, action: string, error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const { errors } = StripeSdk;
  if (!(error instanceof errors.StripeError)) {
    return new PaymentProviderError(`Stripe ${action} failed`, { cause: error, outcome: 'unknown' });
  }
  const refused = [
    errors.StripeInvalidRequestError,
    errors.StripeCardError,
    errors.StripeAuthenticationError,
    errors.StripePermissionError,
    errors.StripeIdempotencyError,
  ].some((refusal) => error instanceof refusal);
  return new PaymentProviderError(
    `Stripe ${action} ${refused ? 'refused' : 'outcome unknown'}: ${error.code ?? error.type}: ${error.message}`,
    { cause: error, outcome: refused ? 'refused' : 'unknown' },
  );
}

/**
 * Stripe Checkout in payment mode, through the official SDK. Our payment id rides in the
 * session's metadata and in `payment_intent_data.metadata`, which Stripe copies to the payment
 * intent and its charge, so the events of a payment name it (a refund or dispute made at Stripe
 * names its payment intent instead). Idempotency keys derive from the payment id, so a retried
 * request never opens a second checkout or refunds twice.
 */
export function createStripePaymentProvider({
  secretKey,
  webhookSecret,
  apiUrl,
}: StripeProviderConfig): PaymentProvider {
  const StripeSdk = loadStripe();
  const stripe = new StripeSdk(secretKey, sdkOptions(apiUrl));
  const failure = (action: string, error: unknown) => providerError(StripeSdk, action, error);

  /** Our id in the payment intent's metadata (set at checkout); null for an intent not ours or not there. */
  async function ownerOfCharge(paymentRef: string): Promise<string | null> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.retrieve(paymentRef);
    } catch (error) {
      if (error instanceof StripeSdk.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw failure('payment intent lookup', error);
    }
    return intent.metadata?.payment_id ?? null;
  }

  return {
    name: 'stripe',
    // Paying investors out needs Stripe Connect (see createPayout).
    payouts: false,

    async createCheckout(input: CheckoutInput) {
      const currency = input.currency.toLowerCase();
      const line = (name: string, unitAmount: number, description?: string) => ({
        quantity: 1,
        price_data: {
          currency,
          unit_amount: unitAmount,
          product_data: { name, ...(description ? { description } : {}) },
        },
      });
      const now = Date.now();
      const expiresAtMs = Math.min(Math.max(input.expiresAt.getTime(), now + MIN_EXPIRY_MS), now + MAX_EXPIRY_MS);
      const metadata = { payment_id: input.paymentId };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              line(input.projectName, input.amountMinor, input.description),
              // Stripe refuses a zero-amount line, and a fee of zero is not worth showing.
              ...(input.serviceFeeMinor > 0 ? [line('Service fee', input.serviceFeeMinor)] : []),
              ...(input.cardFeeMinor > 0 ? [line('Card processing fee', input.cardFeeMinor)] : []),
            ],
            metadata,
            payment_intent_data: { metadata, description: input.description },
            client_reference_id: input.paymentId,
            customer_email: input.customerEmail,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            expires_at: Math.floor(expiresAtMs / 1000),
          },
          { idempotencyKey: `checkout-${input.paymentId}` },
        );
      } catch (error) {
        throw failure('checkout', error);
      }
      // The session exists (and expires on its own), so this is not a refusal.
      if (!session.url)
        throw new PaymentProviderError('Stripe answered a checkout session without a URL', { outcome: 'unknown' });
      return { sessionId: session.id, checkoutUrl: session.url };
    },

    async expireCheckout(sessionId: string) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open (paid, or already
        // expired): that is the end we wanted. Ask rather than match its message.
        if (!(error instanceof StripeSdk.errors.StripeInvalidRequestError)) throw failure('expire', error);
        const session = await stripe.checkout.sessions.retrieve(sessionId).catch((retrieveError: unknown) => {
          throw failure('expire', retrieveError);
        });
        if (session.status === 'open') throw failure('expire', error);
      }
    },

    async retrieveCheckout(sessionId: string) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (error instanceof StripeSdk.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return null;
        throw failure('retrieve', error);
      }
      const state = parseStripeCheckoutState(session);
      // An answer we cannot read tells us nothing about the checkout.
      if (!state)
        throw new PaymentProviderError(`Stripe answered checkout session ${sessionId} in a shape we cannot read`, {
          outcome: 'unknown',
        });
      return state;
    },

    async retrieveBalance(currency: string) {
      let balance: Stripe.Balance;
      try {
        balance = await stripe.balance.retrieve();
      } catch (error) {
        throw failure('balance', error);
      }
      const code = currency.toLowerCase();
      return [...balance.available, ...balance.pending]
        .filter((part) => part.currency === code)
        .reduce((sum, part) => sum + part.amount, 0);
    },

    async listBalanceTransactions(currency: string, until: Date) {
      const code = currency.toLowerCase();
      const found: ProviderBalanceTransaction[] = [];
      // Our id rides in the metadata of charges, refunds and payouts we made; a dispute names
      // the payment intent, whose metadata has it (asked once per intent).
      const owners = new Map<string, string | null>();
      const ownerOf = async (intent: string) => {
        if (!owners.has(intent)) owners.set(intent, await ownerOfCharge(intent));
        return owners.get(intent)!;
      };
      try {
        const pages = stripe.balanceTransactions.list({
          currency: code,
          created: { lte: Math.floor(until.getTime() / 1000) },
          limit: 100,
          expand: ['data.source'],
        });
        for await (const bt of pages) {
          const source = bt.source;
          const object = source && typeof source === 'object' ? (source as unknown as Record<string, unknown>) : null;
          const metadata = (object?.metadata ?? {}) as Record<string, string>;
          const intent = typeof object?.payment_intent === 'string' ? object.payment_intent : null;
          const reference =
            metadata.payment_id ?? metadata.withdrawal_id ?? (intent ? await ownerOf(intent) : null) ?? null;
          found.push({
            id: bt.id,
            type: bt.type,
            source: typeof source === 'string' ? source : ((object?.id as string | undefined) ?? bt.id),
            reference,
            amountMinor: bt.amount,
            feeMinor: bt.fee,
            netMinor: bt.net,
            currency: bt.currency.toUpperCase(),
            createdAt: new Date(bt.created * 1000),
          });
        }
      } catch (error) {
        throw failure('balance transactions', error);
      }
      // Stripe lists newest first.
      return found.reverse();
    },

    ownerOfCharge,

    async retrieveChargeFee(charge: { sessionId: string | null; paymentRef: string | null }) {
      if (!charge.paymentRef) return null;
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(charge.paymentRef, {
          expand: ['latest_charge.balance_transaction'],
        });
      } catch (error) {
        throw failure('fee lookup', error);
      }
      const latest = intent.latest_charge;
      const balance = latest && typeof latest === 'object' ? latest.balance_transaction : null;
      // Not on the balance yet (a charge's balance transaction can follow it by moments).
      if (!balance || typeof balance !== 'object') return null;
      return { balanceTransactionId: balance.id, feeMinor: balance.fee, currency: balance.currency.toUpperCase() };
    },

    async refund(input: RefundInput) {
      if (!input.paymentRef)
        throw new PaymentProviderError(`Payment ${input.paymentId} has no payment intent to refund`, {
          outcome: 'refused',
        });
      const stateOf = (refund: Stripe.Refund): RefundState => ({
        refundId: refund.id,
        status:
          refund.status === 'succeeded'
            ? 'succeeded'
            : refund.status === 'failed' || refund.status === 'canceled'
              ? 'failed'
              : 'pending',
        amountMinor: refund.amount ?? input.amountMinor,
        currency: (refund.currency ?? input.currency).toUpperCase(),
      });
      try {
        // No amount: the whole charge (what is left of it), fees included.
        return stateOf(
          await stripe.refunds.create(
            {
              payment_intent: input.paymentRef,
              reason: 'requested_by_customer',
              metadata: { payment_id: input.paymentId },
            },
            { idempotencyKey: `refund-${input.paymentId}` },
          ),
        );
      } catch (error) {
        // Refunded already (another instance, or by hand in the Dashboard): answer that refund.
        // A disputed charge (charge_disputed) stays refused: the dispute decides where the money goes.
        if (error instanceof StripeSdk.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') {
          const made = await stripe.refunds
            .list({ payment_intent: input.paymentRef, limit: 1 })
            .catch((listError: unknown) => {
              throw failure('refund', listError);
            });
          const latest = made.data[0];
          if (latest) return stateOf(latest);
        }
        throw failure('refund', error);
      }
    },

    async createPayout() {
      // Paying an investor's own bank account needs a Stripe Connect account per investor
      // (onboarding, KYC on Stripe's side), which the platform does not set up yet: refuse
      // plainly rather than pay the platform's own bank (docs/architecture.md, "Wallet").
      throw new PaymentProviderError('Withdrawals need Stripe Connect accounts, which are not set up', {
        outcome: 'refused',
      });
    },

    async addBankAccount() {
      // An investor's bank account is an external account of their Connect account (see createPayout).
      throw new PaymentProviderError(
        'Bank accounts for withdrawals need Stripe Connect accounts, which are not set up',
        {
          outcome: 'refused',
        },
      );
    },

    async findPayout() {
      // createPayout refuses every withdrawal (no Stripe Connect), so Stripe certainly made no
      // payout for one; the platform's own payouts to its bank carry no withdrawal.
      return null;
    },

    parseWebhook(rawBody: string, signatureHeader: string | undefined) {
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader ?? '',
          webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      return parseStripeEvent(event);
    },
  };
}
