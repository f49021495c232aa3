import { USER_SCOPE } from '@/lib/query-keys';

/** The console's queries: a move of the clock asks all of them again. */
export const CONSOLE_SCOPE = [USER_SCOPE, 'admin'] as const;

/** The platform clock, with the console's data (signing out drops it). */
export const devClockKey = [...CONSOLE_SCOPE, 'dev-clock'] as const;
