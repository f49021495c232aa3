import { z } from 'zod';
import { authResponseSchema, PASSWORD_MAX_LENGTH } from './auth.js';
import { passkeyCredentialSchema } from './passkeys.js';
import { SECOND_FACTOR_METHODS } from './second-factor-methods.js';
import { text } from './text.js';

export * from './second-factor-methods.js';

export const secondFactorMethodSchema = z.enum(SECOND_FACTOR_METHODS);

/** A sign-in's second step must be answered within this time, once. */
export const SECOND_FACTOR_CHALLENGE_TTL_MINUTES = 5;
/** A step-up counts for this long. */
export const STEP_UP_TTL_MINUTES = 5;
/** "Remember this device": the second step is skipped on it for this long. */
export const REMEMBERED_DEVICE_DAYS = 30;
/** Recovery codes made at enrolment (and at each regeneration). */
export const RECOVERY_CODE_COUNT = 10;

/** An authenticator app's 6 digits; spaces typed between groups are ignored. */
const totpCodeSchema = text({ error: 'Please enter the 6-digit code from your authenticator app' })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code from your authenticator app'));
/** A recovery code as shown (xxxxx-xxxxx); case, spaces and the dash do not matter. */
const recoveryCodeSchema = text({ error: 'Please enter one of your recovery codes' })
  .transform((code) => code.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, 'Please enter one of your recovery codes'));

const totpProofSchema = z.object({ method: z.literal('totp'), code: totpCodeSchema });
const recoveryCodeProofSchema = z.object({ method: z.literal('recovery_code'), code: recoveryCodeSchema });
/** A passkey's answer to the options of POST /auth/second-factor/passkey or /auth/step-up/passkey. */
const passkeyProofSchema = z.object({
  method: z.literal('passkey'),
  challenge_id: z.uuid(),
  credential: passkeyCredentialSchema,
});

/** One proof of the second factor: which method, and its code. */
export const secondFactorProofSchema = z.discriminatedUnion('method', [
  totpProofSchema,
  recoveryCodeProofSchema,
  passkeyProofSchema,
]);
export type SecondFactorProof = z.output<typeof secondFactorProofSchema>;

/** The answer of a sign-in whose password (or Google, or link) was right, when a second step is due. */
export const secondFactorChallengeSchema = z
  .object({
    second_factor_required: z.literal(true),
    /** Opaque, single use, valid 5 minutes: sent back with the code to POST /auth/second-factor. */
    challenge: z.string(),
    methods: z.array(secondFactorMethodSchema),
  })
  .meta({ id: 'SecondFactorChallenge' });
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** Every sign-in answers a session, or the second step it still needs. */
export const signInResponseSchema = z
  .union([authResponseSchema, secondFactorChallengeSchema])
  .meta({ id: 'SignInResponse' });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const isSecondFactorChallenge = (answer: SignInResponse): answer is SecondFactorChallenge =>
  'second_factor_required' in answer && answer.second_factor_required === true;

/** POST /api/v1/auth/second-factor */
const signInStep = { challenge: text().min(20).max(200), remember_device: z.boolean().optional() };
export const secondFactorSignInRequestSchema = z
  .discriminatedUnion('method', [
    totpProofSchema.extend(signInStep),
    recoveryCodeProofSchema.extend(signInStep),
    passkeyProofSchema.extend(signInStep),
  ])
  .meta({ id: 'SecondFactorSignInRequest' });
export type SecondFactorSignInRequest = z.input<typeof secondFactorSignInRequestSchema>;

/** POST /api/v1/auth/second-factor/passkey: the sign-in's challenge, for a passkey's options. */
export const secondFactorPasskeyRequestSchema = z.object({ challenge: z.string().min(1).max(512) });

/** The session, as every sign-in answers it, and the device's token when it is to be remembered. */
export const secondFactorSignInResponseSchema = authResponseSchema
  .extend({ device_token: z.string().optional() })
  .meta({ id: 'SecondFactorSignInResponse' });
export type SecondFactorSignInResponse = z.infer<typeof secondFactorSignInResponseSchema>;

/** POST /api/v1/auth/step-up: a second factor, or the password for an account without one. */
export const stepUpRequestSchema = z
  .discriminatedUnion('method', [
    totpProofSchema,
    recoveryCodeProofSchema,
    passkeyProofSchema,
    z.object({ method: z.literal('password'), password: z.string().min(1).max(PASSWORD_MAX_LENGTH) }),
  ])
  .meta({ id: 'StepUpRequest' });
export type StepUpRequest = z.input<typeof stepUpRequestSchema>;

export const stepUpResponseSchema = z
  .object({
    /** Until when sensitive actions need no new step-up. */
    valid_until: z.string(),
  })
  .meta({ id: 'StepUpResponse' });
export type StepUpResponse = z.infer<typeof stepUpResponseSchema>;

/** GET /api/v1/auth/second-factor: what the signed-in user has set up. */
export const secondFactorStatusSchema = z
  .object({
    /** The methods enrolled (empty: no second factor). */
    methods: z.array(secondFactorMethodSchema),
    totp: z.object({ enabled: z.boolean(), enabled_at: z.string().nullable() }),
    recovery_codes_left: z.number().int(),
    /** Operators must enrol; until when the console works without it (null: not an operator, or enrolled). */
    required_by: z.string().nullable(),
    /** An operator past that time without a second factor: the console answers 403 SECOND_FACTOR_REQUIRED. */
    required_now: z.boolean(),
  })
  .meta({ id: 'SecondFactorStatus' });
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST /api/v1/auth/second-factor/totp: the pending secret, to scan or type into the app. */
export const totpEnrolmentSchema = z
  .object({
    /** Base32, as the app asks for it when typed. */
    secret: z.string(),
    /** The otpauth:// URI the QR code holds. */
    otpauth_url: z.string(),
    /** The QR code as an SVG image. */
    qr_svg: z.string(),
  })
  .meta({ id: 'TotpEnrolment' });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** POST /api/v1/auth/second-factor/totp/confirm */
export const totpConfirmRequestSchema = z.object({ code: totpCodeSchema }).meta({ id: 'TotpConfirmRequest' });
export type TotpConfirmRequest = z.input<typeof totpConfirmRequestSchema>;

/** Recovery codes, shown once: at enrolment and at each regeneration. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) }).meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
