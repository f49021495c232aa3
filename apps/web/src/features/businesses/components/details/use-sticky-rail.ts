import { useEffect, useState, type RefObject } from 'react';

/** Room above a sticky panel for the site header (4rem) and a gap. */
export const HEADER_GAP = 80;
export const BOTTOM_GAP = 16;
/** Between the funding overview and what follows it in the rail (Tailwind's gap-4). */
export const RAIL_GAP = 16;

/**
 * How the business page's side rail stays in view in a window this tall: all of it under
 * the header (`rail`) when it fits there; else just the funding overview (`overview`: raised,
 * progress and the action), the rest scrolling away beneath it; else nothing sticks. Either
 * way the key figures are never hidden under the header.
 */
export type StickyRail = 'rail' | 'overview' | null;

export function stickyRailFor(overviewHeight: number, restHeight: number, windowHeight: number): StickyRail {
  const room = windowHeight - HEADER_GAP - BOTTOM_GAP;
  const railHeight = overviewHeight + (restHeight > 0 ? RAIL_GAP + restHeight : 0);
  if (railHeight <= room) return 'rail';
  return overviewHeight <= room ? 'overview' : null;
}

/** The rail's sticky mode, kept up to date as its parts and the window change size. */
export function useStickyRail(
  overview: RefObject<HTMLElement | null>,
  rest: RefObject<HTMLElement | null>,
): StickyRail {
  const [mode, setMode] = useState<StickyRail>('rail');
  useEffect(() => {
    const top = overview.current;
    const bottom = rest.current;
    if (!top || !bottom || typeof ResizeObserver === 'undefined') return;
    const update = () => setMode(stickyRailFor(top.offsetHeight, bottom.offsetHeight, window.innerHeight));
    // The observer reports the sizes at once, then on every change.
    const observer = new ResizeObserver(update);
    observer.observe(top);
    observer.observe(bottom);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [overview, rest]);
  return mode;
}
