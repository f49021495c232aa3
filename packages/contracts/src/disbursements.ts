import { z } from 'zod';
import { text } from './text.js';

/**
 * Disbursement: a raise's money sent on to its business. The operator makes the bank transfer
 * and records it here; the ledger then moves the whole raise out of the platform's hands.
 */

/** Why a raise cannot be disbursed now (null: it can). */
export const DISBURSEMENT_BLOCKS = [
  /** The raise is not closed as funded at or above its minimum (only funded, active and paying-out businesses). */
  'status',
  /** Investors still hold reservations (unpaid checkouts) in the raise. */
  'reservations',
  /** An investor can still cancel within the cancellation window; `available_from` says until when. */
  'cancellation_window',
  /** A refund of an investment is under way and needs the raise's money. */
  'refund_in_progress',
  /** The raise holds nothing. */
  'nothing_held',
  /** It has been disbursed. */
  'disbursed',
] as const;
export type DisbursementBlock = (typeof DISBURSEMENT_BLOCKS)[number];

export const disbursementSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    amount: z.number(),
    currency: z.string(),
    reference: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Disbursement' });
export type Disbursement = z.infer<typeof disbursementSchema>;

/** GET /api/v1/admin/projects/{id}/disbursement: what the platform holds for the business, and whether it can be sent. */
export const adminDisbursementSchema = z
  .object({
    project_id: z.string(),
    status: z.string(),
    currency: z.string(),
    /** What the raise holds now (the ledger's raise account), in major units. */
    held: z.number(),
    blocked: z.enum(DISBURSEMENT_BLOCKS).nullable(),
    /** With `cancellation_window`: when the last investor's window closes. */
    available_from: z.string().nullable(),
    disbursement: disbursementSchema.nullable(),
  })
  .meta({ id: 'AdminDisbursement' });
export type AdminDisbursement = z.infer<typeof adminDisbursementSchema>;

/**
 * POST /api/v1/admin/projects/{id}/disbursement. The whole raise is sent; `amount` is the figure
 * the operator saw and confirmed, refused (409) if the raise holds anything else by then.
 */
export const recordDisbursementRequestSchema = z.object({
  amount: z.union([z.number(), text().max(32)]),
  currency: z.string().regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code'),
  /** The bank transfer's reference; unique across all disbursements. */
  reference: text().trim().min(1, 'Please give a reference').max(80),
});
export type RecordDisbursementRequest = z.input<typeof recordDisbursementRequestSchema>;
