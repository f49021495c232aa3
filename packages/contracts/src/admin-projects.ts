import { BUSINESS_STATUSES } from './business-status.js';

/**
 * A business's status as the console shows it: `draft` until it is published (published_at
 * is null; the stored life-cycle status is then `fundraising`), else its life-cycle status.
 */
export const ADMIN_PROJECT_STATUSES = ['draft', ...BUSINESS_STATUSES] as const;
export type AdminProjectStatus = (typeof ADMIN_PROJECT_STATUSES)[number];
