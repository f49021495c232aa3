import { z } from 'zod';

/**
 * Launch time (issue 24): a raise published with an opening time takes no money before it; its
 * page counts down to it by the server's clock, and those who asked are told when it opens.
 */

/** GET /api/v1/public/time: the platform clock's now, for a countdown that does not trust the device's clock. */
export const serverTimeSchema = z.object({ now: z.string() }).meta({ id: 'ServerTime' });
export type ServerTime = z.infer<typeof serverTimeSchema>;

/** GET, PUT and DELETE /api/v1/projects/{id}/opening-notice: "Notify me when it opens". */
export const openingNoticeSchema = z
  .object({
    /** The signed-in user asked to be told when the raise opens. */
    requested: z.boolean(),
    /** They have been told (the raise opened). */
    notified: z.boolean(),
  })
  .meta({ id: 'OpeningNotice' });
export type OpeningNotice = z.infer<typeof openingNoticeSchema>;

/** The console's refusals of an opening time; it translates them by these texts. */
export const OPENING_MESSAGES = {
  inPast: 'Choose a time in the future',
  afterDeadline: 'The opening must come before the deadline',
  passedBeforePublishing: 'The opening time has passed: choose a new one or clear it',
} as const;

const openingTime = z.iso.datetime({ offset: true, message: 'Enter a date and time' }).nullable();

/**
 * PUT /api/v1/admin/projects/{id}/opening: sets (an instant) or clears (null: open at once) the
 * opening time, on a draft or on a published raise that has not opened yet.
 */
export const adminOpeningSchema = z.object({ opens_at: openingTime });
export type AdminOpeningInput = z.infer<typeof adminOpeningSchema>;

/** POST /api/v1/admin/projects/{id}/publish: optionally with the opening time, set in the same step. */
export const adminPublishSchema = z.object({ opens_at: openingTime.optional() }).nullish();
export type AdminPublishInput = z.infer<typeof adminPublishSchema>;
