import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { WebhookSignatureError, type PaymentProviderEvent } from './provider.js';

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

// Only the fields we read; Stripe adds fields in every API version, so unknown ones are dropped.
const metadata = z.record(z.string(), z.string()).nullish();
/** An id, or the object itself when it was expanded. */
const expandable = z.union([z.string(), z.object({ id: z.string(), metadata }), z.null()]).optional();
const eventShape = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({
    object: z.object({
      metadata,
      payment_status: z.string().optional(),
      payment_intent: expandable,
      refunded: z.boolean().optional(),
      last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).nullish(),
      failure_code: z.string().nullish(),
    }),
  }),
});
type StripeEventShape = z.infer<typeof eventShape>;
type StripeObject = StripeEventShape['data']['object'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (value: StripeObject['payment_intent']) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Why a payment intent failed, in the platform's words. */
function failureReason(error: StripeObject['last_payment_error']): string {
  if (error?.decline_code === 'insufficient_funds') return 'insufficient_funds';
  if (error?.code === 'payment_intent_authentication_failure') return 'authentication_failed';
  return 'declined';
}

/**
 * Reads a Stripe-shaped event (Stripe's own, or the sandbox's) into what the platform acts on.
 * Our payment id travels in `metadata.payment_id`: the Checkout Session carries it, and
 * `payment_intent_data.metadata` puts it on the payment intent and the charges Stripe makes from
 * it. A withdrawal's payout carries `metadata.withdrawal_id`. An event we have no use for, or
 * one without our id, is `ignored`.
 * Throws WebhookSignatureError when the (already verified) body is not an event at all.
 */
export function parseStripeEvent(body: unknown): PaymentProviderEvent {
  const parsed = eventShape.safeParse(body);
  if (!parsed.success) throw new WebhookSignatureError('Not a Stripe event');
  const { id, type, data } = parsed.data;
  const object = data.object;
  const ignored: PaymentProviderEvent = { id, type: 'ignored', rawType: type };
  if (type === 'payout.paid' || type === 'payout.failed') {
    const withdrawalId = object.metadata?.withdrawal_id;
    if (!withdrawalId || !UUID.test(withdrawalId)) return ignored;
    return type === 'payout.paid'
      ? { id, type: 'payout_paid', withdrawalId }
      : { id, type: 'payout_failed', withdrawalId, reason: object.failure_code ?? 'payout_failed' };
  }
  const intent = object.payment_intent;
  const paymentId =
    object.metadata?.payment_id ?? (intent && typeof intent === 'object' ? intent.metadata?.payment_id : undefined);
  // Our ids are UUIDs; anything else is not one of our payments (and must not reach a uuid column).
  if (!paymentId || !UUID.test(paymentId)) return ignored;

  switch (type) {
    case 'checkout.session.completed':
      // 'unpaid' is a delayed payment method still on its way; it ends in async_payment_*.
      if (object.payment_status === 'paid') return { id, type: 'succeeded', paymentId, paymentRef: idOf(intent) };
      if (object.payment_status === 'unpaid') return { id, type: 'processing', paymentId };
      return ignored;
    case 'checkout.session.async_payment_succeeded':
      return { id, type: 'succeeded', paymentId, paymentRef: idOf(intent) };
    case 'checkout.session.async_payment_failed':
      return { id, type: 'failed', paymentId, reason: 'declined' };
    case 'checkout.session.expired':
      return { id, type: 'expired', paymentId };
    case 'payment_intent.payment_failed':
      return { id, type: 'failed', paymentId, reason: failureReason(object.last_payment_error) };
    case 'payment_intent.processing':
    case 'payment_intent.requires_action':
      return { id, type: 'processing', paymentId };
    case 'charge.refunded':
      // `refunded` is true only once the whole charge is refunded; a partial refund is not ours.
      return object.refunded === true ? { id, type: 'refunded', paymentId } : ignored;
    default:
      return ignored;
  }
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
