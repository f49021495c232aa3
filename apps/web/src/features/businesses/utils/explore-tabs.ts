import { EXPLORE_TABS, type ExploreTab } from '@grove/contracts';

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
