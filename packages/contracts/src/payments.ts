import { z } from 'zod';
import { DEFAULT_PAYMENT_CURRENCY } from './money.js';
import {
  PAYMENT_EVENT_CAUSES,
  PAYMENT_METHODS,
  PAYMENT_PROGRESS_STEPS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from './payment-rules.js';
import { text } from './text.js';

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

export const DEFAULT_PAYMENT_DESCRIPTION = 'investment into project';
/** Spec §8 warnings of the secure and progress pages. */
export const NO_PAYMENT_AMOUNT_MESSAGE = 'No payment amount found. Please restart the payment process.';
export const NO_PAYMENT_INFO_MESSAGE = 'No payment information found.';

/** A same-origin path: starts with one slash, no scheme or host, no control characters or backslashes. */
const sameOriginPath = text()
  .max(2000)
  .refine((value) => /^\/(?![/\\])[^\s\\]*$/.test(value), {
    message: 'must be a path on this site (starting with /)',
  });

/** POST /api/v1/payments/ (spec §7, plus the acknowledgments of PRODUCT.md 8). Amounts in major units. */
export const createPaymentRequestSchema = z.object({
  project_id: text().min(1).max(120),
  amount: z.union([z.number(), text().max(32)]),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code')
    .default(DEFAULT_PAYMENT_CURRENCY),
  description: text().trim().min(1).max(200).default(DEFAULT_PAYMENT_DESCRIPTION),
  return_url: sameOriginPath.optional(),
  cancel_url: sameOriginPath.optional(),
  method: paymentMethodSchema.default('card'),
  risk_acknowledged: z.boolean().optional(),
  extra_risk_acknowledged: z.boolean().optional(),
  /**
   * The version of the business's key investment information sheet the investor read and
   * acknowledges with this request; needed until they have acknowledged the current version.
   */
  kiis_version: z.number().int().positive().optional(),
  /**
   * The share link's code the investor arrived through (`?ref=` on the business page, first
   * touch). A code that is not one of this business's links is ignored, never refused.
   */
  ref: text().trim().max(64).optional(),
});
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;

export const paymentFeesSchema = z.object({
  /** Major units, like the amount. */
  service: z.number(),
  card: z.number(),
  total: z.number(),
  service_bp: z.number().int(),
  card_bp: z.number().int(),
});

export const paymentEventSchema = z.object({
  from: paymentStatusSchema.nullable(),
  to: paymentStatusSchema,
  cause: z.enum(PAYMENT_EVENT_CAUSES),
  reason: z.string().nullable(),
  at: z.string(),
});

export const paymentSchema = z
  .object({
    id: z.string(),
    status: paymentStatusSchema,
    project_id: z.string(),
    project_name: z.string(),
    amount: z.number(),
    currency: z.string(),
    description: z.string(),
    method: paymentMethodSchema,
    fees: paymentFeesSchema,
    /** Present while the provider's checkout is open for this payment. */
    checkout_url: z.string().nullable(),
    /** Why it stopped: declined, insufficient_funds, authentication_failed, expired, canceled_by_user, ... */
    failure_reason: z.string().nullable(),
    reservation_expires_at: z.string().nullable(),
    paid_at: z.string().nullable(),
    /** Until when the investor may cancel for a full refund (paid + 4 days). */
    cancel_deadline: z.string().nullable(),
    can_cancel: z.boolean(),
    return_url: z.string().nullable(),
    cancel_url: z.string().nullable(),
    created_at: z.string(),
    steps: z.array(
      z.object({ step: z.enum(PAYMENT_PROGRESS_STEPS), state: z.enum(['done', 'current', 'upcoming', 'stopped']) }),
    ),
    timeline: z.array(paymentEventSchema),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListSchema = z.object({ payments: z.array(paymentSchema) }).meta({ id: 'PaymentList' });
export type PaymentList = z.infer<typeof paymentListSchema>;

/**
 * GET /api/v1/payments/terms/{projectId}: what the payment page needs to explain the rules
 * before anything is sent. Amounts in major units of `currency`.
 */
export const paymentTermsSchema = z
  .object({
    project_id: z.string(),
    currency: z.string(),
    accepts_payments: z.boolean(),
    /** The business's status, so the page can say why it takes no money. */
    project_status: z.string(),
    ticket_min: z.number(),
    ticket_max: z.number(),
    ticket_step: z.number(),
    remaining: z.number(),
    /** The largest amount the rules accept now. */
    max_amount: z.number(),
    service_fee_bp: z.number().int(),
    card_fee_bp: z.number().int(),
    /** Above this amount the extra risk acknowledgment is required; null when none applies. */
    extra_ack_threshold: z.number().nullable(),
    /** The investor's one advised maximum per investment (from the quiz); null when unknown. */
    advised_max: z.number().nullable(),
    /** The share of liquid assets behind the advised maximum, in basis points (configuration). */
    advised_share_bp: z.number().int(),
    /** Reg CF's 12-month cap and what counts against it; null when it is off or does not apply. */
    annual_cap: z.object({ limit: z.number(), invested: z.number() }).nullable(),
    identity_verified: z.boolean(),
    reservation_minutes: z.number().int(),
    cancellation_days: z.number().int(),
    /** The business's published key investment information sheet, and whether this investor acknowledged it. */
    kiis: z.object({ version: z.number().int(), approved_at: z.string(), acknowledged: z.boolean() }).nullable(),
  })
  .meta({ id: 'PaymentTerms' });
export type PaymentTerms = z.infer<typeof paymentTermsSchema>;

/** The signed-in investor's own summary on a business page ("track investment"). */
export const myInvestmentSummarySchema = z.object({
  project_id: z.string(),
  currency: z.string(),
  /** Sum of the payments that hold money. */
  invested: z.number(),
  payments: z.number().int(),
  /** Payout shares received from this business so far. */
  payouts_received: z.number(),
  /** The latest payment that is still in progress (to resume it), if any. */
  open_payment_id: z.string().nullable(),
  latest_payment_id: z.string().nullable(),
});
export type MyInvestmentSummary = z.infer<typeof myInvestmentSummarySchema>;

export function isOpenPayment(status: PaymentStatus): boolean {
  return status === 'awaiting_verification' || status === 'pending' || status === 'processing';
}
