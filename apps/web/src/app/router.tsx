import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { AuthLayout } from './layouts/auth-layout';
import { PublicLayout } from './layouts/public-layout';
import { RequireAuth } from './require-auth';
import { Root } from './root';
import { RouteErrorBoundary } from './route-error-boundary';

/** Strips the leading slash: child routes are relative to their layout. */
const rel = (path: string) => path.replace(/^\//, '');

export const routes: RouteObject[] = [
  {
    element: <Root />,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: [
              {
                element: <RequireAuth />,
                children: [],
              },
            ],
          },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: [
              { path: rel(paths.terms.path), lazy: () => import('./routes/terms') },
              { path: rel(paths.privacy.path), lazy: () => import('./routes/privacy') },
              { path: rel(paths.riskWarning.path), lazy: () => import('./routes/risk-warning') },
              {
                element: <RequireAuth />,
                children: [],
              },
              { path: '*', lazy: () => import('./routes/not-found') },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
