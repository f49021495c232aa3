import { deferredPart } from '@/components/deferred-part';
import { featuredProjectsQueryOptions } from '@/features/businesses/api/get-featured';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { i18n } from '@/lib/i18n';
import { pageQuery, type PageQueries } from '../page-query';

// Only the hero is in this page's first download; the sections below are a chunk of their own,
// which a page the server rendered hydrates only once it is needed. Until they arrive in the browser,
// this space keeps the footer below the fold, so nothing on screen shifts.
const LandingBelowTheFold = deferredPart(
  () => import('./landing-below').then((module) => module.default),
  <div className="min-h-[200vh]" aria-hidden />,
);

/**
 * The hero's texts arrive before the page renders, so the first paint is the finished
 * hero (not a spinner that the hero then pushes the footer away from). The cards'
 * texts are asked for at the same time but not waited for.
 */
export async function preload() {
  void i18n.loadNamespaces('businesses');
  await i18n.loadNamespaces('landing');
}

/** The hero is text; the popular businesses follow it. */
export const queries: PageQueries = (language) => [
  pageQuery({ kind: 'featured' }, featuredProjectsQueryOptions(language)),
];

export function Component() {
  // The server renders the sections in place (the popular businesses with their data); in the
  // browser, arriving at / from another page, the hero shows first and they follow.
  return (
    <>
      <LandingHero />
      <LandingBelowTheFold />
    </>
  );
}

export const title = 'home';
