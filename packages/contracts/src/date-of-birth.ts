import type { z } from 'zod';

/**
 * The one date-of-birth rule, shared by the profile and the verification form (and the
 * server's schemas for both): a real calendar date in YYYY-MM-DD, and an adult. Investing
 * is for adults; this is the age at which one is.
 */
export const MIN_INVESTOR_AGE_YEARS = 18;

export const DATE_OF_BIRTH_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const DATE_OF_BIRTH_MESSAGES = {
  invalid: 'Please enter a valid date of birth',
  tooYoung: `You must be at least ${MIN_INVESTOR_AGE_YEARS} years old`,
} as const;

/**
 * What is wrong with a YYYY-MM-DD date of birth, or null: `invalid` for a date that does
 * not exist (1985-13-99, 2023-02-29), lies in the future or before 1900; `tooYoung` below
 * the minimum age on `today` (UTC). The format itself is each form's own message.
 */
export function dateOfBirthProblem(value: string, today = new Date()): keyof typeof DATE_OF_BIRTH_MESSAGES | null {
  if (!DATE_OF_BIRTH_PATTERN.test(value)) return 'invalid';
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  if (!real || y < 1900 || date.getTime() > today.getTime()) return 'invalid';
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return age < MIN_INVESTOR_AGE_YEARS ? 'tooYoung' : null;
}

/** Adds the rule's issue at `path` of a well-formed date (the format check comes first). */
export function checkDateOfBirth(value: string, ctx: z.RefinementCtx, path: PropertyKey[] = []): void {
  if (!DATE_OF_BIRTH_PATTERN.test(value)) return;
  const problem = dateOfBirthProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', path, message: DATE_OF_BIRTH_MESSAGES[problem] });
}
