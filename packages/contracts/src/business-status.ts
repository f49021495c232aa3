/**
 * Business (project) life-cycle statuses, spec §4. The wire format uses the
 * underscore spelling; the hyphenated spellings are accepted as aliases.
 */
export const BUSINESS_STATUSES = [
  'fundraising',
  'funded',
  'active',
  'payout',
  'extended',
  'paused',
  'refund_completed',
  'refund_initiated',
] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** Whether a status is one a business can be stored with (not a display-only one). */
export function isBusinessStatus(status: string): status is BusinessStatus {
  return (BUSINESS_STATUSES as readonly string[]).includes(status);
}

/** Statuses the project list can show: the life cycle plus `in-progress` and `unknown` (spec §4). */
export const LISTED_STATUSES = [...BUSINESS_STATUSES, 'in_progress', 'unknown'] as const;
export type ListedStatus = (typeof LISTED_STATUSES)[number];

const STATUS_ALIASES: Readonly<Record<string, ListedStatus>> = {
  'refund-completed': 'refund_completed',
  'refund-initiated': 'refund_initiated',
  'in-progress': 'in_progress',
};

/** Reads any spelling the platform has used; anything unrecognised is `unknown`. */
export function normalizeBusinessStatus(raw: unknown): ListedStatus {
  if (typeof raw !== 'string') return 'unknown';
  const value = raw.trim().toLowerCase();
  const aliased = STATUS_ALIASES[value];
  if (aliased) return aliased;
  return (LISTED_STATUSES as readonly string[]).includes(value) ? (value as ListedStatus) : 'unknown';
}

/** Spec §4: "An unknown status displays as Fundraising." */
export function displayStatus(status: ListedStatus): Exclude<ListedStatus, 'unknown'> {
  return status === 'unknown' ? 'fundraising' : status;
}

/**
 * Explore tabs (spec §2, §4): Available is fundraising; In progress is raised and
 * being implemented; Paying Out is payout. Extended windows are still raising.
 * Paused and refunded businesses are not offered in any tab.
 */
export const EXPLORE_TABS = ['available', 'in_progress', 'paying_out'] as const;
export type ExploreTab = (typeof EXPLORE_TABS)[number];

export function exploreTabOf(status: ListedStatus): ExploreTab | null {
  switch (displayStatus(status)) {
    case 'fundraising':
    case 'extended':
      return 'available';
    case 'funded':
    case 'active':
    case 'in_progress':
      return 'in_progress';
    case 'payout':
      return 'paying_out';
    default:
      return null;
  }
}

/** Whether new money may be committed to a business in this status. */
export function acceptsInvestments(status: ListedStatus): boolean {
  const shown = displayStatus(status);
  return shown === 'fundraising' || shown === 'extended';
}
