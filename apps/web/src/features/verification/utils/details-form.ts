import { DATE_OF_BIRTH_MESSAGES, kycPersonalDetailsSchema } from '@grove/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

export const DETAIL_FIELDS = ['firstName', 'middleName', 'lastName', 'dateOfBirth', 'email'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailValues = Record<DetailField, string>;

/**
 * The contract's schema as the form's resolver. Its whole-form issue ('Please fill
 * in at least one field') has no field: it becomes the form's root error.
 */
export const detailsResolver: Resolver<DetailValues> = (values) => {
  const result = kycPersonalDetailsSchema.safeParse(values);
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    const key = (DETAIL_FIELDS as readonly unknown[]).includes(field) ? (field as DetailField) : 'root';
    errors[key] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<DetailValues> };
};

/** The schema's own English texts, mapped to translation keys (the spec's two go by their codes). */
export const DETAIL_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'First name is required': 'verification:validation.firstNameRequired',
  'Last name is required': 'verification:validation.lastNameRequired',
  'Date of birth is required': 'verification:validation.dateOfBirthRequired',
  'Date must be in YYYY-MM-DD format': 'verification:validation.dateFormat',
  [DATE_OF_BIRTH_MESSAGES.invalid]: 'verification:validation.dateInvalid',
  [DATE_OF_BIRTH_MESSAGES.tooYoung]: 'verification:validation.tooYoung',
  'Email is required': 'verification:validation.emailRequired',
};

/**
 * The profile's one name as the form's parts, so the person does not type it again: the
 * first word, the last word, and what lies between. Names written family name first come
 * out swapped; the fields stay editable.
 */
export function nameParts(name: string | null): Pick<DetailValues, 'firstName' | 'middleName' | 'lastName'> {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = words;
  const last = rest.pop() ?? '';
  return { firstName: first, middleName: rest.join(' '), lastName: last };
}

/** A server field path ('firstName', 'body.firstName') as a form field, if it is one. */
export function detailFieldOf(path: string): DetailField | null {
  const last = path.split(/[./]/).filter(Boolean).at(-1) ?? '';
  return (DETAIL_FIELDS as readonly string[]).includes(last) ? (last as DetailField) : null;
}
