import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutInput,
  type PaymentProvider,
  type RefundInput,
} from './provider.js';
import { parseStripeEvent, WEBHOOK_TOLERANCE_SECONDS } from './stripe-events.js';

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

/** The SDK's errors, reduced to ours; a request Stripe refused keeps its code in the message. */
function providerError(action: string, error: unknown): PaymentProviderError {
  if (error instanceof loadStripe().errors.StripeError) {
    return new PaymentProviderError(`Stripe ${action} failed: ${error.code ?? error.type}: ${error.message}`, {
      cause: error,
    });
  }
  return new PaymentProviderError(`Stripe ${action} failed`, { cause: error });
}

/**
 * Stripe Checkout in payment mode, through the official SDK. Our payment id rides in the
 * session's metadata and in `payment_intent_data.metadata`, which Stripe copies to the payment
 * intent and its charge, so every event we act on names the payment. Idempotency keys derive
 * from the payment id, so a retried request never opens a second checkout or refunds twice.
 */
export function createStripePaymentProvider({
  secretKey,
  webhookSecret,
  apiUrl,
}: StripeProviderConfig): PaymentProvider {
  const StripeSdk = loadStripe();
  const stripe = new StripeSdk(secretKey, sdkOptions(apiUrl));

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
      try {
        const session = await stripe.checkout.sessions.create(
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
        if (!session.url) throw new PaymentProviderError('Stripe answered a checkout session without a URL');
        return { sessionId: session.id, checkoutUrl: session.url };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        throw providerError('checkout', error);
      }
    },

    async expireCheckout(sessionId: string) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open (paid, or already
        // expired): that is the end we wanted. Ask rather than match its message.
        if (!(error instanceof StripeSdk.errors.StripeInvalidRequestError)) throw providerError('expire', error);
        const session = await stripe.checkout.sessions.retrieve(sessionId).catch((retrieveError: unknown) => {
          throw providerError('expire', retrieveError);
        });
        if (session.status === 'open') throw providerError('expire', error);
      }
    },

    async refund(input: RefundInput) {
      if (!input.paymentRef)
        throw new PaymentProviderError(`Payment ${input.paymentId} has no payment intent to refund`);
      try {
        // No amount: the whole charge, fees included. The result arrives as charge.refunded.
        await stripe.refunds.create(
          {
            payment_intent: input.paymentRef,
            reason: 'requested_by_customer',
            metadata: { payment_id: input.paymentId },
          },
          { idempotencyKey: `refund-${input.paymentId}` },
        );
      } catch (error) {
        // Refunded already (another instance, or by hand in the Dashboard): nothing left to do.
        if (error instanceof StripeSdk.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded')
          return;
        throw providerError('refund', error);
      }
    },

    async createPayout() {
      // Paying an investor's own bank account needs a Stripe Connect account per investor
      // (onboarding, KYC on Stripe's side), which the platform does not set up yet: refuse
      // plainly rather than pay the platform's own bank (docs/architecture.md, "Wallet").
      throw new PaymentProviderError('Withdrawals need Stripe Connect accounts, which are not set up');
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
      const parsed = parseStripeEvent(event);
      // Stripe Checkout keeps the session open after a declined card, so the payer can try
      // another: only the session's own end (expired, async failure) ends the payment.
      const type = (event as { type?: unknown }).type;
      if (parsed.type === 'failed' && type === 'payment_intent.payment_failed') {
        return { id: parsed.id, type: 'ignored', rawType: type };
      }
      return parsed;
    },
  };
}
