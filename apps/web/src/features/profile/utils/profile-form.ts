import { DATE_OF_BIRTH_MESSAGES, type UpdateProfileRequest, type User } from '@grove/contracts';

/** The profile fields the form edits (the language is saved on its own, when chosen). */
export const PROFILE_FIELDS = ['name', 'phone', 'location', 'date_of_birth'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFormValues = Record<ProfileField, string>;

export function formValuesOf(user: User): ProfileFormValues {
  return {
    name: user.name ?? '',
    phone: user.phone ?? '',
    location: user.location ?? '',
    date_of_birth: user.date_of_birth ?? '',
  };
}

/** Only what changed goes to the server; a cleared field is sent as null. */
export function changesOf(
  values: Partial<Record<ProfileField, string | null | undefined>>,
  dirty: Partial<Record<ProfileField, boolean | undefined>>,
): UpdateProfileRequest {
  const changes: UpdateProfileRequest = {};
  for (const field of PROFILE_FIELDS) {
    if (!dirty[field]) continue;
    const value = values[field];
    changes[field] = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  }
  return changes;
}

/** A server field path ('phone', 'body.phone', '/date_of_birth') as a form field, if it is one. */
export function profileFieldOf(path: string): ProfileField | null {
  const last = path.split(/[./]/).filter(Boolean).at(-1) ?? '';
  return (PROFILE_FIELDS as readonly string[]).includes(last) ? (last as ProfileField) : null;
}

/** The profile schema's own English messages, mapped to translation keys. */
export const PROFILE_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Please enter a valid phone number': 'profile:validation.phone',
  'Please use the format YYYY-MM-DD': 'profile:validation.dateFormat',
  [DATE_OF_BIRTH_MESSAGES.invalid]: 'profile:validation.dateInvalid',
  [DATE_OF_BIRTH_MESSAGES.tooYoung]: 'profile:validation.tooYoung',
};
