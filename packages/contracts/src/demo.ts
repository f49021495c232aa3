import { z } from 'zod';
import { languageSchema } from './enum-schemas.js';
import { userSchema } from './users.js';

/**
 * The guided tour at /demo (issue 16, PRODUCT.md 14): a visitor signs in as a demo account made
 * for that visit, with a history of its own, and is walked through the platform.
 */

/** Who a visitor explores the platform as (a founder: the owner of the visit's businesses, issue 26). */
export const DEMO_ROLES = ['investor', 'operator', 'founder'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

/** POST /api/v1/demo/sessions */
export const demoSessionRequestSchema = z.object({
  role: z.enum(DEMO_ROLES),
  /** The language the demo accounts read in (notifications, names); English by default. */
  language: languageSchema.optional(),
});
export type DemoSessionRequest = z.input<typeof demoSessionRequestSchema>;

/**
 * One visit's world: an investor and an operator (and, on a founder's visit, the founder who
 * owns its draft, raising and paying-out businesses), and businesses made for the visit (copies
 * of the demo catalogue's, seen by nobody else), each at the point of its life a tour step shows.
 */
export const demoVisitSchema = z
  .object({
    /** The tour the visitor chose. */
    role: z.enum(DEMO_ROLES),
    /** Which of the visit's accounts is signed in now. */
    account: z.enum(DEMO_ROLES),
    /** When the visit's accounts and everything they did are removed. */
    expires_at: z.string(),
    businesses: z.object({
      /** Raising; the investor paid into it today, so it can still be cancelled. */
      raising: z.string(),
      /** Raising; nothing invested yet: the tour's investment. */
      to_invest: z.string(),
      /** Funded long ago and paying out; its payouts are in the investor's wallet. */
      paying_out: z.string(),
      /** Missed its target; every investment was refunded. */
      refunded: z.string(),
      /** Not published yet: the operator tour publishes it. */
      draft: z.string(),
    }),
    /** The investor's payment still within its cancellation window, if it still is. */
    cancellable_payment_id: z.string().nullable(),
    /** The investor's question the operator has not answered yet, if any. */
    open_question_id: z.string().nullable(),
  })
  .meta({ id: 'DemoVisit' });
export type DemoVisit = z.infer<typeof demoVisitSchema>;

/** A demo sign-in: stored by the web app like any other, with the visit it belongs to. */
export const demoSessionSchema = z
  .object({ token: z.string(), user: userSchema, visit: demoVisitSchema })
  .meta({ id: 'DemoSession' });
export type DemoSession = z.infer<typeof demoSessionSchema>;

/** POST /api/v1/demo/switch: the visit's other account. */
export const demoSwitchRequestSchema = z.object({ account: z.enum(DEMO_ROLES) });
export type DemoSwitchRequest = z.input<typeof demoSwitchRequestSchema>;
