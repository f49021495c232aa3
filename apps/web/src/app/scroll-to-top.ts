import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Spec §2: the page scrolls to the top on every route change, unless the address
 * carries a hash, in which case the element it names is scrolled into view.
 */
export function useScrollToTop(): void {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      document.getElementById(id)?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, search, hash]);
}
