import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as WebAuthnBrowser from '@simplewebauthn/browser';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { Root } from '@/app/root';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { AccountSettings } from '@/features/settings/components/account-settings';
import { useSession } from '@/lib/session';
import { futureToken, makeUser, resetSession, signInAs } from './account';
import { renderAccount } from './account-routes';
import { server } from './msw';
import { renderRoutes } from './render';

/**
 * The browser's side of WebAuthn is the library's; here it answers as a device would, or as a
 * person closing the prompt would, and the screens are checked around it.
 */
const browser = vi.hoisted(() => ({
  supported: true,
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', async (original) => ({
  ...(await original<typeof WebAuthnBrowser>()),
  browserSupportsWebAuthn: () => browser.supported,
  startRegistration: browser.startRegistration,
  startAuthentication: browser.startAuthentication,
}));

beforeEach(() => {
  resetSession();
  browser.supported = true;
  browser.startRegistration.mockReset();
  browser.startAuthentication.mockReset();
});

const credential = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'e30' } };
const ceremony = { challenge_id: '2b0f7b6a-3a4c-4d3e-9a55-5d7c2f1e9b10', options: { challenge: 'abc' } };
const passkey = (over: Record<string, unknown> = {}) => ({
  id: 'c3d9f7a2-5e61-4f0b-8a7e-1b2c3d4e5f60',
  name: 'Chrome on macOS',
  synced: true,
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
  ...over,
});

const settingsRoutes: RouteObject[] = [
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
            ],
          },
        ],
      },
    ],
  },
];

function serveSettings(list: ReturnType<typeof passkey>[]) {
  server.use(
    http.get('/api/v1/users/me', () => HttpResponse.json(makeUser({ onboarding_status: 'passed' }))),
    http.get('/api/v1/users/me/email-change', () => HttpResponse.json({ pending: null })),
    http.get('/api/v1/users/me/email-preferences', () => HttpResponse.json({ preferences: [] })),
    http.get('/api/v1/auth/sessions', () => HttpResponse.json({ sessions: [] })),
    http.get('/api/v1/auth/passkeys', () => HttpResponse.json({ passkeys: list })),
  );
}

const card = async () => (await screen.findByRole('heading', { name: 'Passkeys' })).closest('section')!;

describe('passkeys in the settings', () => {
  it('adds a passkey: the options go to the browser and its answer back to the server', async () => {
    signInAs();
    const list: ReturnType<typeof passkey>[] = [];
    serveSettings(list);
    let sent: unknown;
    server.use(
      http.post('/api/v1/auth/passkeys/registration', () => HttpResponse.json(ceremony)),
      http.post('/api/v1/auth/passkeys', async ({ request }) => {
        sent = await request.json();
        list.push(passkey());
        return HttpResponse.json(passkey(), { status: 201 });
      }),
    );
    browser.startRegistration.mockResolvedValue(credential);
    renderRoutes(settingsRoutes, '/profile');
    const section = await card();
    expect(await within(section).findByText('You have no passkeys yet.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(section).findByText(/Passkey added/)).toBeInTheDocument();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: ceremony.options });
    expect(sent).toEqual({ challenge_id: ceremony.challenge_id, credential });
    expect(await within(section).findByText('Chrome on macOS')).toBeInTheDocument();
    expect(within(section).getByText('Synced')).toBeInTheDocument();
  });

  it('says nothing when the person closes the prompt, and says why when the device has one already', async () => {
    signInAs();
    serveSettings([]);
    server.use(http.post('/api/v1/auth/passkeys/registration', () => HttpResponse.json(ceremony)));
    const { WebAuthnError } = await import('@simplewebauthn/browser');
    const closed = Object.assign(new Error('closed'), { name: 'NotAllowedError' });
    browser.startRegistration.mockRejectedValueOnce(closed);
    renderRoutes(settingsRoutes, '/profile');
    const section = await card();
    await userEvent.click(await within(section).findByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(browser.startRegistration).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Add a passkey' })).toBeEnabled());
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();

    browser.startRegistration.mockRejectedValueOnce(
      new WebAuthnError({
        message: 'registered',
        code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
        cause: Object.assign(new Error('x'), { name: 'InvalidStateError' }),
      }),
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This device already has a passkey for your account.',
    );
  });

  it('renames and removes a passkey after confirming', async () => {
    signInAs();
    let list = [passkey({ last_used_at: '2026-11-24T09:00:00.000Z' })];
    serveSettings(list);
    let renamed: unknown;
    server.use(
      http.get('/api/v1/auth/passkeys', () => HttpResponse.json({ passkeys: list })),
      http.patch('/api/v1/auth/passkeys/:id', async ({ request }) => {
        renamed = await request.json();
        list = [passkey({ name: 'Work laptop' })];
        return HttpResponse.json(list[0]);
      }),
      http.delete('/api/v1/auth/passkeys/:id', () => {
        list = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderRoutes(settingsRoutes, '/profile');
    const section = await card();
    expect(await within(section).findByText(/last used/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Rename the passkey Chrome on macOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    const input = within(dialog).getByLabelText('Name');
    await userEvent.clear(input);
    await userEvent.type(input, '  Work laptop ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Work laptop')).toBeInTheDocument();
    expect(renamed).toEqual({ name: 'Work laptop' });

    await userEvent.click(within(section).getByRole('button', { name: 'Remove the passkey Work laptop' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(section).findByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('is not offered where the browser cannot use passkeys', async () => {
    browser.supported = false;
    signInAs();
    serveSettings([]);
    renderRoutes(settingsRoutes, '/profile');
    await screen.findByRole('heading', { name: 'Password' });
    expect(screen.queryByRole('heading', { name: 'Passkeys' })).not.toBeInTheDocument();
  });
});

describe('signing in with a passkey', () => {
  it('signs in with the passkey the browser gives and goes on to the profile', async () => {
    const token = futureToken();
    let sent: unknown;
    server.use(
      http.post('/api/v1/auth/passkeys/sign-in/options', () => HttpResponse.json(ceremony)),
      http.post('/api/v1/auth/passkeys/sign-in', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token, user: makeUser() });
      }),
      http.get('/api/v1/users/me', () => HttpResponse.json(makeUser())),
    );
    browser.startAuthentication.mockResolvedValue(credential);
    renderAccount('/signin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(useSession.getState().isAuthenticated).toBe(true));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: ceremony.options });
    expect(sent).toEqual({ challenge_id: ceremony.challenge_id, credential });
    expect(useSession.getState().token).toBe(token);
  });

  it("shows the server's reason when the passkey is refused, and nothing when the prompt is closed", async () => {
    server.use(
      http.post('/api/v1/auth/passkeys/sign-in/options', () => HttpResponse.json(ceremony)),
      http.post('/api/v1/auth/passkeys/sign-in', () =>
        HttpResponse.json(
          { detail: 'This passkey could not be verified. Please try again.', code: 'PASSKEY_INVALID', requestId: 'r' },
          { status: 400 },
        ),
      ),
    );
    browser.startAuthentication.mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    renderAccount('/signin');
    const button = await screen.findByRole('button', { name: 'Sign in with a passkey' });
    await userEvent.click(button);
    await waitFor(() => expect(browser.startAuthentication).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    browser.startAuthentication.mockResolvedValueOnce(credential);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Login Failed' });
    expect(within(dialog).getByText('This passkey could not be verified. Please try again.')).toBeInTheDocument();
    expect(useSession.getState().isAuthenticated).toBe(false);
  });
});
