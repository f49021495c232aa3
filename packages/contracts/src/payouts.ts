import { z } from 'zod';
import { text } from './text.js';

/**
 * Payouts (issue 14): an operator records money a business paid back; it is split pro rata
 * across the business's investments that hold money and credited to the investors' wallets.
 */

const isoDate = z.iso.date();

/** POST /api/v1/admin/projects/{id}/payouts. The amount is in major units of `currency`. */
export const recordPayoutRequestSchema = z
  .object({
    amount: z.union([z.number(), text().max(32)]),
    currency: z.string().regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code'),
    /** The period the payout covers, as dates (YYYY-MM-DD); the end is on or after the start. */
    period: z.object({ start: isoDate, end: isoDate }),
    /** The business's or the bank's reference for this payment; unique across all payouts. */
    reference: text().trim().min(1, 'Please give a reference').max(80),
  })
  .refine((body) => body.period.start <= body.period.end, {
    message: 'The period must end on or after its start',
    path: ['period', 'end'],
  });
export type RecordPayoutRequest = z.input<typeof recordPayoutRequestSchema>;

export const payoutSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    amount: z.number(),
    currency: z.string(),
    period_start: z.string(),
    period_end: z.string(),
    reference: z.string(),
    /** How many investments shared it (those holding money when it was recorded). */
    investments: z.number().int(),
    investors: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof payoutSchema>;

/** GET /api/v1/admin/projects/{id}/payouts: the payouts recorded and the total against the contract minimum. */
export const adminPayoutListSchema = z
  .object({
    project_id: z.string(),
    status: z.string(),
    currency: z.string(),
    /** What investors hold in the business now (the payouts' base). */
    invested: z.number(),
    /** How many investments hold money now: a payout recorded now is split across them. */
    investments: z.number().int(),
    /** Invested plus the contract minimum return (e.g. +15 %). */
    contract_minimum: z.number(),
    total_paid: z.number(),
    can_record: z.boolean(),
    payouts: z.array(payoutSchema),
  })
  .meta({ id: 'AdminPayoutList' });
export type AdminPayoutList = z.infer<typeof adminPayoutListSchema>;

/** GET /api/v1/public/projects/{id}/payouts: the business's track record (totals only, no investor). */
export const publicPayoutListSchema = z
  .object({
    project_id: z.string(),
    currency: z.string(),
    total_paid: z.number(),
    payouts: z.array(
      z.object({
        id: z.string(),
        amount: z.number(),
        period_start: z.string(),
        period_end: z.string(),
        paid_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'PublicPayoutList' });
export type PublicPayoutList = z.infer<typeof publicPayoutListSchema>;

/** One investment's share of a payout, as its investor sees it. */
export const receivedPayoutSchema = z.object({
  payout_id: z.string(),
  amount: z.number(),
  period_start: z.string(),
  period_end: z.string(),
  paid_at: z.string(),
});
export type ReceivedPayout = z.infer<typeof receivedPayoutSchema>;
