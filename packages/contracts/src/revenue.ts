import { z } from 'zod';
import { BUSINESS_MEMBER_ROLES } from './founders.js';
import { REVENUE_TERMS_LIMITS } from './revenue-share.js';
import { text } from './text.js';

/**
 * Revenue reports and the payouts computed from them (issue 26, docs/architecture.md "Revenue
 * reports and computed payouts"). Amounts in the API are major units of the business's currency.
 */

const L = REVENUE_TERMS_LIMITS;

export const revenueTermsSchema = z
  .object({
    revenue_share_bp: z.number().int(),
    minimum_multiple_bp: z.number().int(),
    first_payment_from_months: z.number().int(),
    first_payment_to_months: z.number().int(),
    tranche_count: z.number().int(),
    profit_share_bp: z.number().int(),
    /** Increases with each change before publishing; a report records the version it was computed with. */
    version: z.number().int(),
    /** Published: the terms can no longer change. */
    frozen: z.boolean(),
  })
  .meta({ id: 'RevenueTerms' });
export type RevenueTermsView = z.infer<typeof revenueTermsSchema>;

/** PUT /api/v1/admin/projects/{id}/revenue-terms: refused once the raise is published. */
export const revenueTermsRequestSchema = z
  .object({
    revenue_share_bp: z.number().int().min(L.revenueShareBp.min).max(L.revenueShareBp.max),
    minimum_multiple_bp: z.number().int().min(L.minimumMultipleBp.min).max(L.minimumMultipleBp.max),
    first_payment_from_months: z.number().int().min(L.firstPaymentFromMonths.min).max(L.firstPaymentFromMonths.max),
    first_payment_to_months: z.number().int().min(1).max(24),
    tranche_count: z.number().int().min(L.trancheCount.min).max(L.trancheCount.max),
    profit_share_bp: z.number().int().min(L.profitShareBp.min).max(L.profitShareBp.max),
  })
  .refine(
    (body) =>
      body.first_payment_to_months - body.first_payment_from_months >= L.windowWidthMonths.min &&
      body.first_payment_to_months - body.first_payment_from_months <= L.windowWidthMonths.max,
    { message: 'The first payment’s window is 2 to 6 months wide', path: ['first_payment_to_months'] },
  );
export type RevenueTermsRequest = z.infer<typeof revenueTermsRequestSchema>;

export const REVENUE_PERIOD_STATUSES = [
  /** The period has not ended. */
  'upcoming',
  /** Ended, not reported, within the grace. */
  'due',
  /** Ended, not reported, past the grace. */
  'late',
  /** Reported; nothing to pay for it (before the window, or a profit share of a loss). */
  'reported',
  /** Reported; the business owes the amount computed. */
  'payment_due',
  /** Reported; the payment is past its date and not confirmed. */
  'payment_late',
  /** An operator confirmed the money arrived; investors were paid. */
  'paid',
] as const;
export type RevenuePeriodStatus = (typeof REVENUE_PERIOD_STATUSES)[number];

export const revenueReportSchema = z.object({
  id: z.string(),
  period: z.number().int(),
  revenue: z.number(),
  profit: z.number().nullable(),
  phase: z.enum(['before_window', 'minimum', 'profit_share']),
  due: z.number(),
  breakdown: z.object({
    contract_minimum: z.number(),
    remaining_before: z.number(),
    revenue_share: z.number(),
    settlement: z.number(),
    profit_share: z.number(),
    tranche: z.number().int().nullable(),
    capped_by_minimum: z.boolean(),
  }),
  terms_version: z.number().int(),
  payment_reference: z.string().nullable(),
  pay_by: z.string().nullable(),
  reported_at: z.string(),
  reported_by: z.string().nullable(),
  evidence: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
  bank_reference: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  payout_id: z.string().nullable(),
  /** How the payment arrived once it did: a bank transfer an operator confirmed, or a card payment through the provider. */
  paid_by: z.enum(['transfer', 'card']).nullable(),
  /** The open card checkout of this report's payment, if any: the founder continues it there. */
  card_checkout: z.object({ url: z.string(), expires_at: z.string() }).nullable(),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

/** A card payment of a report's amount due, as its checkout was opened (or the one already open). */
export const revenueCardPaymentSchema = z
  .object({
    id: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed', 'expired', 'canceled']),
    amount: z.number(),
    currency: z.string(),
    checkout_url: z.string().nullable(),
    expires_at: z.string(),
  })
  .meta({ id: 'RevenueCardPayment' });
export type RevenueCardPayment = z.infer<typeof revenueCardPaymentSchema>;

export const revenuePeriodSchema = z.object({
  period: z.number().int(),
  start: z.string(),
  end: z.string(),
  /** The calendar quarter its end falls in ("Q3 2026"). */
  label: z.string(),
  status: z.enum(REVENUE_PERIOD_STATUSES),
  /** The day the report becomes late (the end plus the grace). */
  report_by: z.string(),
  /** The business's forecast revenue for this period, when its forecast has one. */
  forecast_revenue: z.number().nullable(),
  report: revenueReportSchema.nullable(),
});
export type RevenuePeriod = z.infer<typeof revenuePeriodSchema>;

/** GET /api/v1/founder/businesses/{id}/revenue and the console's list. */
export const revenueOverviewSchema = z
  .object({
    project_id: z.string(),
    currency: z.string(),
    /** The raise's close, where the periods start; null before it closed. */
    closed_at: z.string().nullable(),
    raised: z.number(),
    contract_minimum: z.number(),
    /** What the reports computed so far, and what operators confirmed arrived. */
    computed_total: z.number(),
    paid_total: z.number(),
    terms: revenueTermsSchema,
    periods: z.array(revenuePeriodSchema),
    /** How to pay: a bank transfer to the platform's client-money account with the report's reference. */
    payment_account: z.string().nullable(),
    /** Whether a report's amount due can be paid by card now (the raise was sent on, investors hold it). */
    can_pay_by_card: z.boolean(),
    /** The caller's role in the business's team (owners report); null in the console. */
    role: z.enum(BUSINESS_MEMBER_ROLES).nullable(),
  })
  .meta({ id: 'RevenueOverview' });
export type RevenueOverview = z.infer<typeof revenueOverviewSchema>;

/** The text fields of POST …/revenue/{period} (multipart, before the evidence `file`). */
export const revenueReportFieldsSchema = z.object({
  revenue: text().max(32),
  profit: text().max(32).optional(),
});

export const revenuePeriodParamsSchema = z.object({
  id: text().min(1).max(120),
  period: z.coerce.number().int().min(1).max(200),
});

/** POST /api/v1/admin/projects/{id}/revenue-reports/{reportId}/confirm */
export const confirmRevenuePaymentRequestSchema = z.object({
  /** The bank's reference of the transfer that arrived. */
  bank_reference: text().trim().min(1, 'Please give the bank’s reference').max(80),
});
export const revenueReportParamsSchema = z.object({ id: text().min(1).max(120), reportId: z.uuid() });

/** GET /api/v1/public/projects/{id}/revenue-reports: reported periods only, nothing founder-private. */
export const publicRevenueReportsSchema = z
  .object({
    project_id: z.string(),
    currency: z.string(),
    contract_minimum_multiple_bp: z.number().int(),
    periods: z.array(
      z.object({
        period: z.number().int(),
        label: z.string(),
        start: z.string(),
        end: z.string(),
        revenue: z.number(),
        forecast_revenue: z.number().nullable(),
        reported_at: z.string(),
      }),
    ),
    /** Ended periods whose report is past its grace: the page says so. */
    late: z.array(z.object({ period: z.number().int(), label: z.string(), report_by: z.string() })),
  })
  .meta({ id: 'PublicRevenueReports' });
export type PublicRevenueReports = z.infer<typeof publicRevenueReportsSchema>;
