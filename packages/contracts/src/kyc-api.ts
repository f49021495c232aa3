import { z } from 'zod';
import { checkDateOfBirth, DATE_OF_BIRTH_PATTERN } from './date-of-birth.js';
import { kycStatusSchema } from './enum-schemas.js';
import { text } from './text.js';
import { VALIDATION_MESSAGES } from './validation.js';

/** Spec §8. */
export const KYC_CHECK_FAILED_MESSAGE = 'Unable to check verification status.';
export const KYC_FAILURE_MESSAGE = "We couldn't verify your identity. Please reupload your documents to continue.";

/** The three failure reasons of the failure modal (spec §8). */
export const KYC_FAILURE_REASONS = ['blurry_or_cropped', 'expired_document', 'mismatched_details'] as const;
export type KycFailureReason = (typeof KYC_FAILURE_REASONS)[number];

/** What the status-return page shows (spec §4). */
export const KYC_RETURN_STATES = [
  'success',
  'failed',
  'in_progress',
  'pending_review',
  'not_started',
  'error',
  'unknown',
] as const;
export type KycReturnState = (typeof KYC_RETURN_STATES)[number];

const optionalName = text()
  .trim()
  .max(100)
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * The personal-information form (spec §3, §5). First name, last name, date of
 * birth and e-mail are required; the form also says 'Please fill in at least one
 * field' when it is sent empty.
 */
export const kycPersonalDetailsSchema = z
  .object({
    firstName: optionalName,
    middleName: optionalName,
    lastName: optionalName,
    dateOfBirth: text().trim().max(32).optional(),
    email: text().trim().max(254).optional(),
  })
  .superRefine((value, ctx) => {
    const filled = Object.values(value).some((field) => typeof field === 'string' && field.trim() !== '');
    if (!filled) {
      ctx.addIssue({ code: 'custom', path: [], message: VALIDATION_MESSAGES.EMPTY_FORM });
      return;
    }
    if (!value.firstName) ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'First name is required' });
    if (!value.lastName) ctx.addIssue({ code: 'custom', path: ['lastName'], message: 'Last name is required' });
    if (!value.dateOfBirth) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'Date of birth is required' });
    } else if (!DATE_OF_BIRTH_PATTERN.test(value.dateOfBirth)) {
      // The spec's text says YYYY-DD-MM; the field is YYYY-MM-DD, so we say that (issue 5).
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'Date must be in YYYY-MM-DD format' });
    } else {
      // The profile's rule: a real date, and an adult.
      checkDateOfBirth(value.dateOfBirth, ctx, ['dateOfBirth']);
    }
    if (!value.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Email is required' });
    else if (!z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: VALIDATION_MESSAGES.INVALID_EMAIL_FORMAT });
    }
  })
  .meta({ id: 'KycPersonalDetails' });
export type KycPersonalDetails = z.input<typeof kycPersonalDetailsSchema>;

/** POST /api/v1/kyc/session and /kyc/retry: the provider's access code and token, and where to go. */
export const kycSessionResponseSchema = z
  .object({
    userAccessCode: z.string(),
    token: z.string(),
    url: z.string(),
    status: kycStatusSchema,
  })
  .meta({ id: 'KycSession' });
export type KycSession = z.infer<typeof kycSessionResponseSchema>;

/** GET /api/v1/kyc/status */
export const kycStatusResponseSchema = z
  .object({
    status: kycStatusSchema,
    return_state: z.enum(KYC_RETURN_STATES),
    reason: z.enum(KYC_FAILURE_REASONS).nullable(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'KycStatus' });
export type KycStatusResponse = z.infer<typeof kycStatusResponseSchema>;
