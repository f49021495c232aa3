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
 * being implemented; Paying Out is payout. Extended windows are still raising. Closed
 * is the platform's track record: every raise that has ended, funded (whatever the
 * business does since) or refunded. Paused businesses are in no tab: their raise has
 * not ended, and investors find them from their portfolio.
 */
export const EXPLORE_TABS = ['available', 'in_progress', 'paying_out', 'closed'] as const;
export type ExploreTab = (typeof EXPLORE_TABS)[number];

/** The stored statuses each tab shows: one table for the web app's tabs and the API's `?tab=`. */
export const EXPLORE_TAB_STATUSES: Readonly<Record<ExploreTab, readonly BusinessStatus[]>> = {
  available: ['fundraising', 'extended'],
  in_progress: ['funded', 'active'],
  paying_out: ['payout'],
  closed: ['funded', 'active', 'payout', 'refund_initiated', 'refund_completed'],
};

/** How a closed raise ended. */
export type RaiseOutcome = 'funded' | 'refunded';

/** The outcome of a raise that has ended; null while it runs or is paused. */
export function raiseOutcomeOf(status: ListedStatus): RaiseOutcome | null {
  const shown = displayStatus(status);
  if (shown === 'refund_initiated' || shown === 'refund_completed') return 'refunded';
  if (shown === 'funded' || shown === 'active' || shown === 'payout' || shown === 'in_progress') return 'funded';
  return null;
}

/** The tabs a business appears in (Closed overlaps the later stages); none while paused. */
export function exploreTabsOf(status: ListedStatus): ExploreTab[] {
  const shown = displayStatus(status);
  // `in_progress` is a display-only spelling of a business being implemented.
  const stored: BusinessStatus = shown === 'in_progress' ? 'active' : shown;
  return EXPLORE_TABS.filter((tab) => EXPLORE_TAB_STATUSES[tab].includes(stored));
}

/** Whether new money may be committed to a business in this status. */
export function acceptsInvestments(status: ListedStatus): boolean {
  const shown = displayStatus(status);
  return shown === 'fundraising' || shown === 'extended';
}
