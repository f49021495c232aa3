import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface ScrollCue {
  /** There is more to the left (right) of what the strip shows. */
  before: boolean;
  after: boolean;
}

/** Whether a horizontal strip hides content on either side (a pixel of rounding is not "more"). */
export function scrollCueOf(element: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollCue {
  const hidden = element.scrollWidth - element.clientWidth;
  return { before: element.scrollLeft > 1, after: hidden - element.scrollLeft > 1 };
}

/**
 * Tells which sides of a horizontally scrolling strip hide links, as it scrolls and as
 * it or its items resize (another language), so the page can show a cue there;
 * `scrollBy(±1)` moves it by most of its width. `items` names what the strip holds.
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>, items: string) {
  const [cue, setCue] = useState<ScrollCue>({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setCue((previous) => {
        const next = scrollCueOf(element);
        return next.before === previous.before && next.after === previous.after ? previous : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    for (const child of element.children) observer?.observe(child);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, items]);
  const scrollBy = useCallback(
    (direction: 1 | -1) => {
      const element = ref.current;
      element?.scrollBy({ left: direction * element.clientWidth * 0.7, behavior: 'smooth' });
    },
    [ref],
  );
  return { cue, scrollBy };
}
