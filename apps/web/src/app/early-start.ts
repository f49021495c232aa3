import type { Language } from '@grove/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { loadLocale } from '@/lib/i18n';
import { publicPageAt } from './public-pages';

function preloadImage(url: string) {
  const link = document.createElement('link');
  const attributes = { rel: 'preload', as: 'image', href: url, fetchpriority: 'high' };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

/**
 * A first load of a public page asks, before React renders anything, for what the page
 * would otherwise discover one step after another: its code and its texts at once, then
 * (from its module) its API answers, into the query cache the page then reads, and the
 * picture those answers name first. When the server rendered the page, its answers are already in the cache and
 * its picture in the markup. Failures are left to the page, which asks again and shows its
 * error state.
 */
export function startPageLoad(
  location: Pick<Location, 'pathname' | 'search'>,
  language: Language,
  queryClient: QueryClient,
): void {
  const page = publicPageAt(`${location.pathname}${location.search}`);
  if (!page) return;
  for (const namespace of page.namespaces) loadLocale(language, namespace).catch(() => undefined);
  page
    .load(language)
    .then((queries) => {
      for (const query of queries) {
        query
          .fetch(queryClient)
          .then((image) => {
            if (image && !document.querySelector(`link[rel="preload"][href="${CSS.escape(image)}"]`))
              preloadImage(image);
          })
          .catch(() => undefined);
      }
    })
    .catch(() => undefined);
}
