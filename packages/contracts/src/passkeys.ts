import { z } from 'zod';
import { text } from './text.js';

/**
 * Passkeys (WebAuthn): a key pair kept by the user's device or password manager. The server keeps
 * the public key only; signing in with one proves both "has the device" and "unlocked it" (user
 * verification), so it is a whole sign-in on its own (docs/architecture.md, "Passkeys").
 */

/** A ceremony's challenge works once, for this long. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 300;
/** How many passkeys one account may keep. */
export const PASSKEYS_PER_USER_MAX = 10;
export const PASSKEY_NAME_MAX_LENGTH = 60;

export const passkeyNameSchema = text().trim().min(1).max(PASSKEY_NAME_MAX_LENGTH);

/** One of the signed-in user's passkeys, as the settings list it. */
export const passkeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** Synced between the user's devices (a password manager or a platform account). */
    synced: z.boolean(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysResponseSchema = z.object({ passkeys: z.array(passkeySchema) }).meta({ id: 'PasskeyList' });
export type PasskeysResponse = z.infer<typeof passkeysResponseSchema>;

/**
 * What the browser's WebAuthn call takes (`PublicKeyCredentialCreationOptionsJSON` or
 * `...RequestOptionsJSON`), passed through as the library made it.
 */
const webAuthnOptionsSchema = z.looseObject({ challenge: z.string() });

/** The answer to a ceremony's start: the options for the browser and the id to finish it with. */
export const passkeyCeremonySchema = z
  .object({ challenge_id: z.string(), options: webAuthnOptionsSchema })
  .meta({ id: 'PasskeyCeremony' });
export type PasskeyCeremony = z.infer<typeof passkeyCeremonySchema>;

/** The browser's credential (`RegistrationResponseJSON` or `AuthenticationResponseJSON`); the server checks it whole. */
export const passkeyCredentialSchema = z.looseObject({
  id: text().min(1).max(1024),
  rawId: text().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: text().min(1).max(16_384) }),
});
export type PasskeyCredential = z.infer<typeof passkeyCredentialSchema>;

/** POST /api/v1/auth/passkeys */
export const passkeyRegisterRequestSchema = z
  .object({ challenge_id: z.uuid(), credential: passkeyCredentialSchema, name: passkeyNameSchema.optional() })
  .meta({ id: 'PasskeyRegisterRequest' });
export type PasskeyRegisterRequest = z.input<typeof passkeyRegisterRequestSchema>;

/** POST /api/v1/auth/passkeys/sign-in */
export const passkeySignInRequestSchema = z
  .object({ challenge_id: z.uuid(), credential: passkeyCredentialSchema })
  .meta({ id: 'PasskeySignInRequest' });
export type PasskeySignInRequest = z.input<typeof passkeySignInRequestSchema>;

/** PATCH /api/v1/auth/passkeys/{id} */
export const passkeyRenameRequestSchema = z.object({ name: passkeyNameSchema });
