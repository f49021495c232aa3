import type { PayoutRequirement } from '@grove/contracts';

/**
 * A card-payment provider, as the platform uses it: open a hosted checkout for a payment,
 * close it, refund a captured payment, pay a withdrawal out (and say whether it can, and where
 * the investor gives what it still needs), answer what it knows of a checkout or a payout, and
 * read its signed webhooks. Results arrive through webhooks, so the sandbox and
 * Stripe behave the same way; the lookups settle what a webhook or a timed-out call left unknown.
 */
export interface CheckoutInput {
  paymentId: string;
  /** What the charge is for, in the provider's metadata (an investment when absent). Our id routes its webhooks either way. */
  purpose?: 'top_up' | 'revenue_share';
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

/** What the provider says of a checkout now (Stripe: the Checkout Session). */
export interface CheckoutState {
  status: 'open' | 'complete' | 'expired';
  /** Whether money was captured: `paid`; `unpaid` while a delayed method is on its way. */
  paymentStatus: 'paid' | 'unpaid';
  /** The provider's id of the captured payment (Stripe: the payment intent). */
  paymentRef: string | null;
  amountMinor: number;
  currency: string;
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
  /** The provider's id of the bank account (from addBankAccount); null for withdrawals made before bank accounts. */
  destination: string | null;
}

export interface BankAccountInput {
  userId: string;
  /** The verified name (the wallet checks the holder against it). */
  holderName: string;
  routingNumber: string;
  accountNumber: string;
  currency: string;
  /** Who holds it, from our records, for the provider's own checks (Stripe: the Connect account's individual). */
  email: string;
  /** The verified date of birth, YYYY-MM-DD; null when verification gave none. */
  dateOfBirth: string | null;
  /**
   * The provider's ids of the investor's earlier bank accounts (removed ones too), so the provider
   * reuses what it set up for them before (Stripe: their Connect account) rather than making another.
   */
  earlierAccountIds: readonly string[];
}

/**
 * Whether the provider can pay out to an investor's bank account now (Stripe: their Connect
 * account has payouts enabled and an active transfers capability), and what it still needs from
 * them, as kinds a person can act on; not ready with nothing due: it is checking what they gave.
 */
export interface PayoutReadiness {
  ready: boolean;
  due: PayoutRequirement[];
}

export interface OnboardingLinkInput {
  /** The provider's id of one of the investor's bank accounts (from addBankAccount). */
  accountId: string;
  /** Absolute URLs of our own: back after the investor finished or left, and when the link expired or was used. */
  returnUrl: string;
  refreshUrl: string;
}

/** What the provider says of a payment's refund (Stripe: the Refund object). */
export interface RefundState {
  refundId: string;
  status: 'pending' | 'succeeded' | 'failed';
  amountMinor: number;
  currency: string;
}

/** One movement of the provider's balance (Stripe: a balance transaction). */
export interface ProviderBalanceTransaction {
  id: string;
  /** The provider's own type (charge, refund, dispute, payout, …). */
  type: string;
  /** The object that moved the balance: a charge, refund, dispute or payout id. */
  source: string;
  /** Our payment, top-up or withdrawal id it belongs to; null for the provider's own payouts to our bank. */
  reference: string | null;
  amountMinor: number;
  feeMinor: number;
  netMinor: number;
  currency: string;
  createdAt: Date;
}

/** A charge's balance transaction: what the processor kept of it. */
export interface ChargeFee {
  balanceTransactionId: string;
  feeMinor: number;
  currency: string;
}

export interface PayoutState {
  payoutId: string;
  status: 'pending' | 'paid' | 'failed';
}

/**
 * A webhook, reduced to what the platform acts on. `id` is the provider's event id. Amounts and
 * currencies are what the event says, so the platform can check them against the payment before
 * anything moves (null where the event carries none).
 */
export type PaymentProviderEvent =
  /** Money is on its way (a delayed method) or the payer is authenticating (3-D Secure). */
  | { id: string; type: 'processing'; paymentId: string; sessionId: string | null }
  | {
      id: string;
      type: 'succeeded';
      paymentId: string;
      sessionId: string | null;
      paymentRef: string | null;
      amountMinor: number | null;
      currency: string | null;
    }
  /**
   * A card was declined or its authentication failed. Not the end: the checkout stays open and
   * the payer may try another card until it expires (Stripe's payment_intent.payment_failed).
   */
  | { id: string; type: 'declined'; paymentId: string; paymentRef: string | null; reason: string }
  /** The checkout ended without money: a delayed payment failed. Final for that checkout. */
  | { id: string; type: 'failed'; paymentId: string; sessionId: string | null; reason: string }
  | { id: string; type: 'expired'; paymentId: string; sessionId: string | null }
  /** A refund of the charge, asked by us or made at the provider; `amountMinor` is what it refunded in all. */
  | {
      id: string;
      type: 'refunded';
      paymentId: string | null;
      paymentRef: string | null;
      refundId: string | null;
      amountMinor: number | null;
      /** The charge's whole amount: less than it refunded is a partial refund. */
      chargeAmountMinor: number | null;
      currency: string | null;
    }
  /** A refund that failed (the money came back to the provider's balance), even after it was reported. */
  | {
      id: string;
      type: 'refund_failed';
      paymentId: string | null;
      paymentRef: string | null;
      refundId: string | null;
      amountMinor: number | null;
      currency: string | null;
      reason: string;
    }
  /**
   * A chargeback: opened, its funds taken or given back, and its end. `feeMinor` is what the
   * processor has charged for the dispute so far (its balance transactions' fees), null where the
   * event does not say; events come in any order, so each books what the last one did not.
   */
  | {
      id: string;
      type: 'dispute_opened' | 'dispute_funds_withdrawn' | 'dispute_funds_reinstated';
      disputeId: string;
      paymentId: string | null;
      paymentRef: string | null;
      amountMinor: number | null;
      currency: string | null;
      feeMinor: number | null;
      /** When the provider needs our evidence by; null when the event does not say. */
      evidenceDueBy: Date | null;
    }
  | {
      id: string;
      type: 'dispute_closed';
      disputeId: string;
      paymentId: string | null;
      paymentRef: string | null;
      outcome: 'won' | 'lost';
      amountMinor: number | null;
      currency: string | null;
      feeMinor: number | null;
      evidenceDueBy: Date | null;
    }
  /** A withdrawal's payout reached the investor, or came back (possibly after it was reported paid). */
  | {
      id: string;
      type: 'payout_paid';
      withdrawalId: string;
      payoutId: string;
      amountMinor: number | null;
      currency: string | null;
    }
  | {
      id: string;
      type: 'payout_failed';
      withdrawalId: string;
      payoutId: string;
      reason: string;
      amountMinor: number | null;
      currency: string | null;
    }
  /** The provider paid its balance out to the platform's bank (Stripe's automatic payouts), or that payout failed. */
  | {
      id: string;
      type: 'provider_payout_paid' | 'provider_payout_failed';
      payoutId: string;
      amountMinor: number | null;
      currency: string | null;
    }
  /** A well-signed event the platform has no use for (stored, so a replay is cheap). */
  | { id: string; type: 'ignored'; rawType: string };

export type PaymentProviderEventType = PaymentProviderEvent['type'];

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Whether the provider can pay wallet withdrawals out to investors. */
  readonly payouts: boolean;
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /** Closes an open checkout (the payer abandoned it or the reservation expired); a closed one is fine. */
  expireCheckout(sessionId: string): Promise<void>;
  /** What the provider knows of a checkout now; null when it has no such checkout. */
  retrieveCheckout(sessionId: string): Promise<CheckoutState | null>;
  /**
   * Asks for a full refund; idempotent per payment. Answers the refund as the provider has it
   * now (one made before, by us or at the provider, included), so the caller settles it without
   * waiting for an event that may have arrived before the payment could take it; the events
   * (`refunded`, `refund_failed`) say the same later.
   */
  refund(input: RefundInput): Promise<RefundState>;
  /**
   * Pays a withdrawal out to the investor; idempotent per withdrawal. The result comes as a
   * `payout_paid` or `payout_failed` event. Throws PaymentProviderError (`refused`) when the
   * provider will not pay it (no bank account; the investor's payout account not enabled yet,
   * with reason `payouts_not_ready`).
   */
  createPayout(input: PayoutInput): Promise<{ payoutId: string }>;
  /**
   * Registers an investor's bank account for payouts (Stripe: an external account); the provider
   * keeps the full number. Throws PaymentProviderError (`refused`) when it does not accept it;
   * its message is safe to show.
   */
  addBankAccount(input: BankAccountInput): Promise<{ accountId: string; bankName: string }>;
  /**
   * Whether the provider can pay out to this bank account (its id from addBankAccount) now, and
   * what it still needs from the investor. Throws PaymentProviderError when it cannot be asked.
   */
  payoutReadiness(accountId: string): Promise<PayoutReadiness>;
  /**
   * A page of the provider's where the investor gives what it still needs before it can pay them
   * out (Stripe: a single-use Account Link for onboarding, which also shows and records their
   * acceptance of Stripe's agreement); null when it needs nothing from them now.
   */
  onboardingLink(input: OnboardingLinkInput): Promise<{ url: string; expiresAt: Date } | null>;
  /**
   * The payout made for a withdrawal, if the provider made one; null when it certainly did not
   * (Stripe: also when the money reached the investor's Connect account but no payout left it:
   * sending again finishes it, and failing the withdrawal has `returnFailedPayout` take it back).
   */
  findPayout(withdrawalId: string): Promise<PayoutState | null>;
  /**
   * Takes back to the platform's balance the money of a withdrawal that failed, wherever the
   * provider left it (Stripe: the investor's Connect account, by reversing the transfer; the
   * sandbox: nowhere, a failed payout is back on its balance). Idempotent; throws while the
   * money cannot be taken back yet (a payout of it still on its way).
   */
  returnFailedPayout(withdrawalId: string): Promise<void>;
  /**
   * What the processor kept of a captured charge, from its balance transaction (Stripe: the
   * payment intent's latest charge's balance transaction); null while it has none yet.
   */
  retrieveChargeFee(charge: { sessionId: string | null; paymentRef: string | null }): Promise<ChargeFee | null>;
  /** The provider's balance in a currency now (available and pending together), in minor units. */
  retrieveBalance(currency: string): Promise<number>;
  /**
   * The provider's balance transactions in a currency created up to `until` and, when `after` is
   * given, from then on (at the provider's resolution: Stripe's are whole seconds), oldest first.
   */
  listBalanceTransactions(currency: string, until: Date, after?: Date | null): Promise<ProviderBalanceTransaction[]>;
  /** Our payment's or top-up's id that a charge (its payment intent) was made for; null when not ours or unknown. */
  ownerOfCharge(paymentRef: string): Promise<string | null>;
  /** Verifies the signature over the raw body and reads the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): PaymentProviderEvent;
}

/**
 * The provider could not be reached or refused the request. `outcome` says what we know: it
 * `refused` (nothing happened there), or the answer never came and the request may or may not
 * have taken effect (`unknown`): such a call is settled by asking the provider or repeating it
 * under the same idempotency key, never by guessing that it failed.
 */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  readonly outcome: 'refused' | 'unknown';
  /** Why it refused, where the platform acts on it: the investor's payout account is not ready yet. */
  readonly reason: 'payouts_not_ready' | null;
  constructor(
    message: string,
    options: { cause?: unknown; outcome?: 'refused' | 'unknown'; reason?: 'payouts_not_ready' } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.outcome = options.outcome ?? 'refused';
    this.reason = options.reason ?? null;
  }
}

/** Whether a failed provider call may have taken effect: a timeout or a lost answer. */
export const outcomeUnknown = (error: unknown): boolean =>
  !(error instanceof PaymentProviderError) || error.outcome === 'unknown';

/** A webhook whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
