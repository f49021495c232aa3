import { useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { AdminLayout } from './layouts/admin-layout';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

export { preload } from './layouts/admin-layout';

/** A console page's path below /admin, as routes under /admin/* read it. */
const sub = (path: string) => path.slice(paths.admin.path.length + 1);

/**
 * The operator console's routes under /admin: a module of its own, so the site's first loads
 * carry none of it. Its layout shows the not-found page to anyone but an operator.
 */
const routes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      {
        element: <RouteErrorBoundary />,
        children: [
          // Console pages, one line each (paths.admin*).
          { path: sub(paths.adminProjects.path), element: lazyPage(() => import('./routes/admin-projects')) },
          { path: sub(paths.adminProjectNew.path), element: lazyPage(() => import('./routes/admin-project-new')) },
          { path: sub(paths.adminProject.path), element: lazyPage(() => import('./routes/admin-project-edit')) },
          {
            path: sub(paths.adminProjectPreview.path),
            element: lazyPage(() => import('./routes/admin-project-preview')),
          },
          { index: true, element: lazyPage(() => import('./routes/admin-dashboard')) },
          { path: sub(paths.adminAudit.path), element: lazyPage(() => import('./routes/admin-audit')) },
          { path: sub(paths.adminFinance.path), element: lazyPage(() => import('./routes/admin-finance')) },
          {
            path: sub(paths.adminProjectStatus.path),
            element: lazyPage(() => import('./routes/admin-project-status')),
          },
          { path: sub(paths.adminQuestions.path), element: lazyPage(() => import('./routes/admin-questions')) },
          { path: sub(paths.adminIdentity.path), element: lazyPage(() => import('./routes/admin-identity')) },
          { path: sub(paths.adminApplications.path), element: lazyPage(() => import('./routes/admin-applications')) },
          { path: sub(paths.adminApplication.path), element: lazyPage(() => import('./routes/admin-application')) },
          {
            path: sub(paths.adminProjectInvestors.path),
            element: lazyPage(() => import('./routes/admin-project-investors')),
          },
          {
            path: sub(paths.adminProjectPayouts.path),
            element: lazyPage(() => import('./routes/admin-project-payouts')),
          },
          { path: sub(paths.adminChanges.path), element: lazyPage(() => import('./routes/admin-changes')) },
          { path: '*', element: lazyPage(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function Component() {
  return useRoutes(routes);
}
