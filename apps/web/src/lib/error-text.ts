import { MIN_INVESTOR_AGE_YEARS, validationCodeOf } from '@grove/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * What to show for a failed call: the translation of the error's code, else the
 * server's English detail; anything that is not an API error gets `fallback`
 * (the spec's default text of the dialog, e.g. 'Unable to sign in. Please try again.').
 */
export function errorText(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const code = validationCodeOf(error.message) ?? error.code;
  return t(`common:errors.codes.${code}`, { defaultValue: error.message || fallback });
}

/**
 * A field's validation text in the reader's language. The spec texts are found by
 * their code; `extra` maps other known English messages to translation keys; an
 * unknown message is shown as it is.
 */
export function validationText(
  t: TFunction,
  message: string | undefined,
  extra: Readonly<Record<string, string>> = {},
): string | undefined {
  if (!message) return undefined;
  const code = validationCodeOf(message);
  if (code) return t(`common:errors.codes.${code}`, { defaultValue: message });
  const key = extra[message];
  // The rules' figures come from the contracts, so a translation never restates one.
  return key ? t(key, { defaultValue: message, minAge: MIN_INVESTOR_AGE_YEARS }) : message;
}
