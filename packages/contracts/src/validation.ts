/**
 * Validation texts of the spec (§5, §8), word for word, and a few of our own
 * (INVALID_CHARACTERS), each with a stable code. Schemas use the text as their
 * message; the server's error handler turns the text back into its code, and the
 * web app maps the code to translated text.
 */
export const VALIDATION_MESSAGES = {
  PASSWORD_MISMATCH: 'The passwords do not match',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters',
  PASSWORD_TOO_LONG: 'Password must be at most 128 characters',
  INVALID_EMAIL: 'Please enter a valid email address',
  INVALID_RECOVERY_CODE: 'Invalid recovery code',
  INVALID_EMAIL_FORMAT: 'Invalid email format',
  EMPTY_FORM: 'Please fill in at least one field',
  /** Ours: NUL, control characters or lone surrogates in a text field (see text.ts). */
  INVALID_CHARACTERS: 'Text contains characters that are not allowed',
} as const;
export type ValidationCode = keyof typeof VALIDATION_MESSAGES;

/** The store-side wording of a password mismatch (spec §5). */
export const PASSWORDS_DO_NOT_MATCH_STORE = 'Passwords do not match';

const CODE_BY_MESSAGE: ReadonlyMap<string, ValidationCode> = new Map(
  Object.entries(VALIDATION_MESSAGES).map(([code, message]) => [message, code as ValidationCode]),
);

/** The stable code of a spec validation text, or null for any other message. */
export function validationCodeOf(message: string): ValidationCode | null {
  return CODE_BY_MESSAGE.get(message) ?? null;
}
