import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { futureToken, makeUser, resetSession } from './account';
import { renderAccount } from './account-routes';
import { server } from './msw';

beforeEach(resetSession);
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in', () => {
  it("shows the server's text in the 'Login Failed' dialog for a wrong password", async () => {
    server.use(
      http.post('/api/v1/auth/login', () =>
        HttpResponse.json(
          { detail: 'Invalid email or password', code: 'INVALID_CREDENTIALS', requestId: 'r1' },
          { status: 401 },
        ),
      ),
    );
    renderAccount('/signin');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await signIn('ann@example.com', 'wrong-password');
    const dialog = await screen.findByRole('dialog', { name: 'Login Failed' });
    expect(within(dialog).getByText('Invalid email or password')).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({
      isAuthenticated: false,
      loading: false,
      error: 'Invalid email or password',
    });
  });

  it("shows the spec's default text when no reason can be given", async () => {
    server.use(http.post('/api/v1/auth/login', () => HttpResponse.json({ user: makeUser() })));
    renderAccount('/signin');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await signIn('ann@example.com', 'password1');
    const dialog = await screen.findByRole('dialog', { name: 'Login Failed' });
    expect(within(dialog).getByText('Unable to sign in. Please try again.')).toBeInTheDocument();
  });

  it('signs in, keeps the loading flag while waiting, and returns to the remembered path and query', async () => {
    const token = futureToken();
    let body: unknown;
    server.use(
      http.post('/api/v1/auth/login', async ({ request }) => {
        body = await request.json();
        await delay(50);
        return HttpResponse.json({ access_token: token, profile: makeUser({ name: 'Ann Lee' }) });
      }),
    );
    const { router } = renderAccount('/signin?redirectTo=%2Fquiz%2Fprofile%3Fstep%3D2');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await signIn('ann@example.com', 'password1');
    await waitFor(() => expect(useSession.getState().loading).toBe(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quiz/profile'));
    expect(router.state.location.search).toBe('?step=2');
    expect(body).toEqual({ email: 'ann@example.com', password: 'password1' });
    expect(useSession.getState()).toMatchObject({ token, isAuthenticated: true, loading: false });
    expect(useSession.getState().user?.name).toBe('Ann Lee');
  });

  it("goes to the profile by default, never to another site, and applies the profile's language", async () => {
    server.use(
      http.post('/api/v1/auth/login', () =>
        HttpResponse.json({ token: futureToken(), user: makeUser({ language: 'vi' }) }),
      ),
    );
    const { router } = renderAccount('/signin?redirectTo=%2F%2Fevil.example%2F');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await signIn('ann@example.com', 'password1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await waitFor(() => expect(i18n.language).toBe('vi'));
    expect(window.localStorage.getItem('preferred_language')).toBe('vi');
  });

  it('validates before calling the server', async () => {
    renderAccount('/signin');
    await screen.findByRole('heading', { name: 'Welcome back' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ann@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    renderAccount('/signin');
    await screen.findByRole('heading', { name: 'Welcome back' });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('links to sign up keeping the target, and to password recovery', async () => {
    renderAccount('/signin?redirectTo=%2Fportfolio');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?redirectTo=%2Fportfolio',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
