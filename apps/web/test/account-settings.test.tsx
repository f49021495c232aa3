import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { Root } from '@/app/root';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { AccountClosedPage } from '@/features/settings/components/account-closed-page';
import { AccountSettings } from '@/features/settings/components/account-settings';
import { UnsubscribePage } from '@/features/settings/components/unsubscribe-page';
import { useSession } from '@/lib/session';
import { makeUser, resetSession, signInAs } from './account';
import { server } from './msw';
import { renderRoutes } from './render';

beforeEach(resetSession);

const routes: RouteObject[] = [
  {
    element: <RouteErrorBoundary />,
    children: [
      {
        element: <Root />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              { path: 'profile', element: <ProfilePage settings={(user) => <AccountSettings user={user} />} /> },
              { path: 'account/closed', element: <AccountClosedPage /> },
              { path: 'unsubscribe', element: <UnsubscribePage /> },
            ],
          },
        ],
      },
    ],
  },
];

const preferences = {
  preferences: [
    { kind: 'security', enabled: true, required: true },
    { kind: 'money', enabled: true, required: true },
    { kind: 'account', enabled: true, required: false },
    { kind: 'business_updates', enabled: true, required: false },
    { kind: 'openings', enabled: true, required: false },
  ],
};

function serveSettings() {
  server.use(
    http.get('/api/v1/users/me', () => HttpResponse.json(makeUser({ onboarding_status: 'passed' }))),
    http.get('/api/v1/users/me/email-change', () => HttpResponse.json({ pending: null })),
    http.get('/api/v1/users/me/email-preferences', () => HttpResponse.json(preferences)),
  );
}

describe('account settings', () => {
  it('changes the password and keeps this device signed in with the new token', async () => {
    signInAs();
    serveSettings();
    let sent: unknown;
    server.use(
      http.put('/api/v1/users/me/password', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token: 'fresh-token', user: makeUser({ onboarding_status: 'passed' }) });
      }),
    );
    renderRoutes(routes, '/profile');
    const card = (await screen.findByRole('heading', { name: 'Password' })).closest('section')!;
    await userEvent.type(within(card).getByLabelText('Current password'), 'old password 1');
    await userEvent.type(within(card).getByLabelText('New password'), 'new password 22');
    await userEvent.type(within(card).getByLabelText('Repeat the new password'), 'new password 22');
    await userEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText(/Password changed/)).toBeInTheDocument();
    expect(sent).toEqual({
      current_password: 'old password 1',
      password: 'new password 22',
      confirmPassword: 'new password 22',
    });
    expect(useSession.getState().token).toBe('fresh-token');
  });

  it('shows why closing is refused, in the dialog, keeping what was typed', async () => {
    signInAs();
    serveSettings();
    server.use(
      http.post('/api/v1/users/me/close', () =>
        HttpResponse.json(
          { detail: 'Your wallet still holds money.', code: 'ACCOUNT_HAS_BALANCE', requestId: 'r1' },
          { status: 409 },
        ),
      ),
    );
    renderRoutes(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog');
    const password = within(dialog).getByLabelText('Current password');
    await userEvent.type(password, 'my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your wallet still holds money. Withdraw it to your bank first, then close the account.',
    );
    expect(password).toHaveValue('my password');
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it('closes the account, signs out and says what was kept', async () => {
    signInAs();
    serveSettings();
    server.use(http.post('/api/v1/users/me/close', () => new HttpResponse(null, { status: 204 })));
    renderRoutes(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'my password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(await screen.findByRole('heading', { name: 'Your account is closed' })).toBeInTheDocument();
    await waitFor(() => expect(useSession.getState().isAuthenticated).toBe(false));
  });

  it('keeps security and money e-mails locked on and switches another kind off', async () => {
    signInAs();
    serveSettings();
    let sent: unknown;
    server.use(
      http.put('/api/v1/users/me/email-preferences', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          preferences: preferences.preferences.map((p) => (p.kind === 'openings' ? { ...p, enabled: false } : p)),
        });
      }),
    );
    renderRoutes(routes, '/profile');
    expect(await screen.findByLabelText('Money')).toBeDisabled();
    const openings = screen.getByLabelText('Openings');
    await userEvent.click(openings);
    await waitFor(() => expect(openings).not.toBeChecked());
    expect(sent).toEqual({ kind: 'openings', enabled: false });
  });

  it('asks before unsubscribing from a link, then confirms', async () => {
    server.use(http.post('/api/v1/email/unsubscribe', () => HttpResponse.json({ kind: 'business_updates' })));
    renderRoutes(routes, `/unsubscribe?token=${'a'.repeat(30)}.${'b'.repeat(43)}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You will no longer receive “Business news” emails.');
  });
});
