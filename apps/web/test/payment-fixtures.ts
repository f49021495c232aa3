import {
  PAYMENT_PROGRESS_STEPS,
  progressOf,
  type Payment,
  type PaymentStatus,
  type PaymentTerms,
} from '@grove/contracts';

/** A business's investment rules as the payment page reads them: $100 to $50,000 in steps of $100. */
export function makeTerms(overrides: Partial<PaymentTerms> = {}): PaymentTerms {
  return {
    project_id: 'cafe',
    currency: 'USD',
    accepts_payments: true,
    project_status: 'fundraising',
    ticket_min: 100,
    ticket_max: 50_000,
    ticket_step: 100,
    remaining: 200_000,
    max_amount: 50_000,
    service_fee_bp: 500,
    card_fee_bp: 250,
    extra_ack_threshold: 1_000,
    advised_max: null,
    advised_share_bp: 1000,
    annual_cap: null,
    identity_verified: true,
    reservation_minutes: 30,
    cancellation_days: 4,
    // The published sheet, already acknowledged: tests of the sheet itself set it otherwise.
    kiis: { version: 1, approved_at: '2026-01-05T10:00:00.000Z', acknowledged: true },
    ...overrides,
  };
}

/** A $500 card payment into Open Café in the given status, its progress steps to match. */
export function makePayment(status: PaymentStatus, overrides: Partial<Payment> = {}): Payment {
  const states = progressOf(status);
  return {
    id: 'pay-1',
    status,
    project_id: 'cafe',
    project_name: 'Open Café',
    amount: 500,
    currency: 'usd',
    description: 'investment into project',
    method: 'card',
    fees: { service: 25, card: 12.5, total: 537.5, service_bp: 500, card_bp: 250 },
    checkout_url: status === 'pending' ? '/sandbox/payments/checkout/pay-1' : null,
    failure_reason: null,
    reservation_expires_at: null,
    paid_at: status === 'succeeded' ? '2026-03-02T10:00:00.000Z' : null,
    cancel_deadline: status === 'succeeded' ? '2026-03-06T10:00:00.000Z' : null,
    can_cancel: status === 'succeeded',
    return_url: null,
    cancel_url: null,
    created_at: '2026-03-02T09:58:00.000Z',
    steps: PAYMENT_PROGRESS_STEPS.map((step, index) => ({ step, state: states[index] ?? 'upcoming' })),
    timeline: [],
    ...overrides,
  };
}
