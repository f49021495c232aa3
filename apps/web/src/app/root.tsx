import { Outlet } from 'react-router';
import { NavigationProgress } from './layouts/navigation-progress';
import { useScrollToTop } from './scroll-to-top';

/** The element above every layout: app-wide behaviours that need the router. */
export function Root() {
  useScrollToTop();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
