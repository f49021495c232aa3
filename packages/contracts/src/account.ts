import { z } from 'zod';
import { emailSchema, passwordSchema, PASSWORD_MAX_LENGTH } from './auth.js';
import type { NotificationType } from './notifications.js';
import { text } from './text.js';
import { VALIDATION_MESSAGES } from './validation.js';

/** A password the user types to prove it is them: only compared with the stored hash. */
const currentPasswordSchema = z.string().min(1, 'Please enter your current password').max(PASSWORD_MAX_LENGTH);

/** PUT /api/v1/users/me/password: answers a fresh token; every other sign-in ends. */
export const changePasswordRequestSchema = z
  .object({
    current_password: currentPasswordSchema,
    password: passwordSchema,
    confirmPassword: text(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: VALIDATION_MESSAGES.PASSWORD_MISMATCH });
    }
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** How long each link of an e-mail change works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** POST /api/v1/users/me/email-change: links go to both addresses; nothing changes until both are followed. */
export const emailChangeRequestSchema = z
  .object({ new_email: emailSchema, current_password: currentPasswordSchema })
  .meta({ id: 'EmailChangeRequest' });
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

/** The open e-mail change of the signed-in user (null when none). */
export const emailChangeSchema = z
  .object({
    new_email: z.string(),
    expires_at: z.string(),
    new_confirmed: z.boolean(),
    old_confirmed: z.boolean(),
  })
  .meta({ id: 'EmailChange' });
export type EmailChange = z.infer<typeof emailChangeSchema>;
export const emailChangeStateSchema = z
  .object({ pending: emailChangeSchema.nullable() })
  .meta({ id: 'EmailChangeState' });
export type EmailChangeState = z.infer<typeof emailChangeStateSchema>;

/** A link's token (base64url, 43 characters). */
export const linkTokenSchema = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/, 'This link is not valid');

/** POST /api/v1/account/email-change/confirm: one of the two links, followed; no sign-in needed. */
export const emailChangeConfirmRequestSchema = z.object({ token: linkTokenSchema }).meta({ id: 'EmailChangeConfirm' });
export const emailChangeConfirmResultSchema = z
  .object({
    /** `waiting`: this address confirmed, the other has not yet; `completed`: the address changed. */
    status: z.enum(['waiting', 'completed']),
  })
  .meta({ id: 'EmailChangeConfirmResult' });
export type EmailChangeConfirmResult = z.infer<typeof emailChangeConfirmResultSchema>;

/**
 * What an e-mail is about, for the reader's preferences. `security` and `money` always go out
 * (a bank does not let anyone switch off a notice of a password change or a payment).
 */
export const EMAIL_KINDS = ['security', 'money', 'account', 'business_updates', 'openings'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const REQUIRED_EMAIL_KINDS: readonly EmailKind[] = ['security', 'money'];
export const OPTIONAL_EMAIL_KINDS = EMAIL_KINDS.filter((kind) => !REQUIRED_EMAIL_KINDS.includes(kind));
export const isOptionalEmailKind = (kind: EmailKind) => !REQUIRED_EMAIL_KINDS.includes(kind);

/** Each notification's e-mail kind: one table, checked complete by the type. */
export const NOTIFICATION_EMAIL_KIND: Readonly<Record<NotificationType, EmailKind>> = {
  quiz_passed: 'account',
  kyc_passed: 'account',
  kyc_failed: 'account',
  kyc_action_required: 'account',
  declaration_expired: 'account',
  payment_succeeded: 'money',
  payment_failed: 'money',
  payment_expired: 'money',
  payment_refunded: 'money',
  payout_received: 'money',
  wallet_topped_up: 'money',
  withdrawal_paid: 'money',
  withdrawal_failed: 'money',
  waitlist_offer: 'money',
  waitlist_offer_lapsed: 'money',
  founder_request_decided: 'account',
  revenue_report_late: 'money',
  project_funded: 'business_updates',
  project_status_changed: 'business_updates',
  project_update_posted: 'business_updates',
  question_answered: 'business_updates',
  project_opened: 'openings',
};

export const emailKindSchema = z.enum(EMAIL_KINDS);
export const emailPreferencesSchema = z
  .object({
    preferences: z.array(z.object({ kind: emailKindSchema, enabled: z.boolean(), required: z.boolean() })),
  })
  .meta({ id: 'EmailPreferences' });
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
/** PUT /api/v1/users/me/email-preferences */
export const emailPreferenceUpdateSchema = z
  .object({ kind: emailKindSchema, enabled: z.boolean() })
  .meta({ id: 'EmailPreferenceUpdate' });
export type EmailPreferenceUpdate = z.infer<typeof emailPreferenceUpdateSchema>;

/** POST /api/v1/email/unsubscribe?token=… (RFC 8058 one-click) and the web page that confirms it. */
export const unsubscribeQuerySchema = z.object({ token: linkTokenSchema });
export const unsubscribeResultSchema = z.object({ kind: emailKindSchema }).meta({ id: 'UnsubscribeResult' });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** POST /api/v1/users/me/close */
export const closeAccountRequestSchema = z
  .object({ current_password: currentPasswordSchema })
  .meta({ id: 'CloseAccountRequest' });
export type CloseAccountRequest = z.input<typeof closeAccountRequestSchema>;

/** The files of GET /api/v1/users/me/export (a ZIP). */
export const DATA_EXPORT_FILES = [
  'README.txt',
  'profile.json',
  'investments.json',
  'investments.csv',
  'payments.json',
  'ledger-entries.json',
  'ledger-entries.csv',
  'payouts.json',
  'payouts.csv',
  'notifications.json',
  'sessions.json',
  'kiis-acknowledgments.json',
] as const;
