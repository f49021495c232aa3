import { z } from 'zod';
import { emailSchema } from './auth.js';
import { text } from './text.js';

/** How a session began: each way of signing in makes one (docs/architecture.md, "Sessions"). */
export const SESSION_METHODS = ['password', 'google', 'demo', 'sign_in_link', 'sign_up', 'passkey'] as const;
export type SessionMethod = (typeof SESSION_METHODS)[number];

/** Why a session ended. */
export const SESSION_END_REASONS = [
  'logout',
  'ended_by_user',
  'ended_from_email',
  'signed_out_elsewhere',
  'password_reset',
  'password_changed',
  'account_closed',
  'second_factor_turned_off',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** A sign-in link (POST /auth/link/request) lives this long and works once. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;
/** The answer to a sign-in link request, whether or not the address has an account. */
export const SIGN_IN_LINK_SENT_MESSAGE = 'If an account exists for this address, we have e-mailed it a sign-in link.';

/** One session of the signed-in user, as the profile's Devices section lists it. */
export const sessionSchema = z
  .object({
    id: z.string(),
    /** "Chrome on macOS"; null when the browser did not say. */
    device: z.string().nullable(),
    /** ISO 3166-1 alpha-2, from the trusted proxy's header; null when unknown. */
    country: z.string().nullable(),
    method: z.enum(SESSION_METHODS),
    created_at: z.string(),
    last_used_at: z.string(),
    /** The session this request was made with. */
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

/** GET /api/v1/auth/sessions */
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) }).meta({ id: 'SessionList' });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** POST /api/v1/auth/sessions/end-others */
export const endedSessionsResponseSchema = z.object({ ended: z.number().int() });

/** POST /api/v1/auth/link/request */
export const signInLinkRequestSchema = z.object({ email: emailSchema });
/** POST /api/v1/auth/link/consume and POST /api/v1/auth/sessions/end-by-link: the token from the e-mail. */
export const emailedTokenSchema = z.object({ token: text().trim().min(16).max(512) });
/** POST /api/v1/auth/link/consume: the link's token, and a remembered device's (it skips the second step). */
export const signInLinkConsumeSchema = emailedTokenSchema.extend({
  device_token: text().min(20).max(200).optional(),
});
