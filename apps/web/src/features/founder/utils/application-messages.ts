import { APPLICATION_MESSAGES, VALIDATION_MESSAGES } from '@grove/contracts';
import type { TFunction } from 'i18next';

/** Each contract message of an application's fields, by its text: its key under `applications:messages`. */
const KEYS = new Map<string, string>(Object.entries(APPLICATION_MESSAGES).map(([key, text]) => [text, key]));

/**
 * A field's refusal (the form's own check, or the server's answer) in the reader's language;
 * one this page has no words for (zod's own) reads as "not valid".
 */
export function applicationFieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KEYS.get(message);
  if (key) return t(`applications:messages.${key}`);
  const tooLong = /^At most (\d+) characters$/.exec(message);
  if (tooLong) return t('applications:messages.tooLong', { max: tooLong[1] });
  if (message === VALIDATION_MESSAGES.INVALID_EMAIL) return t('applications:messages.email');
  if (message === VALIDATION_MESSAGES.INVALID_CHARACTERS) return t('applications:messages.characters');
  return t('applications:messages.invalid');
}

/** A schema's or the server's refusals as one message per field path (the first for each). */
export function fieldErrors(issues: readonly { path: string; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}
