import type { Language, Project, ProjectDetails } from '@grove/contracts';
import { matchPath } from 'react-router';
import { catalogueUrls } from '@/features/businesses/api/urls';
import { groupByTab, TAB_PARAM, tabFromParam } from '@/features/businesses/utils/explore-tabs';
import { requestEarly } from '@/lib/api-client';
import { loadLocale } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { pageModules } from './page-modules';

interface EarlyData {
  url: string;
  /** The picture that will be the page's largest element, read off the answer. */
  largestImage?: (body: unknown) => string | null | undefined;
}

interface EarlyPage {
  path: string;
  load: () => Promise<unknown>;
  /** Text namespaces the page renders with (common is loaded for every page). */
  namespaces: string[];
  data?: (language: Language, params: Record<string, string | undefined>, search: URLSearchParams) => EarlyData;
}

const EARLY_PAGES: EarlyPage[] = [
  // The hero is text; the popular businesses below it are not worth delaying it for.
  { path: paths.home.path, load: pageModules.landing, namespaces: ['landing', 'businesses'] },
  {
    path: paths.businesses.path,
    load: pageModules.businesses,
    namespaces: ['businesses'],
    data: (language, _params, search) => ({
      url: catalogueUrls.list(language),
      // The first card of the Available tab, unless the address opens another tab.
      largestImage: (body) =>
        tabFromParam(search.get(TAB_PARAM)) === 'available'
          ? groupByTab((body as { projects?: Project[] }).projects ?? []).available[0]?.image
          : null,
    }),
  },
  {
    path: paths.business.path,
    load: pageModules.business,
    namespaces: ['business', 'businesses'],
    data: (language, { id = '' }) => ({
      url: catalogueUrls.details(id, language),
      largestImage: (body) => {
        const first = (body as Partial<ProjectDetails>).media?.[0];
        return first?.type === 'image' ? first.url : null;
      },
    }),
  },
];

function preloadImage(url: string) {
  const link = document.createElement('link');
  const attributes = { rel: 'preload', as: 'image', href: url, fetchpriority: 'high' };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

/**
 * A first load of a page that lists businesses asks, all at once and before React
 * renders anything, for what the page will otherwise discover one step after another:
 * its code, its texts, its API answer and the picture that answer names first. Each is
 * asked for once; the page's own imports and queries then find them under way.
 * Failures are left to the page, which asks again and shows its error state.
 */
export function startPageLoad(location: Pick<Location, 'pathname' | 'search'>, language: Language): void {
  for (const page of EARLY_PAGES) {
    const match = matchPath(page.path, location.pathname);
    if (!match) continue;
    page.load().catch(() => undefined);
    for (const namespace of page.namespaces) loadLocale(language, namespace).catch(() => undefined);
    const data = page.data?.(language, match.params, new URLSearchParams(location.search));
    if (data) {
      requestEarly(data.url)
        .then(async (response) => {
          if (!response.ok || !data.largestImage) return;
          const image = data.largestImage(await response.clone().json());
          if (image) preloadImage(image);
        })
        .catch(() => undefined);
    }
    return;
  }
}
