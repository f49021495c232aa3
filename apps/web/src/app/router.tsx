import { useRoutes, type RouteObject } from 'react-router';
import { i18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { publicConfig } from '@/lib/public-config';
import { AuthLayout } from './layouts/auth-layout';
import { PublicLayout } from './layouts/public-layout';
import { lazyPage } from './lazy-page';
import { pageModules } from './page-modules';
import { RequireAuth } from './require-auth';
import { Root } from './root';
import { RouteErrorBoundary } from './route-error-boundary';

/** Strips the leading slash: child routes are relative to their layout. */
const rel = (path: string) => path.replace(/^\//, '');
/** A page's path below its parent route's (a business's areas below /founder/businesses/:id). */
const below = (parent: string, path: string) => path.slice(parent.length + 1);

/**
 * The route table, in React Router's declarative mode: its data-router half (loaders,
 * actions, fetchers) would add some 17 KB to every first load and nothing here uses it.
 * Pages load lazily (lazyPage); RouteErrorBoundary elements catch what goes wrong below them.
 */
export const routes: RouteObject[] = [
  {
    element: <RouteErrorBoundary />,
    children: [
      {
        element: <Root />,
        children: [
          {
            element: <PublicLayout />,
            children: [
              {
                element: <RouteErrorBoundary />,
                children: [
                  {
                    index: true,
                    // The hero's texts load beside the page's code, so the first page a visitor sees renders in one step.
                    element: lazyPage(() =>
                      Promise.all([pageModules.landing(), i18n.loadNamespaces('landing')]).then(([route]) => route),
                    ),
                  },
                  { path: rel(paths.businesses.path), element: lazyPage(pageModules.businesses) },
                  { path: rel(paths.projectCards.path), element: lazyPage(() => import('./routes/project-cards')) },
                  { path: rel(paths.business.path), element: lazyPage(pageModules.business) },
                  {
                    element: <RequireAuth />,
                    children: [
                      { path: rel(paths.payment.path), element: lazyPage(() => import('./routes/payment')) },
                      {
                        path: rel(paths.paymentSecure.path),
                        element: lazyPage(() => import('./routes/payment-secure')),
                      },
                      {
                        path: rel(paths.paymentProgress.path),
                        element: lazyPage(() => import('./routes/payment-progress')),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          // The operator console: its own module, layout and routes (admin-routes.tsx).
          { path: `${rel(paths.admin.path)}/*`, element: lazyPage(() => import('./admin-routes')) },
          {
            element: <AuthLayout />,
            children: [
              {
                element: <RouteErrorBoundary />,
                children: [
                  { path: rel(paths.terms.path), element: lazyPage(() => import('./routes/terms')) },
                  { path: rel(paths.privacy.path), element: lazyPage(() => import('./routes/privacy')) },
                  { path: rel(paths.riskWarning.path), element: lazyPage(() => import('./routes/risk-warning')) },
                  { path: rel(paths.signin.path), element: lazyPage(() => import('./routes/signin')) },
                  { path: rel(paths.signup.path), element: lazyPage(() => import('./routes/signup')) },
                  { path: rel(paths.forgotPassword.path), element: lazyPage(() => import('./routes/forgot-password')) },
                  { path: rel(paths.signInLink.path), element: lazyPage(() => import('./routes/signin-link')) },
                  { path: rel(paths.endSession.path), element: lazyPage(() => import('./routes/end-session')) },
                  { path: rel(paths.googleCallback.path), element: lazyPage(() => import('./routes/google-callback')) },
                  { path: rel(paths.profile.path), element: lazyPage(() => import('./routes/profile')) },
                  {
                    path: rel(paths.emailChangeConfirm.path),
                    element: lazyPage(() => import('./routes/email-change-confirm')),
                  },
                  { path: rel(paths.unsubscribe.path), element: lazyPage(() => import('./routes/unsubscribe')) },
                  { path: rel(paths.accountClosed.path), element: lazyPage(() => import('./routes/account-closed')) },
                  { path: rel(paths.portfolio.path), element: lazyPage(() => import('./routes/portfolio')) },
                  // A person listed on an application to raise needs no account: the e-mailed link is the key.
                  { path: rel(paths.founderVerify.path), element: lazyPage(() => import('./routes/founder-verify')) },
                  // The guided tour exists in demo mode only (issue 16); elsewhere the address is not found.
                  ...(publicConfig().demo
                    ? [{ path: rel(paths.demo.path), element: lazyPage(() => import('./routes/demo')) }]
                    : []),
                  // The local outbox exists outside production only; elsewhere the address is not found.
                  ...(publicConfig().devMailbox
                    ? [{ path: rel(paths.devMailbox.path), element: lazyPage(() => import('./routes/dev-mailbox')) }]
                    : []),
                  {
                    element: <RequireAuth />,
                    children: [
                      { path: rel(paths.quiz.path), element: lazyPage(() => import('./routes/quiz')) },
                      // The founder's portal (issue 26): one line per page under /founder.
                      { path: rel(paths.founder.path), element: lazyPage(() => import('./routes/founder')) },
                      { path: rel(paths.founderApply.path), element: lazyPage(() => import('./routes/founder-apply')) },
                      {
                        path: rel(paths.founderApplication.path),
                        element: lazyPage(() => import('./routes/founder-application')),
                      },
                      {
                        path: rel(paths.founderBusiness.path),
                        element: lazyPage(() => import('./routes/founder-business')),
                        children: [
                          { index: true, element: lazyPage(() => import('./routes/founder-overview')) },
                          {
                            path: below(paths.founderBusiness.path, paths.founderCampaign.path),
                            element: lazyPage(() => import('./routes/founder-campaign')),
                          },
                          {
                            path: below(paths.founderBusiness.path, paths.founderMedia.path),
                            element: lazyPage(() => import('./routes/founder-media')),
                          },
                          {
                            path: below(paths.founderBusiness.path, paths.founderTeam.path),
                            element: lazyPage(() => import('./routes/founder-team')),
                          },
                          {
                            path: below(paths.founderBusiness.path, paths.founderInvestors.path),
                            element: lazyPage(() => import('./routes/founder-investors')),
                          },
                          {
                            path: below(paths.founderBusiness.path, paths.founderRevenue.path),
                            element: lazyPage(() => import('./routes/founder-revenue')),
                          },
                        ],
                      },
                      {
                        path: rel(paths.founderInvitation.path),
                        element: lazyPage(() => import('./routes/founder-invitation')),
                      },
                      {
                        path: rel(paths.notifications.path),
                        element: lazyPage(() => import('./routes/notifications')),
                      },
                      { path: rel(paths.quizProfile.path), element: lazyPage(() => import('./routes/quiz-profile')) },
                      {
                        path: rel(paths.quizQuestions.path),
                        element: lazyPage(() => import('./routes/quiz-questions')),
                      },
                      { path: rel(paths.quizConsent.path), element: lazyPage(() => import('./routes/quiz-consent')) },
                      { path: rel(paths.quizDone.path), element: lazyPage(() => import('./routes/quiz-done')) },
                      { path: rel(paths.verification.path), element: lazyPage(() => import('./routes/verification')) },
                      {
                        path: rel(paths.verificationProgress.path),
                        element: lazyPage(() => import('./routes/verification-progress')),
                      },
                      {
                        path: rel(paths.verificationReturn.path),
                        element: lazyPage(() => import('./routes/verification-return')),
                      },
                    ],
                  },
                  { path: '*', element: lazyPage(() => import('./routes/not-found')) },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
