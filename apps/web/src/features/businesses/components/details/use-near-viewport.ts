import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true once the element comes within `margin` of the viewport, and stays true.
 * Heavy widgets (charts) use it to load their code only when the reader gets close.
 * It starts false everywhere, the server included (which therefore never renders the
 * widget), so hydration finds the same markup; without IntersectionObserver it turns true
 * straight after.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
