/**
 * A card-payment provider, as the platform uses it: open a hosted checkout for a payment,
 * close it, refund a captured payment, and read its signed webhooks. Results arrive only
 * through webhooks, so the sandbox and Stripe behave the same way.
 */
export interface CheckoutInput {
  paymentId: string;
  /** The investment, without fees; minor units of `currency`. */
  amountMinor: number;
  serviceFeeMinor: number;
  cardFeeMinor: number;
  currency: string;
  description: string;
  /** The business's name, for the checkout's line items. */
  projectName: string;
  customerEmail: string;
  /** Absolute or same-origin URLs the provider sends the browser back to. */
  successUrl: string;
  cancelUrl: string;
  /** The reservation's end: the checkout closes then. */
  expiresAt: Date;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where to send the payer (absolute, or a path on our own origin for the sandbox). */
  checkoutUrl: string;
}

export interface RefundInput {
  paymentId: string;
  sessionId: string | null;
  /** The provider's id of the captured charge or payment intent. */
  paymentRef: string | null;
  /** The whole amount paid, fees included. */
  amountMinor: number;
  currency: string;
}

/** A withdrawal from an investor's wallet, paid out by the provider to the investor. */
export interface PayoutInput {
  withdrawalId: string;
  amountMinor: number;
  currency: string;
  customerEmail: string;
}

/** A webhook, reduced to what the platform acts on. `id` is the provider's event id. */
export type PaymentProviderEvent =
  | { id: string; type: 'processing'; paymentId: string }
  | { id: string; type: 'succeeded'; paymentId: string; paymentRef: string | null }
  | { id: string; type: 'failed'; paymentId: string; reason: string }
  | { id: string; type: 'expired'; paymentId: string }
  | { id: string; type: 'refunded'; paymentId: string }
  /** A withdrawal's payout reached the investor, or came back. */
  | { id: string; type: 'payout_paid'; withdrawalId: string }
  | { id: string; type: 'payout_failed'; withdrawalId: string; reason: string }
  /** A well-signed event the platform has no use for (stored, so a replay is cheap). */
  | { id: string; type: 'ignored'; rawType: string };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Whether the provider can pay wallet withdrawals out to investors. */
  readonly payouts: boolean;
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /** Closes an open checkout (the payer abandoned it or the reservation expired); a closed one is fine. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Asks for a full refund; idempotent per payment. The result comes as a `refunded` event. */
  refund(input: RefundInput): Promise<void>;
  /**
   * Pays a withdrawal out to the investor; idempotent per withdrawal. The result comes as a
   * `payout_paid` or `payout_failed` event. Throws PaymentProviderError when the provider
   * cannot pay investors out at all.
   */
  createPayout(input: PayoutInput): Promise<{ payoutId: string }>;
  /** Verifies the signature over the raw body and reads the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): PaymentProviderEvent;
}

/** The provider could not be reached or refused the request. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** A webhook whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
