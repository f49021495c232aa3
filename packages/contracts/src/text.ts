import { z } from 'zod';
import { VALIDATION_MESSAGES } from './validation.js';

// C0 controls and DEL, and lone UTF-16 surrogates (\p{Cs} with the u flag matches only
// unpaired ones). PostgreSQL cannot store NUL in text at all, a lone surrogate is not
// valid UTF-8, and the other controls have no place in names, ids or sentences.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_SINGLE_LINE = /[\0-\x1F\x7F\p{Cs}]/u;
// Multi-line text keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- as above
const FORBIDDEN_MULTI_LINE = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F\p{Cs}]/u;

/** True when `value` holds a character no text field accepts (see `text()`). */
export function hasForbiddenCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? FORBIDDEN_MULTI_LINE : FORBIDDEN_SINGLE_LINE).test(value);
}

export interface TextOptions {
  /** Allow tab, line feed and carriage return (a question, a message); single-line refuses them. */
  multiline?: boolean;
  /** The message for a value that is not a string (defaults to zod's). */
  error?: string;
  /** The message for a forbidden character (defaults to 'Text contains characters that are not allowed'). */
  message?: string;
}

/**
 * The one string type of every text field a client sends (bodies, queries, path
 * params): a string without NUL, other control characters or lone surrogates, so bad
 * text is a 400 at the schema and never reaches the database. Chain `.trim()`,
 * `.min()`, `.max()` as with `z.string()`; the character check runs on the value as sent.
 */
export function text({ multiline = false, error, message = VALIDATION_MESSAGES.INVALID_CHARACTERS }: TextOptions = {}) {
  return (error === undefined ? z.string() : z.string({ error })).refine(
    (value) => !hasForbiddenCharacters(value, { multiline }),
    { message },
  );
}
