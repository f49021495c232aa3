import { z } from 'zod';
import { BUSINESS_STATUSES, type BusinessStatus } from './business-status.js';
import { FINALITY_BLOCKS } from './funding-rules.js';
import { LANGUAGES } from './languages.js';
import { text } from './text.js';

/**
 * The moves an operator may make on a business's raise (spec §4, issue 13). The server
 * refuses any other with 409 STATUS_MOVE_NOT_ALLOWED; the console offers only these.
 * `extended` behaves like `fundraising` (it may be extended again). `refund_completed` is
 * never an operator's move: the payments module sets it when the last refund is confirmed.
 */
export const OPERATOR_STATUS_MOVES: Readonly<Record<BusinessStatus, readonly BusinessStatus[]>> = {
  fundraising: ['extended', 'paused', 'funded', 'refund_initiated'],
  extended: ['extended', 'paused', 'funded', 'refund_initiated'],
  paused: ['fundraising', 'refund_initiated'],
  funded: ['active'],
  active: ['payout'],
  payout: [],
  refund_initiated: [],
  refund_completed: [],
};

export function allowedStatusMoves(from: BusinessStatus): readonly BusinessStatus[] {
  return OPERATOR_STATUS_MOVES[from];
}

/** Moves that need a new deadline (`funding_end`), in the future. */
export const MOVES_NEEDING_DEADLINE: readonly BusinessStatus[] = ['extended'];

const isoDateTime = z.iso.datetime({ offset: true });

/** POST /api/v1/admin/projects/{id}/status */
export const projectStatusMoveSchema = z.object({
  status: z.enum(BUSINESS_STATUSES),
  reason: text({ multiline: true }).trim().min(1, 'Please give a reason').max(2000),
  /** The new deadline: required to extend, optional when resuming a paused raise. */
  funding_end: isoDateTime.optional(),
});
export type ProjectStatusMove = z.infer<typeof projectStatusMoveSchema>;

/** A business's place in its life cycle, as the console's status panel shows it. */
export const projectLifecycleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.enum(BUSINESS_STATUSES),
    published: z.boolean(),
    funding_end: z.string().nullable(),
    currency: z.string(),
    target: z.number(),
    /** The minimum to succeed (PRODUCT.md 19): the target unless the business set one. */
    min_raise: z.number(),
    raised: z.number(),
    reserved: z.number(),
    /**
     * What refunding every investor would give back now: the held payments, how many people
     * made them, and what they paid in all (fees included), in major units.
     */
    held: z.object({ payments: z.number().int(), investors: z.number().int(), total: z.number() }),
    /**
     * Whether a closed raise's money is final (PRODUCT.md 20): null when it is, else what holds it
     * back; `cancellable_until` is when the last investor's cancellation window ends.
     */
    finality_block: z.enum(FINALITY_BLOCKS).nullable(),
    cancellable_until: z.string().nullable(),
    allowed_moves: z.array(z.enum(BUSINESS_STATUSES)),
    /** The business's uploaded images, which an update may show. */
    images: z.array(z.object({ file_id: z.string(), url: z.string(), alt: z.string() })),
  })
  .meta({ id: 'ProjectLifecycle' });
export type ProjectLifecycle = z.infer<typeof projectLifecycleSchema>;

const localizedText = (max: number, multiline: boolean) =>
  z.object(
    Object.fromEntries(LANGUAGES.map((language) => [language, text({ multiline }).trim().min(1).max(max)])) as Record<
      (typeof LANGUAGES)[number],
      ReturnType<typeof text>
    >,
  );

/** POST /api/v1/admin/projects/{id}/updates: a title and a body in every language. */
export const projectUpdatePostSchema = z.object({
  title: localizedText(200, false),
  body: localizedText(10_000, true),
  image_file_id: z.uuid().nullable().optional(),
});
export type ProjectUpdatePost = z.infer<typeof projectUpdatePostSchema>;

export const projectUpdatePostedSchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    title: z.object({ en: z.string(), vi: z.string(), ru: z.string() }),
    body: z.object({ en: z.string(), vi: z.string(), ru: z.string() }),
    image: z.string().nullable(),
    published_at: z.string(),
    notified: z.number().int(),
  })
  .meta({ id: 'ProjectUpdatePosted' });
export type ProjectUpdatePosted = z.infer<typeof projectUpdatePostedSchema>;

/** GET /api/v1/admin/dashboard: money in major units per currency. */
export const adminDashboardSchema = z
  .object({
    raised: z.array(z.object({ currency: z.string(), today: z.number(), total: z.number() })),
    /**
     * Per currency: what the platform holds for raises (not yet sent on), what it sent on to
     * businesses, what businesses paid back to investors, and what investors' wallets hold.
     */
    money: z.array(
      z.object({
        currency: z.string(),
        held: z.number(),
        disbursed: z.number(),
        paid_out: z.number(),
        in_wallets: z.number(),
      }),
    ),
    /** Raises closed as funded and not yet sent on, oldest first: sendable now unless `available_from` is ahead. */
    to_disburse: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        status: z.enum(BUSINESS_STATUSES),
        currency: z.string(),
        held: z.number(),
        /** When the last investor's cancellation window closes, while it is still open. */
        available_from: z.string().nullable(),
      }),
    ),
    /**
     * Businesses whose revenue needs an operator (issue 26): payments reported and not yet
     * confirmed (their total), and periods whose report is late (reminded, still missing).
     */
    revenue: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        currency: z.string(),
        payments_to_confirm: z.number().int(),
        to_confirm: z.number(),
        late_reports: z.number().int(),
      }),
    ),
    open_raises: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        status: z.enum(BUSINESS_STATUSES),
        funding_end: z.string().nullable(),
        currency: z.string(),
        target: z.number(),
        raised: z.number(),
      }),
    ),
    refunds: z.object({
      /** Payments whose refund is asked for and not yet confirmed. */
      in_flight: z.number().int(),
      /** Refund jobs that gave up after their retries: an operator must look. */
      failed: z.array(
        z.object({
          payment_id: z.string(),
          project_id: z.string().nullable(),
          project_name: z.string().nullable(),
          attempts: z.number().int(),
          last_error: z.string().nullable(),
          failed_at: z.string(),
        }),
      ),
      /** Businesses still being refunded. */
      rounds: z.array(z.object({ id: z.string(), name: z.string(), refunding: z.number().int() })),
    }),
    identity_checks_waiting: z.number().int(),
    unanswered_questions: z.number().int(),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const AUDIT_SORTS = ['newest', 'oldest'] as const;

/** GET /api/v1/admin/audit */
export const auditQuerySchema = z.object({
  actor: text().trim().max(320).optional(),
  action: text().trim().max(100).optional(),
  target_type: text().trim().max(50).optional(),
  target_id: text().trim().max(200).optional(),
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
  sort: z.enum(AUDIT_SORTS).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actor_id: z.string().nullable(),
    actor_email: z.string().nullable(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    /** The currency of the business the entry is about (its amounts are in it); null for other targets. */
    currency: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number().int() });
export type AuditList = z.infer<typeof auditListSchema>;
