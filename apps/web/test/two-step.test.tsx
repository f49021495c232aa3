import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import type * as WebAuthnBrowser from '@simplewebauthn/browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { Root } from '@/app/root';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { AccountSettings } from '@/features/settings/components/account-settings';
import { TwoStepCard } from '@/features/two-step/components/two-step-card';
import { useSession } from '@/lib/session';
import { DEVICE_TOKEN_KEY } from '@/lib/storage';
import { futureToken, makeUser, resetSession, signInAs } from './account';
import { renderAccount } from './account-routes';
import { server } from './msw';
import { renderRoutes } from './render';

/** The browser's side of WebAuthn answers as a device with a passkey would (passkeys.test.tsx). */
const browser = vi.hoisted(() => ({ supported: false, startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', async (original) => ({
  ...(await original<typeof WebAuthnBrowser>()),
  browserSupportsWebAuthn: () => browser.supported,
  startAuthentication: browser.startAuthentication,
}));
const passkeyAnswer = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'e30' } };
const passkeyCeremony = { challenge_id: '2b0f7b6a-3a4c-4d3e-9a55-5d7c2f1e9b10', options: { challenge: 'abc' } };

beforeEach(() => {
  resetSession();
  window.localStorage.removeItem(DEVICE_TOKEN_KEY);
  browser.supported = false;
  browser.startAuthentication.mockReset();
});

const status = (overrides: Record<string, unknown> = {}) => ({
  methods: [],
  totp: { enabled: false, enabled_at: null },
  recovery_codes_left: 0,
  required_by: null,
  required_now: false,
  ...overrides,
});
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

const profileRoutes: RouteObject[] = [
  {
    element: <RouteErrorBoundary />,
    children: [
      {
        element: <Root />,
        children: [
          {
            element: <AuthLayout />,
            children: [
              {
                path: 'profile',
                element: (
                  <ProfilePage
                    settings={(user) => (
                      <>
                        <TwoStepCard />
                        <AccountSettings user={user} />
                      </>
                    )}
                  />
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];

function serveProfile(twoStep = status()) {
  server.use(
    http.get('/api/v1/users/me', () => HttpResponse.json(makeUser({ onboarding_status: 'passed' }))),
    http.get('/api/v1/users/me/email-change', () => HttpResponse.json({ pending: null })),
    http.get('/api/v1/users/me/email-preferences', () => HttpResponse.json({ preferences: [] })),
    http.get('/api/v1/auth/sessions', () => HttpResponse.json({ sessions: [] })),
    http.get('/api/v1/auth/second-factor', () => HttpResponse.json(twoStep)),
  );
}

describe('signing in with two-step verification', () => {
  it('asks for the code after the password, remembers the device when asked, then signs in', async () => {
    const token = futureToken();
    let sent: unknown = null;
    server.use(
      http.post('/api/v1/auth/login', () =>
        HttpResponse.json({
          second_factor_required: true,
          challenge: 'c'.repeat(43),
          methods: ['totp', 'recovery_code'],
        }),
      ),
      http.post('/api/v1/auth/second-factor', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token, user: makeUser(), device_token: 'd'.repeat(43) });
      }),
      http.get('/api/v1/users/me', () => HttpResponse.json(makeUser())),
    );
    renderAccount('/signin');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    await user.type(screen.getByLabelText('Code from the app'), '123 456');
    await user.click(screen.getByLabelText('Remember this device for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(useSession.getState().token).toBe(token));
    expect(sent).toEqual({ challenge: 'c'.repeat(43), method: 'totp', code: '123 456', remember_device: true });
    expect(window.localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('d'.repeat(43));
  });

  it('takes a recovery code instead, and sends the remembered device with the next password', async () => {
    window.localStorage.setItem(DEVICE_TOKEN_KEY, 'r'.repeat(43));
    let loginBody: unknown = null;
    let sent: unknown = null;
    server.use(
      http.post('/api/v1/auth/login', async ({ request }) => {
        loginBody = await request.json();
        return HttpResponse.json({
          second_factor_required: true,
          challenge: 'c'.repeat(43),
          methods: ['totp', 'recovery_code'],
        });
      }),
      http.post('/api/v1/auth/second-factor', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { detail: 'This code is not correct.', code: 'SECOND_FACTOR_INVALID', requestId: 'r1' },
          { status: 400 },
        );
      }),
    );
    renderAccount('/signin');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(loginBody).toMatchObject({ device_token: 'r'.repeat(43) });

    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('This code is not correct. Please check it and try again.')).toBeInTheDocument();
    expect(sent).toMatchObject({ method: 'recovery_code', code: 'abcde-fghjk', remember_device: false });
  });
});

describe('the two-step verification card', () => {
  it('shows the QR code and the key, turns on with a code and shows the recovery codes once', async () => {
    signInAs();
    serveProfile();
    server.use(
      http.post('/api/v1/auth/second-factor/totp', () =>
        HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/Grove:ann?secret=JBSWY3DPEHPK3PXP',
          qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        }),
      ),
      http.post('/api/v1/auth/second-factor/totp/confirm', () => HttpResponse.json({ recovery_codes: CODES })),
    );
    renderRoutes(profileRoutes, '/profile');
    const user = userEvent.setup();
    const card = await screen.findByTestId('two-step-card');
    expect(
      await within(card).findByText('Two-step verification is off. Anyone with your password can sign in.'),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Set up two-step verification' }));
    await user.click(within(card).getByRole('button', { name: 'Show the QR code' }));
    expect(await within(card).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(within(card).getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(within(card).getByLabelText('Code from the app'), '123456');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    const codes = await within(card).findByTestId('recovery-codes');
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(codes).toHaveTextContent('They are shown only now.');
  });
});

describe('step-up', () => {
  it('opens when a change answers STEP_UP_REQUIRED, and sends the change again once confirmed', async () => {
    signInAs();
    serveProfile();
    let attempts = 0;
    let stepUp: unknown = null;
    server.use(
      http.put('/api/v1/users/me/password', () => {
        attempts += 1;
        if (attempts === 1) {
          return HttpResponse.json(
            {
              detail: 'Please confirm it is you to continue.',
              code: 'STEP_UP_REQUIRED',
              requestId: 'r',
              methods: ['password'],
            },
            { status: 403 },
          );
        }
        return HttpResponse.json({ token: futureToken(), user: makeUser({ onboarding_status: 'passed' }) });
      }),
      http.post('/api/v1/auth/step-up', async ({ request }) => {
        stepUp = await request.json();
        return HttpResponse.json({ valid_until: '2026-11-26T19:00:00.000Z' });
      }),
    );
    renderRoutes(profileRoutes, '/profile');
    const user = userEvent.setup();
    // The password card is the first with a current password (the e-mail card has one too).
    const [current] = await screen.findAllByLabelText('Current password');
    await user.type(current!, 'old password 1');
    await user.type(screen.getByLabelText('New password'), 'new password 12');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new password 12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText('Your password'), 'old password 1');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(stepUp).toEqual({ method: 'password', password: 'old password 1' });
    expect(await screen.findByText('Password changed. Your other devices were signed out.')).toBeInTheDocument();
  });

  it("takes one of the account's passkeys instead of a code", async () => {
    browser.supported = true;
    browser.startAuthentication.mockResolvedValue(passkeyAnswer);
    signInAs();
    serveProfile();
    let attempts = 0;
    let stepUp: unknown = null;
    server.use(
      http.get('/api/v1/auth/passkeys', () => HttpResponse.json({ passkeys: [] })),
      http.put('/api/v1/users/me/password', () => {
        attempts += 1;
        if (attempts === 1) {
          return HttpResponse.json(
            { detail: 'Please confirm.', code: 'STEP_UP_REQUIRED', requestId: 'r', methods: ['totp', 'passkey'] },
            { status: 403 },
          );
        }
        return HttpResponse.json({ token: futureToken(), user: makeUser({ onboarding_status: 'passed' }) });
      }),
      http.post('/api/v1/auth/step-up/passkey', () => HttpResponse.json(passkeyCeremony)),
      http.post('/api/v1/auth/step-up', async ({ request }) => {
        stepUp = await request.json();
        return HttpResponse.json({ valid_until: '2026-11-26T19:00:00.000Z' });
      }),
    );
    renderRoutes(profileRoutes, '/profile');
    const user = userEvent.setup();
    const [current] = await screen.findAllByLabelText('Current password');
    await user.type(current!, 'old password 1');
    await user.type(screen.getByLabelText('New password'), 'new password 12');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new password 12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: passkeyCeremony.options });
    expect(stepUp).toEqual({
      method: 'passkey',
      challenge_id: passkeyCeremony.challenge_id,
      credential: passkeyAnswer,
    });
  });
});

describe('signing in with two-step verification and a passkey', () => {
  it('answers the second step with a passkey, for the sign-in’s challenge', async () => {
    browser.supported = true;
    browser.startAuthentication.mockResolvedValue(passkeyAnswer);
    const token = futureToken();
    let options: unknown = null;
    let sent: unknown = null;
    server.use(
      http.post('/api/v1/auth/login', () =>
        HttpResponse.json({
          second_factor_required: true,
          challenge: 'c'.repeat(43),
          methods: ['totp', 'recovery_code', 'passkey'],
        }),
      ),
      http.post('/api/v1/auth/second-factor/passkey', async ({ request }) => {
        options = await request.json();
        return HttpResponse.json(passkeyCeremony);
      }),
      http.post('/api/v1/auth/second-factor', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token, user: makeUser() });
      }),
      http.get('/api/v1/users/me', () => HttpResponse.json(makeUser())),
    );
    renderAccount('/signin');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: /^Sign in$/ }));
    await user.click(await screen.findByRole('button', { name: 'Use a passkey instead' }));
    await waitFor(() => expect(useSession.getState().token).toBe(token));
    expect(options).toEqual({ challenge: 'c'.repeat(43) });
    expect(sent).toEqual({
      challenge: 'c'.repeat(43),
      method: 'passkey',
      challenge_id: passkeyCeremony.challenge_id,
      credential: passkeyAnswer,
      remember_device: false,
    });
  });
});
