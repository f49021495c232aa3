import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * Guards the protected routes (spec §2): a signed-out visitor goes to /signin,
 * which remembers the requested path and query and returns there after sign-in.
 */
export function RequireAuth() {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) {
    return <Navigate to={paths.signin.getHref(location.pathname + location.search + location.hash)} replace />;
  }
  return <Outlet />;
}
