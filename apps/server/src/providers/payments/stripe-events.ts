import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeCurrency } from '@grove/contracts';
import { z } from 'zod';
import { WebhookSignatureError, type CheckoutState, type PaymentProviderEvent } from './provider.js';

/** How old a signed webhook may be, as Stripe's own libraries allow. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const hmacHex = (secret: string, timestamp: number, payload: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

/**
 * The `Stripe-Signature` header for a payload: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`.
 * The sandbox signs with this rather than the SDK, so the default setup never loads the SDK.
 */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, payload)}`;
}

/**
 * Checks a `Stripe-Signature` header over the raw body the way Stripe's libraries do (any of
 * several `v1` signatures may match, so a rotated secret works), but refuses a timestamp too far
 * in the future as well as too old. Throws WebhookSignatureError.
 */
export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  { toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS, now = Date.now() }: { toleranceSeconds?: number; now?: number } = {},
): void {
  if (!header) throw new WebhookSignatureError('No signature header');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) throw new WebhookSignatureError('Malformed signature header');
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) {
    throw new WebhookSignatureError('Signature timestamp outside the tolerance');
  }
  const expected = Buffer.from(hmacHex(secret, timestamp, payload), 'utf8');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('Signature does not match');
}

// Only the fields we read, per object type; Stripe adds fields in every API version, so unknown
// ones are dropped. Amounts are integers in minor units; a missing one is null.
const metadata = z.record(z.string(), z.string()).nullish();
const amountMinor = z.number().int().nullish();
const currency = z
  .string()
  .regex(/^[a-z]{3}$/i)
  .transform(normalizeCurrency)
  .nullish();
/** An id, or the object itself when it was expanded. */
const expandable = z.union([z.string(), z.object({ id: z.string(), metadata })]).nullish();
type Expandable = z.infer<typeof expandable>;

const envelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  /** The connected account the event happened on (a Connect event); absent for the platform's own. */
  account: z.string().min(1).nullish().catch(null),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const checkoutSession = z.object({
  id: z.string().min(1).nullish(),
  metadata,
  payment_status: z.string().nullish(),
  payment_intent: expandable,
  amount_total: amountMinor,
  currency,
});
const paymentIntent = z.object({
  id: z.string().min(1).nullish(),
  metadata,
  last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).nullish(),
});
const charge = z.object({
  id: z.string().min(1).nullish(),
  metadata,
  payment_intent: expandable,
  amount: amountMinor,
  amount_refunded: amountMinor,
  currency,
  // Listed only when expanded since API version 2022-11-15
  // (docs.stripe.com/changelog/2022-11-15/deprecates-charges-auto-expand).
  refunds: z.object({ data: z.array(z.object({ id: z.string().min(1) })) }).nullish(),
});
const refund = z.object({
  id: z.string().min(1).nullish(),
  metadata,
  status: z.string().nullish(),
  payment_intent: expandable,
  charge: expandable,
  amount: amountMinor,
  currency,
  failure_reason: z.string().nullish(),
});
const dispute = z.object({
  id: z.string().min(1),
  metadata,
  status: z.string().nullish(),
  payment_intent: expandable,
  charge: expandable,
  amount: amountMinor,
  currency,
  evidence_details: z.object({ due_by: z.number().int().nullish() }).loose().nullish(),
  /** The balance's movements for this dispute: the funds (and fee) withdrawn, then any reinstated. */
  balance_transactions: z.array(z.object({ amount: z.number().int(), fee: z.number().int() }).loose()).nullish(),
});

/** What the processor has charged for a dispute so far: the fees of its balance transactions. */
const disputeFeeOf = (transactions: readonly { fee: number }[] | null | undefined) =>
  (transactions ?? []).reduce((sum, bt) => sum + bt.fee, 0);
const payout = z.object({
  id: z.string().min(1),
  metadata,
  amount: amountMinor,
  currency,
  failure_code: z.string().nullish(),
  /** Stripe's own payout of the balance to the platform's bank (on its schedule). */
  automatic: z.boolean().nullish(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (value: Expandable) => (typeof value === 'string' ? value : (value?.id ?? null));
const metadataOf = (value: Expandable) => (value && typeof value === 'object' ? value.metadata : undefined);

const FOREIGN = Symbol('foreign');
/**
 * Our payment id, from the first of these metadata that names one: null when none does,
 * FOREIGN when one names something that is not our UUID (another integration's object).
 */
function paymentIdIn(...sources: z.infer<typeof metadata>[]): string | null | typeof FOREIGN {
  const named = sources.find((source) => source?.payment_id !== undefined)?.payment_id;
  if (named === undefined) return null;
  // Our ids are UUIDs; anything else is not one of our payments (and must not reach a uuid column).
  return UUID.test(named) ? named : FOREIGN;
}

/**
 * The event's object read with its schema, or null when it does not have the shape we act on:
 * a well-signed event is never refused (the provider would retry it for days), it is recorded
 * and ignored.
 */
function read<T extends z.ZodType>(schema: T, object: unknown): z.infer<T> | null {
  const parsed = schema.safeParse(object);
  return parsed.success ? parsed.data : null;
}

/** Why a card payment attempt failed, in the platform's words. */
function declineReason(error: z.infer<typeof paymentIntent>['last_payment_error']): string {
  if (error?.decline_code === 'insufficient_funds') return 'insufficient_funds';
  if (error?.code === 'payment_intent_authentication_failure') return 'authentication_failed';
  return 'card_declined';
}

const DISPUTE_EVENTS = {
  'charge.dispute.created': 'dispute_opened',
  'charge.dispute.funds_withdrawn': 'dispute_funds_withdrawn',
  'charge.dispute.funds_reinstated': 'dispute_funds_reinstated',
} as const;
/**
 * How a closed dispute ended for us. `warning_closed` is an inquiry that closed without becoming
 * a chargeback, so no money left; charge.dispute.closed carries lost, warning_closed or won
 * (docs.stripe.com/api/events/types, docs.stripe.com/disputes/how-disputes-work).
 */
const DISPUTE_OUTCOMES: Partial<Record<string, 'won' | 'lost'>> = { won: 'won', warning_closed: 'won', lost: 'lost' };

/**
 * Reads a Stripe-shaped event (Stripe's own, or the sandbox's) into what the platform acts on.
 * Our payment id travels in `metadata.payment_id`: the Checkout Session carries it, and
 * `payment_intent_data.metadata` puts it on the payment intent and the charges Stripe makes from
 * it; our refunds carry it too. A refund or dispute made at Stripe may carry none: it is still
 * returned with its payment intent (`paymentRef`), by which the platform finds the payment. A
 * withdrawal's payout carries `metadata.withdrawal_id`; with Stripe it is made by the investor's
 * Connect account, so its events are Connect events naming that `account`. An event we have no
 * use for, or one that names someone else's object, is `ignored`.
 * Throws WebhookSignatureError when the (already verified) body is not an event at all; an event
 * whose object does not have the shape we act on is `ignored`.
 */
export function parseStripeEvent(body: unknown): PaymentProviderEvent {
  const parsed = envelope.safeParse(body);
  if (!parsed.success) throw new WebhookSignatureError('Not a Stripe event');
  const { id, type, account } = parsed.data;
  const object = parsed.data.data.object;
  const ignored: PaymentProviderEvent = { id, type: 'ignored', rawType: type };

  switch (type) {
    // A session completes paid, or `unpaid` while a delayed method is on its way, which then
    // ends in async_payment_succeeded or _failed (docs.stripe.com/checkout/fulfillment).
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = read(checkoutSession, object);
      if (!session) return ignored;
      const paymentId = paymentIdIn(session.metadata);
      if (paymentId === null || paymentId === FOREIGN) return ignored;
      const sessionId = session.id ?? null;
      const succeeded: PaymentProviderEvent = {
        id,
        type: 'succeeded',
        paymentId,
        sessionId,
        paymentRef: idOf(session.payment_intent),
        amountMinor: session.amount_total ?? null,
        currency: session.currency ?? null,
      };
      if (type === 'checkout.session.async_payment_succeeded') return succeeded;
      if (type === 'checkout.session.async_payment_failed')
        return { id, type: 'failed', paymentId, sessionId, reason: 'declined' };
      if (type === 'checkout.session.expired') return { id, type: 'expired', paymentId, sessionId };
      if (session.payment_status === 'paid') return succeeded;
      if (session.payment_status === 'unpaid') return { id, type: 'processing', paymentId, sessionId };
      // no_payment_required: never ours, as every checkout we open has an amount.
      return ignored;
    }
    // A failed attempt sends the payment intent back to requires_payment_method, and Checkout
    // keeps the session open for another card (docs.stripe.com/payments/paymentintents/lifecycle).
    case 'payment_intent.payment_failed':
    case 'payment_intent.processing':
    case 'payment_intent.requires_action': {
      const intent = read(paymentIntent, object);
      if (!intent) return ignored;
      const paymentId = paymentIdIn(intent.metadata);
      if (paymentId === null || paymentId === FOREIGN) return ignored;
      if (type !== 'payment_intent.payment_failed') return { id, type: 'processing', paymentId, sessionId: null };
      return {
        id,
        type: 'declined',
        paymentId,
        paymentRef: intent.id ?? null,
        reason: declineReason(intent.last_payment_error),
      };
    }
    // Every refund of the charge, ours or made in the Dashboard, partial or whole: amount_refunded
    // is what it refunded in all, and the platform compares it with the payment.
    case 'charge.refunded': {
      const refunded = read(charge, object);
      if (!refunded) return ignored;
      const paymentId = paymentIdIn(refunded.metadata, metadataOf(refunded.payment_intent));
      const paymentRef = idOf(refunded.payment_intent);
      if (paymentId === FOREIGN || (paymentId === null && paymentRef === null)) return ignored;
      return {
        id,
        type: 'refunded',
        paymentId,
        paymentRef,
        // Stripe lists a charge's refunds newest first.
        refundId: refunded.refunds?.data[0]?.id ?? null,
        amountMinor: refunded.amount_refunded ?? null,
        chargeAmountMinor: refunded.amount ?? null,
        currency: refunded.currency ?? null,
      };
    }
    // A refund can fail after it was reported, and the money comes back to the balance;
    // failure_reason is lost_or_stolen_card, expired_or_canceled_card or unknown
    // (docs.stripe.com/api/refunds/object).
    case 'charge.refund.updated':
    case 'refund.failed': {
      const failed = read(refund, object);
      if (!failed) return ignored;
      if (type === 'charge.refund.updated' && failed.status !== 'failed') return ignored;
      const paymentId = paymentIdIn(failed.metadata, metadataOf(failed.charge), metadataOf(failed.payment_intent));
      const paymentRef = idOf(failed.payment_intent);
      if (paymentId === FOREIGN || (paymentId === null && paymentRef === null)) return ignored;
      return {
        id,
        type: 'refund_failed',
        paymentId,
        paymentRef,
        refundId: failed.id ?? null,
        amountMinor: failed.amount ?? null,
        currency: failed.currency ?? null,
        reason: failed.failure_reason ?? 'refund_failed',
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.funds_reinstated':
    case 'charge.dispute.closed': {
      const disputed = read(dispute, object);
      if (!disputed) return ignored;
      const paymentId = paymentIdIn(
        disputed.metadata,
        metadataOf(disputed.charge),
        metadataOf(disputed.payment_intent),
      );
      const paymentRef = idOf(disputed.payment_intent);
      if (paymentId === FOREIGN || (paymentId === null && paymentRef === null)) return ignored;
      const common = {
        id,
        disputeId: disputed.id,
        paymentId,
        paymentRef,
        amountMinor: disputed.amount ?? null,
        currency: disputed.currency ?? null,
        // Null where the event lists no balance transactions: it says nothing of the fee.
        feeMinor: disputed.balance_transactions ? disputeFeeOf(disputed.balance_transactions) : null,
        evidenceDueBy: disputed.evidence_details?.due_by ? new Date(disputed.evidence_details.due_by * 1000) : null,
      };
      if (type !== 'charge.dispute.closed') return { ...common, type: DISPUTE_EVENTS[type] };
      const outcome = DISPUTE_OUTCOMES[disputed.status ?? ''];
      return outcome ? { ...common, type: 'dispute_closed', outcome } : ignored;
    }
    // payout.paid says the money is expected at the bank; payout.failed may still follow it.
    case 'payout.paid':
    case 'payout.failed': {
      const paid = read(payout, object);
      if (!paid) return ignored;
      const withdrawalId = paid.metadata?.withdrawal_id;
      // A connected account's own automatic payout moved none of the platform's balance.
      if (paid.automatic && !withdrawalId && !account) {
        // The balance paid out to the platform's bank: the ledger moves it from clearing to bank.
        const own = { id, payoutId: paid.id, amountMinor: paid.amount ?? null, currency: paid.currency ?? null };
        return type === 'payout.paid'
          ? { ...own, type: 'provider_payout_paid' }
          : { ...own, type: 'provider_payout_failed' };
      }
      if (!withdrawalId || !UUID.test(withdrawalId)) return ignored;
      const common = {
        id,
        withdrawalId,
        payoutId: paid.id,
        amountMinor: paid.amount ?? null,
        currency: paid.currency ?? null,
      };
      return type === 'payout.paid'
        ? { ...common, type: 'payout_paid' }
        : { ...common, type: 'payout_failed', reason: paid.failure_code ?? 'payout_failed' };
    }
    default:
      return ignored;
  }
}

const checkoutState = z
  .object({
    status: z.enum(['open', 'complete', 'expired']),
    payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
    payment_intent: expandable,
    amount_total: z.number().int(),
    currency: z
      .string()
      .regex(/^[a-z]{3}$/i)
      .transform(normalizeCurrency),
  })
  .transform((session): CheckoutState => ({
    status: session.status,
    // No payment required means nothing is left to capture: as settled as paid.
    paymentStatus: session.payment_status === 'unpaid' ? 'unpaid' : 'paid',
    paymentRef: idOf(session.payment_intent),
    amountMinor: session.amount_total,
    currency: session.currency,
  }));

/** Reads a retrieved Checkout Session; null when it lacks Stripe's shape. */
export function parseStripeCheckoutState(session: unknown): CheckoutState | null {
  const parsed = checkoutState.safeParse(session);
  return parsed.success ? parsed.data : null;
}

/** Parses a raw body whose signature has been checked. */
export function parseStripeEventBody(rawBody: string): PaymentProviderEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookSignatureError('Body is not JSON');
  }
  return parseStripeEvent(body);
}
