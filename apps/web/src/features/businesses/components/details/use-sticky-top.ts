import { useEffect, useState, type RefObject } from 'react';

/** Room above a sticky panel for the site header (4rem) and a gap. */
export const HEADER_GAP = 80;
export const BOTTOM_GAP = 16;

/** Where a panel this tall sticks in a window this tall: under the header, or nowhere if it does not fit there. */
export function stickyTopFor(panelHeight: number, windowHeight: number): number | null {
  return panelHeight + HEADER_GAP + BOTTOM_GAP <= windowHeight ? HEADER_GAP : null;
}

/**
 * The `top` of a sticky side panel, or null when it should not stick. A panel that fits
 * below the header sticks there; a taller one scrolls with the page, so its first lines
 * (the key figures) never end up hidden under the header.
 */
export function useStickyTop(ref: RefObject<HTMLElement | null>): number | null {
  const [top, setTop] = useState<number | null>(HEADER_GAP);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => setTop(stickyTopFor(element.offsetHeight, window.innerHeight));
    // The observer reports the panel's size at once, then on every change.
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref]);
  return top;
}
