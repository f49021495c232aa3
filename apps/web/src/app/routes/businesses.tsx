import { projectsQueryOptions } from '@/features/businesses/api/list-projects';
import { ExplorePage } from '@/features/businesses/components/explore-page';
import { groupByTab, TAB_PARAM, tabFromParam } from '@/features/businesses/utils/explore-tabs';
import { i18n } from '@/lib/i18n';
import { pageQuery, type PageQueries } from '../page-query';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces('businesses');
}

/** The catalogue; its largest picture is the first card of the Available tab, unless the address opens another tab. */
export const queries: PageQueries = (language, _params, search) => [
  pageQuery({ kind: 'list' }, projectsQueryOptions(language), (list) =>
    tabFromParam(search.get(TAB_PARAM)) === 'available' ? groupByTab(list.projects).available[0]?.image : null,
  ),
];

export function Component() {
  return <ExplorePage />;
}

export const title = 'explore';
