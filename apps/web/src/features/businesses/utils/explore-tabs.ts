import {
  EXPLORE_TABS,
  exploreTabsOf,
  normalizeBusinessStatus,
  raiseOutcomeOf,
  type ExploreTab,
  type Project,
  type RaiseOutcome,
} from '@grove/contracts';

/** The explore page's tabs in its address; no React here, so the first load's early start can use it too. */
export const TAB_PARAM = 'tab';

/** How each tab is spelt in the address: /businesses?tab=in-progress. */
export const TAB_SLUGS: Readonly<Record<ExploreTab, string>> = {
  available: 'available',
  in_progress: 'in-progress',
  paying_out: 'paying-out',
  closed: 'closed',
};

/** The tab an address asks for; anything else is Available. */
export function tabFromParam(value: string | null): ExploreTab {
  const slug = (value ?? '').trim().toLowerCase().replace(/_/g, '-');
  return EXPLORE_TABS.find((tab) => TAB_SLUGS[tab] === slug) ?? 'available';
}

/** When a raise ended, for ordering: its deadline, else when it was last changed. */
const endOf = (project: Project) => Date.parse(project.funding_end ?? project.updated_at) || 0;

/**
 * Splits the catalogue into the tabs (spec §4, contracts' EXPLORE_TAB_STATUSES): a business
 * can be in a stage's tab and in Closed; paused ones are in none. Closed lists the most
 * recently ended raise first; the other tabs keep the catalogue's order.
 */
export function groupByTab(projects: readonly Project[]): Record<ExploreTab, Project[]> {
  const groups: Record<ExploreTab, Project[]> = { available: [], in_progress: [], paying_out: [], closed: [] };
  for (const project of projects) {
    for (const tab of exploreTabsOf(normalizeBusinessStatus(project.status))) groups[tab].push(project);
  }
  groups.closed.sort((a, b) => endOf(b) - endOf(a));
  return groups;
}

/** How the closed raises ended: the platform's track record. */
export function trackRecord(closed: readonly Project[]): Record<RaiseOutcome, number> {
  const record: Record<RaiseOutcome, number> = { funded: 0, refunded: 0 };
  for (const project of closed) {
    const outcome = raiseOutcomeOf(normalizeBusinessStatus(project.status));
    if (outcome) record[outcome] += 1;
  }
  return record;
}
