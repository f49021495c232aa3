import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * Guards the protected routes (spec §2): a signed-out visitor goes to /signin,
 * which remembers the requested path and query and returns there after sign-in.
 * Someone who signs out while on one (log out from the header's menu) goes home,
 * where logging out leads anyway, rather than being asked to sign in again.
 */
export function RequireAuth() {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const [arrivedSignedIn] = useState(isAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) {
    if (arrivedSignedIn) return <Navigate to={paths.home.getHref()} replace />;
    return <Navigate to={paths.signin.getHref(location.pathname + location.search + location.hash)} replace />;
  }
  return <Outlet />;
}
