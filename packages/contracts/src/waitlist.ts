import { z } from 'zod';
import { text } from './text.js';
import { WAITLIST_STATES } from './waitlist-rules.js';

export const waitlistStateSchema = z.enum(WAITLIST_STATES);

/** POST /api/v1/projects/{id}/waitlist: the amount the investor wants, in major units. */
export const joinWaitlistRequestSchema = z.object({
  amount: z.union([z.number(), text().max(32)]),
});
export type JoinWaitlistRequest = z.input<typeof joinWaitlistRequestSchema>;

/** The caller's live place in one business's waitlist. Amounts in major units of `currency`. */
export const waitlistEntrySchema = z
  .object({
    id: z.string(),
    project_id: z.string(),
    state: waitlistStateSchema,
    currency: z.string(),
    /** What the investor asked for when joining. */
    amount: z.number(),
    /** 1-based among the waiting entries of the business; null once offered. */
    place: z.number().int().nullable(),
    /** Waiting entries ahead of this one. */
    ahead: z.number().int(),
    /** The room held for the investor while offered (at most `amount`); null otherwise. */
    offered_amount: z.number().nullable(),
    /** Until when the held room waits for the investor's payment; null unless offered. */
    offer_expires_at: z.string().nullable(),
    joined_at: z.string(),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** GET /api/v1/projects/{id}/waitlist: the caller's live entry, or null when not in line. */
export const myWaitlistAnswerSchema = z.object({ entry: waitlistEntrySchema.nullable() });
export type MyWaitlistAnswer = z.infer<typeof myWaitlistAnswerSchema>;

/** GET /api/v1/waitlist: every live entry of the caller (the cards of Explore show their place). */
export const myWaitlistListSchema = z.object({ entries: z.array(waitlistEntrySchema) });
export type MyWaitlistList = z.infer<typeof myWaitlistListSchema>;

/** One entry as the console lists it: every state, in arrival order. */
export const adminWaitlistEntrySchema = z.object({
  id: z.string(),
  /** 1-based among the waiting entries; null for the others. */
  place: z.number().int().nullable(),
  investor: z.object({ id: z.string(), name: z.string().nullable(), email: z.string() }),
  amount: z.number(),
  state: waitlistStateSchema,
  offered_amount: z.number().nullable(),
  offer_expires_at: z.string().nullable(),
  joined_at: z.string(),
  updated_at: z.string(),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

/** GET /api/v1/admin/projects/{id}/waitlist */
export const adminWaitlistSchema = z
  .object({
    project_id: z.string(),
    currency: z.string(),
    waiting: z.number().int(),
    /** What live offers hold of the business's reserved amount, major units. */
    held: z.number(),
    entries: z.array(adminWaitlistEntrySchema),
  })
  .meta({ id: 'AdminWaitlist' });
export type AdminWaitlist = z.infer<typeof adminWaitlistSchema>;
