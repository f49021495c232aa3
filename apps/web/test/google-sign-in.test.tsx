import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleSignIn } from '@/features/auth/components/google-sign-in';
import { useSession } from '@/lib/session';
import { DEVICE_TOKEN_KEY } from '@/lib/storage';
import { futureToken, makeUser, resetSession, setPublicConfig } from './account';
import { renderAccount } from './account-routes';
import { server } from './msw';

const SCRIPT = 'script[src="https://accounts.google.com/gsi/client"]';

let restoreConfig: () => void;
beforeEach(() => {
  resetSession();
  sessionStorage.clear();
  restoreConfig = setPublicConfig({ googleClientId: 'client-123.apps.googleusercontent.com' });
});
afterEach(() => {
  restoreConfig();
  delete window.google;
});

function renderButton() {
  return render(
    <MemoryRouter>
      <GoogleSignIn redirectTo="/portfolio" />
    </MemoryRouter>,
  );
}

describe('Google sign-in wrapper', () => {
  it('loads the provider script when its global is absent, and removes it on unmount', () => {
    const { unmount } = renderButton();
    const script = document.head.querySelector<HTMLScriptElement>(SCRIPT);
    expect(script).not.toBeNull();
    expect(script?.async).toBe(true);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    unmount();
    expect(document.head.querySelector(SCRIPT)).toBeNull();
  });

  it('does not load the script when the global is there, and starts the redirect code flow', async () => {
    const requestCode = vi.fn();
    const initCodeClient = vi.fn(() => ({ requestCode }));
    window.google = { accounts: { oauth2: { initCodeClient } } };
    renderButton();
    expect(document.head.querySelector(SCRIPT)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(initCodeClient).toHaveBeenCalledWith({
      client_id: 'client-123.apps.googleusercontent.com',
      scope: 'openid email profile',
      ux_mode: 'redirect',
      redirect_uri: `${window.location.origin}/auth/google/callback`,
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(requestCode).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('grove.google.state')).toBe(
      (initCodeClient.mock.calls[0] as unknown as [{ state: string }])[0].state,
    );
    expect(sessionStorage.getItem('grove.google.redirectTo')).toBe('/portfolio');
  });

  it('is hidden entirely without a client id', () => {
    restoreConfig();
    restoreConfig = setPublicConfig({ googleClientId: null });
    renderButton();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(document.head.querySelector(SCRIPT)).toBeNull();
  });
});

describe('Google callback', () => {
  it("exchanges the code and goes to the remembered page, showing 'Finishing authorization' meanwhile", async () => {
    sessionStorage.setItem('grove.google.state', 'abc123');
    sessionStorage.setItem('grove.google.redirectTo', '/business/b1?tab=team');
    let body: unknown;
    const token = futureToken();
    server.use(
      http.post('/api/v1/auth/google/code', async ({ request }) => {
        body = await request.json();
        await delay(100);
        return HttpResponse.json({ data: { token }, user: makeUser() });
      }),
    );
    const { router } = renderAccount('/auth/google/callback?code=4%2Fcode&state=abc123');
    expect(await screen.findByRole('heading', { name: 'Finishing authorization' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/b1'));
    expect(router.state.location.search).toBe('?tab=team');
    expect(body).toEqual({ code: '4/code', redirect_uri: `${window.location.origin}/auth/google/callback` });
    expect(useSession.getState()).toMatchObject({ token, isAuthenticated: true });
    expect(sessionStorage.getItem('grove.google.state')).toBeNull();
  });

  it('refuses an answer whose state does not match, without calling the server', async () => {
    sessionStorage.setItem('grove.google.state', 'abc123');
    renderAccount('/auth/google/callback?code=4%2Fcode&state=forged');
    const dialog = await screen.findByRole('dialog', { name: 'Login Failed' });
    expect(within(dialog).getByText('Unable to sign in. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it("shows the server's refusal in the 'Login Failed' dialog", async () => {
    sessionStorage.setItem('grove.google.state', 'abc123');
    server.use(
      http.post('/api/v1/auth/google/code', () =>
        HttpResponse.json(
          { detail: 'Google authentication failed', code: 'GOOGLE_AUTH_FAILED', requestId: 'r' },
          { status: 401 },
        ),
      ),
    );
    renderAccount('/auth/google/callback?code=x1y2&state=abc123');
    const dialog = await screen.findByRole('dialog', { name: 'Login Failed' });
    expect(within(dialog).getByText('Google sign-in failed. Please try again.')).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, error: 'Google authentication failed' });
  });

  it('asks for the second step of an account with two-step verification, then goes to the remembered page', async () => {
    sessionStorage.setItem('grove.google.state', 'abc123');
    sessionStorage.setItem('grove.google.redirectTo', '/portfolio');
    window.localStorage.setItem(DEVICE_TOKEN_KEY, 'r'.repeat(43));
    let body: unknown;
    let sent: unknown;
    const token = futureToken();
    server.use(
      http.post('/api/v1/auth/google/code', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ second_factor_required: true, challenge: 'c'.repeat(43), methods: ['totp'] });
      }),
      http.post('/api/v1/auth/second-factor', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token, user: makeUser() });
      }),
      http.get('/api/v1/users/me', () => HttpResponse.json(makeUser())),
    );
    const { router } = renderAccount('/auth/google/callback?code=4%2Fcode&state=abc123');
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByText("Google confirmed it's you. One more step to keep your money safe.")).toBeInTheDocument();
    // The remembered device goes with the code: a remembered device skips the second step.
    expect(body).toMatchObject({ code: '4/code', device_token: 'r'.repeat(43) });
    expect(useSession.getState().token).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/portfolio'));
    expect(sent).toMatchObject({ challenge: 'c'.repeat(43), method: 'totp', code: '123456' });
    expect(useSession.getState()).toMatchObject({ token, isAuthenticated: true });
    window.localStorage.removeItem(DEVICE_TOKEN_KEY);
  });
});
