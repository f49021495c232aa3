import { z } from 'zod';
import { text } from './text.js';

/**
 * Payouts (issue 14): an operator records money a business paid back; it is split pro rata
 * across the business's investments that hold money and credited to the investors' wallets.
 */

/** Businesses in these statuses may record a payout. */
export const PAYOUT_STATUSES_ALLOWED = ['active', 'payout'] as const;

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

/**
 * The expected payout schedule of spec §9: the first payout 6–8 months after the raise,
 * one to three tranches (three months apart) until the contract minimum is reached, then a
 * quarterly profit share. Derived from the business's data; months are calendar months.
 */
export const FIRST_PAYOUT_MONTHS = { from: 6, to: 8 } as const;
export const TRANCHE_GAP_MONTHS = 3;
export const PROFIT_SHARE_EVERY_MONTHS = 3;

export type PayoutMilestone =
  | {
      kind: 'tranche';
      /** 1-based. */
      index: number;
      /** Dates (YYYY-MM-DD) of the expected window. */
      from: string;
      to: string;
      /** This tranche's share of the contract minimum, in basis points (they sum to 10,000). */
      share_bp: number;
    }
  | { kind: 'profit_share'; from: string; every_months: number };

/** How many tranches a term takes: one up to a year, two up to eighteen months, three beyond. */
export function trancheCount(termMonths: number): number {
  if (termMonths <= 12) return 1;
  if (termMonths <= 18) return 2;
  return 3;
}

function addMonths(date: Date, months: number): string {
  const next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));
  // 31 January + 1 month: the last day of February, not 3 March.
  if (next.getUTCDate() !== date.getUTCDate()) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/**
 * The expected schedule from the raise's end (`startedAt`, the funding end) and the term.
 * Null when the raise has no end date yet.
 */
export function payoutSchedule(input: { startedAt: string | null; termMonths: number }): PayoutMilestone[] | null {
  if (!input.startedAt) return null;
  const start = new Date(input.startedAt);
  if (Number.isNaN(start.getTime())) return null;
  const count = trancheCount(input.termMonths);
  const base = Math.floor(10_000 / count);
  const milestones: PayoutMilestone[] = [];
  for (let index = 0; index < count; index += 1) {
    milestones.push({
      kind: 'tranche',
      index: index + 1,
      from: addMonths(start, FIRST_PAYOUT_MONTHS.from + index * TRANCHE_GAP_MONTHS),
      to: addMonths(start, FIRST_PAYOUT_MONTHS.to + index * TRANCHE_GAP_MONTHS),
      share_bp: index === count - 1 ? 10_000 - base * (count - 1) : base,
    });
  }
  milestones.push({
    kind: 'profit_share',
    from: addMonths(start, FIRST_PAYOUT_MONTHS.to + (count - 1) * TRANCHE_GAP_MONTHS + PROFIT_SHARE_EVERY_MONTHS),
    every_months: PROFIT_SHARE_EVERY_MONTHS,
  });
  return milestones;
}
