import { useEffect, useState, type RefObject } from 'react';

/** Room above a sticky panel for the site header (4rem) and a gap. */
const HEADER_GAP = 80;
const BOTTOM_GAP = 16;

/**
 * The `top` of a sticky side panel. A panel shorter than the window sticks under the
 * header; a taller one scrolls along until its bottom is in view and sticks there, so
 * none of it is ever out of reach.
 */
export function useStickyTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(HEADER_GAP);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const update = () => setTop(Math.min(HEADER_GAP, window.innerHeight - element.offsetHeight - BOTTOM_GAP));
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
