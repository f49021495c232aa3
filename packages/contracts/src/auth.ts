import { z } from 'zod';
import { checkDateOfBirth, DATE_OF_BIRTH_PATTERN } from './date-of-birth.js';
import { languageSchema } from './enum-schemas.js';
import { text } from './text.js';
import { userSchema } from './users.js';
import { VALIDATION_MESSAGES } from './validation.js';

/** A remembered device's token, kept by the client and sent with each sign-in (docs/architecture.md, "Second factor"). */
export const rememberedDeviceTokenSchema = text().min(20).max(200);

/** Spec §9 and the security baseline: 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Recovery codes: 6 digits, valid 15 minutes, single use, at most 5 tries (PRODUCT.md decision 2). */
export const RECOVERY_CODE_LENGTH = 6;
export const RECOVERY_CODE_TTL_MINUTES = 15;
export const RECOVERY_CODE_MAX_TRIES = 5;

/** The answer to a recovery request, whether or not the address has an account. */
export const RECOVERY_SENT_MESSAGE = 'Recovery code sent to your email';

export const emailSchema = text({
  error: VALIDATION_MESSAGES.INVALID_EMAIL,
  message: VALIDATION_MESSAGES.INVALID_EMAIL,
})
  .trim()
  .max(254, VALIDATION_MESSAGES.INVALID_EMAIL)
  .pipe(z.email(VALIDATION_MESSAGES.INVALID_EMAIL))
  .transform((email) => email.toLowerCase());

/** A new password (sign-up, reset). */
export const passwordSchema = text({ error: VALIDATION_MESSAGES.PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.PASSWORD_TOO_LONG);

/** Recommended, not required (spec §5): upper and lower case, numbers and symbols. */
export function passwordAdvice(password: string) {
  return {
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    number: /\p{N}/u.test(password),
    symbol: /[^\p{L}\p{N}\s]/u.test(password),
  };
}

const matchingPasswords = <T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: VALIDATION_MESSAGES.PASSWORD_MISMATCH });
  }
};

/** POST /api/v1/auth/register: the sign-up form's fields (spec §3). */
export const registerRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: text(),
    name: text().trim().max(120).optional(),
    language: languageSchema.optional(),
  })
  .superRefine(matchingPasswords)
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST /api/v1/auth/login */
export const loginRequestSchema = z
  .object({
    email: emailSchema,
    // Only compared with the stored hash, never stored: a password set before the text rule still signs in.
    password: z.string().min(1, 'Please enter your password').max(PASSWORD_MAX_LENGTH),
    /** A remembered device's token (POST /auth/second-factor with remember_device): skips the second step. */
    device_token: rememberedDeviceTokenSchema.optional(),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /api/v1/auth/google */
export const googleIdTokenRequestSchema = z.object({
  id_token: text().min(10).max(8192),
  device_token: rememberedDeviceTokenSchema.optional(),
});
/** POST /api/v1/auth/google/code */
export const googleCodeRequestSchema = z.object({
  code: text().min(4).max(2048),
  redirect_uri: z.url({ protocol: /^https?$/ }),
  device_token: rememberedDeviceTokenSchema.optional(),
});

/** Every sign-in answers the token and the user (spec §7). */
export const authResponseSchema = z.object({ token: z.string(), user: userSchema }).meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** POST /api/v1/auth/password/forgot */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

/** POST /api/v1/auth/password/reset */
export const resetPasswordRequestSchema = z
  .object({
    email: emailSchema,
    code: text({ error: VALIDATION_MESSAGES.INVALID_RECOVERY_CODE, message: VALIDATION_MESSAGES.INVALID_RECOVERY_CODE })
      .trim()
      .regex(new RegExp(`^\\d{${RECOVERY_CODE_LENGTH}}$`), VALIDATION_MESSAGES.INVALID_RECOVERY_CODE),
    password: passwordSchema,
    confirmPassword: text(),
  })
  .superRefine(matchingPasswords);

/** A plain acknowledgement with an English message (the client translates by code or shows it). */
export const messageResponseSchema = z.object({ detail: z.string() });

/** PUT /api/v1/users/me: the editable profile fields; anything else is ignored. */
export const updateProfileRequestSchema = z
  .object({
    name: text().trim().max(120).nullable(),
    phone: text()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'Please enter a valid phone number')
      .nullable()
      .or(z.literal('').transform(() => null)),
    location: text().trim().max(120).nullable(),
    date_of_birth: text()
      .regex(DATE_OF_BIRTH_PATTERN, 'Please use the format YYYY-MM-DD')
      .superRefine((value, ctx) => checkDateOfBirth(value, ctx))
      .nullable()
      .or(z.literal('').transform(() => null)),
    /** Spec §5: one of en, vi, ru, otherwise en. */
    language: text().max(16),
  })
  .partial()
  .meta({ id: 'UpdateProfileRequest' });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** One message in the local outbox (GET /api/v1/dev/mailbox, outside production). */
export const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
});
export const mailboxResponseSchema = z.object({ messages: z.array(mailboxMessageSchema) });
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
