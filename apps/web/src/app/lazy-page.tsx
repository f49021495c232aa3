import { lazy, type ComponentType } from 'react';
import { PageTitle, type PageTitleKey } from '@/components/page-title';
import type { PageQueries } from './page-query';
import { pageLoads } from './page-loads';

/** What a module under app/routes exports. */
export interface RouteModule {
  Component: ComponentType;
  /** What the page needs before its first render, typically its texts; fetched beside its code. */
  preload?: () => Promise<unknown>;
  /** For a public page (public-pages.ts): the answers its first render shows. */
  queries?: PageQueries;
  /** The browser tab's title; a page whose title depends on its data renders its own <title>. */
  title?: PageTitleKey;
}

/** The route's component, with its tab title beside it. */
function withTitle({ Component, title }: RouteModule): ComponentType {
  if (!title) return Component;
  return function TitledPage() {
    return (
      <>
        <PageTitle page={title} />
        <Component />
      </>
    );
  };
}

/**
 * A route's page, downloaded the first time it is shown. The page renders whole, never
 * half-translated: its preload finishes before React gets the component. Navigations run
 * in a transition, so the previous page stays on screen meanwhile (with the progress bar).
 */
export function lazyPage(load: () => Promise<RouteModule>) {
  const Page = lazy(() =>
    pageLoads.track(
      load().then(async (module) => {
        await module.preload?.();
        return { default: withTitle(module) };
      }),
    ),
  );
  return <Page />;
}
