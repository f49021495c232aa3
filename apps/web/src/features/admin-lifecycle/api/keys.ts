import { USER_SCOPE } from '@/lib/query-keys';

/** The console's life-cycle data: under the user scope, so signing out drops it. */
export const ADMIN_LIFECYCLE_SCOPE = [USER_SCOPE, 'admin', 'lifecycle'] as const;
