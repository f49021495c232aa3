import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
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

async function fill(email: string, password: string, confirm: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

describe('sign-up form', () => {
  it('shows the spec text for an invalid e-mail, linked to the field', async () => {
    renderAccount('/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fill('not-an-email', 'longenough', 'longenough');
    const error = await screen.findByText('Please enter a valid email address');
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(error).toHaveClass('text-red-700');
  });

  it('shows the spec text for a short password', async () => {
    renderAccount('/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fill('ann@example.com', 'short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('shows the spec text when the passwords differ', async () => {
    renderAccount('/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fill('ann@example.com', 'longenough', 'different1');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
  });

  it('shows the validation texts in the reader’s language', async () => {
    await act(() => i18n.changeLanguage('ru'));
    renderAccount('/signup');
    await screen.findByRole('heading', { name: 'Создайте аккаунт' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Электронная почта'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(await screen.findByText('Введите корректный адрес электронной почты')).toBeInTheDocument();
  });

  it('advises on character classes without blocking, sends the language, signs in and goes to the target', async () => {
    let body: unknown;
    const token = futureToken();
    server.use(
      http.post('/api/v1/auth/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          // A user who has passed the quiz: a not_passed one would be sent on to /quiz (spec §2).
          { token, user: makeUser({ email: 'ann@example.com', onboarding_status: 'passed' }) },
          { status: 201 },
        );
      }),
    );
    const { router } = renderAccount('/signup?redirectTo=%2Fbusiness%2Fb1%2Fpayment%3Famount%3D150');
    await screen.findByRole('heading', { name: 'Create your account' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'Ann@Example.com');
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    const advice = screen.getByTestId('password-advice');
    expect(within(advice).getByText('For a stronger password, we recommend:')).toBeInTheDocument();
    expect(within(advice).getByText('upper case letters')).toBeInTheDocument();
    expect(within(advice).getByText('numbers')).toBeInTheDocument();
    expect(within(advice).getByText('symbols')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/business/b1/payment'));
    expect(router.state.location.search).toBe('?amount=150');
    expect(body).toEqual({
      email: 'ann@example.com',
      password: 'abcdefgh',
      confirmPassword: 'abcdefgh',
      language: 'en',
    });
    expect(window.localStorage.getItem('auth_token')).toBe(token);
    expect(useSession.getState()).toMatchObject({ token, isAuthenticated: true, loading: false, error: null });
    expect(useSession.getState().user?.email).toBe('ann@example.com');
  });

  it("shows the server's refusal, translated, in the 'Sign Up Failed' dialog", async () => {
    server.use(
      http.post('/api/v1/auth/register', () =>
        HttpResponse.json(
          { detail: 'An account with this email already exists', code: 'EMAIL_TAKEN', requestId: 'r1' },
          { status: 409 },
        ),
      ),
    );
    renderAccount('/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fill('ann@example.com', 'longenough', 'longenough');
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up Failed' });
    expect(
      within(dialog).getByText('An account with this email already exists. Try signing in instead.'),
    ).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({
      isAuthenticated: false,
      loading: false,
      error: 'An account with this email already exists',
    });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign Up Failed' })).toBeNull());
  });

  it("falls back to the spec's default text when the answer makes no sense", async () => {
    server.use(http.post('/api/v1/auth/register', () => HttpResponse.json({ ok: true })));
    renderAccount('/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    await fill('ann@example.com', 'longenough', 'longenough');
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up Failed' });
    expect(within(dialog).getByText('Unable to create account. Please try again.')).toBeInTheDocument();
  });

  it('links to the terms and privacy policy, and to sign in with the same target', async () => {
    renderAccount('/signup?redirectTo=%2Fquiz');
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?redirectTo=%2Fquiz');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });
});
