import { exploreQueryOptions } from '@/features/businesses/api/explore-projects';
import { ExplorePage } from '@/features/businesses/components/explore-page';
import { exploreQueryFromSearch } from '@/features/businesses/utils/explore-query';
import { i18n } from '@/lib/i18n';
import { pageQuery, type PageQueries } from '../page-query';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces('businesses');
}

/** The page of the catalogue the address asks for; its largest picture is its first card's. */
export const queries: PageQueries = (language, _params, search) => {
  const query = exploreQueryFromSearch(search);
  return [
    pageQuery({ kind: 'explore', query }, exploreQueryOptions(language, query), (answer) => answer.projects[0]?.image),
  ];
};

export function Component() {
  return <ExplorePage />;
}

export const title = 'explore';
