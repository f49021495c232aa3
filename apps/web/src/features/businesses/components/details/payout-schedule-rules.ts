import type { ProjectDetails } from '@grove/contracts';

/** Businesses whose raise was refunded pay nothing back: no schedule. */
const NO_SCHEDULE = new Set(['refund_initiated', 'refund_completed', 'unknown']);

/** Whether the page shows the expected payout schedule (it needs the raise's end). */
export const hasPayoutSchedule = (project: Pick<ProjectDetails, 'funding_end' | 'status'>) =>
  Boolean(project.funding_end) && !NO_SCHEDULE.has(project.status);
