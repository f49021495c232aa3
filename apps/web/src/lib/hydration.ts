import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a page is rendered on the server and while the browser hydrates that
 * markup; true from the render after. What depends on the browser alone (its time zone,
 * its stored session) renders the server's way first, so hydration finds the same markup,
 * and React re-renders it the browser's way straight after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
