import { createBrowserRouter, type RouteObject } from 'react-router';
import { i18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { publicConfig } from '@/lib/public-config';
import { AuthLayout } from './layouts/auth-layout';
import { PublicLayout } from './layouts/public-layout';
import { RequireAuth } from './require-auth';
import { AppLoading, Root } from './root';
import { RouteErrorBoundary } from './route-error-boundary';

/** Strips the leading slash: child routes are relative to their layout. */
const rel = (path: string) => path.replace(/^\//, '');

export const routes: RouteObject[] = [
  {
    element: <Root />,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: AppLoading,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: [
              {
                index: true,
                // The hero's texts load beside the page's code, so the first page a visitor sees renders in one step.
                lazy: () =>
                  Promise.all([import('./routes/landing'), i18n.loadNamespaces('landing')]).then(([route]) => route),
              },
              { path: rel(paths.businesses.path), lazy: () => import('./routes/businesses') },
              { path: rel(paths.projectCards.path), lazy: () => import('./routes/project-cards') },
              { path: rel(paths.business.path), lazy: () => import('./routes/business') },
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
              { path: rel(paths.signin.path), lazy: () => import('./routes/signin') },
              { path: rel(paths.signup.path), lazy: () => import('./routes/signup') },
              { path: rel(paths.forgotPassword.path), lazy: () => import('./routes/forgot-password') },
              { path: rel(paths.googleCallback.path), lazy: () => import('./routes/google-callback') },
              { path: rel(paths.profile.path), lazy: () => import('./routes/profile') },
              { path: rel(paths.portfolio.path), lazy: () => import('./routes/portfolio') },
              // The local outbox exists outside production only; elsewhere the address is not found.
              ...(publicConfig().devMailbox
                ? [{ path: rel(paths.devMailbox.path), lazy: () => import('./routes/dev-mailbox') }]
                : []),
              {
                element: <RequireAuth />,
                children: [
                  { path: rel(paths.quiz.path), lazy: () => import('./routes/quiz') },
                  { path: rel(paths.quizProfile.path), lazy: () => import('./routes/quiz-profile') },
                  { path: rel(paths.quizQuestions.path), lazy: () => import('./routes/quiz-questions') },
                  { path: rel(paths.quizConsent.path), lazy: () => import('./routes/quiz-consent') },
                  { path: rel(paths.quizDone.path), lazy: () => import('./routes/quiz-done') },
                  { path: rel(paths.verification.path), lazy: () => import('./routes/verification') },
                  { path: rel(paths.verificationProgress.path), lazy: () => import('./routes/verification-progress') },
                  { path: rel(paths.verificationReturn.path), lazy: () => import('./routes/verification-return') },
                ],
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
