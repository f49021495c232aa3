import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from '@/lib/hydration';

/**
 * Becomes true once the element comes within `margin` of the viewport, and stays true.
 * Heavy widgets (charts) use it to load their code only when the reader gets close.
 * It is false on the server (which therefore never renders the widget) and while the
 * browser hydrates, so hydration finds the same markup; without IntersectionObserver it
 * is true from the render after.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const hydrated = useHydrated();
  const [near, setNear] = useState(false);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (!observable || near || !element) return;
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
  }, [ref, margin, near, observable]);
  return hydrated && (near || !observable);
}
