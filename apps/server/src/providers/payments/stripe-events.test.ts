import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './provider.js';
import { parseStripeEventBody, signStripePayload, verifyStripeSignature } from './stripe-events.js';

const SECRET = 'whsec_helper_test';
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created', data: { object: {} } });

describe("the sandbox's Stripe signature helper", () => {
  it('signs exactly as Stripe does: the SDK verifies our header, and we verify the SDK’s', () => {
    expect(Stripe.webhooks.constructEvent(payload, signStripePayload(payload, SECRET), SECRET, 300)).toMatchObject({
      id: 'evt_1',
    });
    const sdkHeader = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: 1_700_000_000 });
    expect(signStripePayload(payload, SECRET, 1_700_000_000)).toBe(sdkHeader);
    expect(() => verifyStripeSignature(payload, sdkHeader, SECRET, { now: 1_700_000_000_000 })).not.toThrow();
  });

  it('accepts any matching v1 among several (a rotated secret)', () => {
    const good = signStripePayload(payload, SECRET, 1_700_000_000).split(',')[1];
    const header = `t=1700000000,v1=${'0'.repeat(64)},${good}`;
    expect(() => verifyStripeSignature(payload, header, SECRET, { now: 1_700_000_000_000 })).not.toThrow();
  });

  it('refuses a missing, malformed, wrong, too old or too new signature', () => {
    const now = 1_700_000_000_000;
    const at = (seconds: number) => signStripePayload(payload, SECRET, seconds);
    const refuse = (header: string | undefined, body = payload) =>
      expect(() => verifyStripeSignature(body, header, SECRET, { now })).toThrow(WebhookSignatureError);
    refuse(undefined);
    refuse('');
    refuse('v1=abc');
    refuse('t=1700000000');
    refuse(at(1_700_000_000), payload.replace('evt_1', 'evt_2'));
    refuse(signStripePayload(payload, 'whsec_other', 1_700_000_000));
    refuse(at(1_700_000_000 - 301));
    refuse(at(1_700_000_000 + 301));
    expect(() => verifyStripeSignature(payload, at(1_700_000_000 - 300), SECRET, { now })).not.toThrow();
  });

  it('refuses a body that is not JSON', () => {
    expect(() => parseStripeEventBody('not json')).toThrow(WebhookSignatureError);
  });
});
