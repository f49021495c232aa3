import type { RouteObject } from 'react-router';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { Root } from '@/app/root';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { EndSessionPage } from '@/features/auth/components/end-session-page';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';
import { GoogleCallbackPage } from '@/features/auth/components/google-callback-page';
import { SignInLinkPage } from '@/features/auth/components/sign-in-link-page';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { SignUpPage } from '@/features/auth/components/sign-up-page';
import { MailboxPage } from '@/features/mailbox/components/mailbox-page';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { renderRoutes } from './render';

function Landed() {
  return <p>landed</p>;
}

/** The account screens in the auth layout, under the app's root; any other path shows "landed". */
export const accountRoutes: RouteObject[] = [
  {
    element: <RouteErrorBoundary />,
    children: [
      {
        element: <Root />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              { path: 'signin', element: <SignInPage /> },
              { path: 'signup', element: <SignUpPage /> },
              { path: 'forgot-password', element: <ForgotPasswordPage /> },
              { path: 'signin/link', element: <SignInLinkPage /> },
              { path: 'sessions/end', element: <EndSessionPage /> },
              { path: 'auth/google/callback', element: <GoogleCallbackPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'dev/mailbox', element: <MailboxPage /> },
              { path: '*', element: <Landed /> },
            ],
          },
        ],
      },
    ],
  },
];

export function renderAccount(url: string) {
  return renderRoutes(accountRoutes, url);
}
