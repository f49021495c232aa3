import { USER_SCOPE } from '@/lib/query-keys';

/** The console's life-cycle data: under the user scope, so signing out drops it. */
export const ADMIN_LIFECYCLE_SCOPE = [USER_SCOPE, 'admin', 'lifecycle'] as const;

/** A business's disbursement: what the platform holds for its raise and whether it can be sent on. */
export const projectDisbursementKey = (id: string) => [...ADMIN_LIFECYCLE_SCOPE, 'disbursement', id] as const;
