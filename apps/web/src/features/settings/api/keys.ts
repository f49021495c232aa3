import { USER_SCOPE } from '@/lib/query-keys';

/** The settings' cached answers; under the user's scope, so signing out drops them. */
export const settingsKeys = {
  emailChange: [USER_SCOPE, 'settings', 'email-change'] as const,
  emailPreferences: [USER_SCOPE, 'settings', 'email-preferences'] as const,
};
