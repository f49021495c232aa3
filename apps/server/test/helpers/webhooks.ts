import { signStripePayload } from '../../src/providers/payments/stripe-events.js';

/**
 * A payment provider's event as our webhook endpoint receives it (an `inject` request), signed
 * with `secret` the way the sandbox and Stripe sign.
 */
export function signedPaymentEvent(secret: string, event: unknown) {
  const body = JSON.stringify(event);
  return {
    method: 'POST' as const,
    url: '/api/v1/webhooks/payments',
    headers: { 'content-type': 'application/json', 'stripe-signature': signStripePayload(body, secret) },
    payload: body,
  };
}
