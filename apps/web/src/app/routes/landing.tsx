import { lazy, Suspense, useEffect, useState } from 'react';
import { LandingHero } from '@/features/landing/components/landing-hero';
import { i18n } from '@/lib/i18n';

// Only the hero is in this page's first download; the rest loads once the hero is on screen.
const LandingBelowTheFold = lazy(() => import('./landing-below'));

/**
 * The hero's texts arrive before the page renders, so the first paint is the finished
 * hero (not a spinner that the hero then pushes the footer away from). The cards'
 * texts are asked for at the same time but not waited for.
 */
export async function preload() {
  void i18n.loadNamespaces('businesses');
  await i18n.loadNamespaces('landing');
}

export function Component() {
  // The sections below start after the hero's first paint, so they never hold it up.
  const [showBelow, setShowBelow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowBelow(true), 0);
    return () => clearTimeout(timer);
  }, []);
  // Until the sections arrive, this space keeps the footer below the fold, so nothing on screen shifts.
  const placeholder = <div className="min-h-[200vh]" aria-hidden />;
  return (
    <>
      <LandingHero />
      {showBelow ? (
        <Suspense fallback={placeholder}>
          <LandingBelowTheFold />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  );
}
