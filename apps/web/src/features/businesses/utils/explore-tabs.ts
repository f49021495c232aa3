import { EXPLORE_TABS, exploreTabOf, normalizeBusinessStatus, type ExploreTab, type Project } from '@grove/contracts';

/** The explore page's tabs in its address; no React here, so the first load's early start can use it too. */
export const TAB_PARAM = 'tab';

/** How each tab is spelt in the address: /businesses?tab=in-progress. */
export const TAB_SLUGS: Readonly<Record<ExploreTab, string>> = {
  available: 'available',
  in_progress: 'in-progress',
  paying_out: 'paying-out',
};

/** The tab an address asks for; anything else is Available. */
export function tabFromParam(value: string | null): ExploreTab {
  const slug = (value ?? '').trim().toLowerCase().replace(/_/g, '-');
  return EXPLORE_TABS.find((tab) => TAB_SLUGS[tab] === slug) ?? 'available';
}

/** Splits the catalogue into the three tabs (spec §4); paused and refunded businesses are in none. */
export function groupByTab(projects: readonly Project[]): Record<ExploreTab, Project[]> {
  const groups: Record<ExploreTab, Project[]> = { available: [], in_progress: [], paying_out: [] };
  for (const project of projects) {
    const tab = exploreTabOf(normalizeBusinessStatus(project.status));
    if (tab) groups[tab].push(project);
  }
  return groups;
}
