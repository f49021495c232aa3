import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { resetSession, setPublicConfig } from './account';
import { renderAccount } from './account-routes';
import { server } from './msw';

beforeEach(resetSession);

function acceptRecoveryRequests(seen: unknown[] = []) {
  server.use(
    http.post('/api/v1/auth/password/forgot', async ({ request }) => {
      seen.push(await request.json());
      return HttpResponse.json({ detail: 'Recovery code sent to your email' });
    }),
  );
  return seen;
}

async function requestCode(email: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Reset your password' });
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('Recovery code sent to your email');
  return user;
}

describe('password recovery', () => {
  let restoreConfig: (() => void) | undefined;
  afterEach(() => restoreConfig?.());

  it('asks for the e-mail, then for the code and the new password', async () => {
    const seen = acceptRecoveryRequests();
    renderAccount('/forgot-password');
    await requestCode('ann@example.com');
    expect(seen).toEqual([{ email: 'ann@example.com' }]);
    expect(useSession.getState().recoveryCode).toBe('ann@example.com');
    const code = screen.getByLabelText('Confirmation code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toBeInTheDocument();
    expect(screen.queryByText('Demo: read the e-mail in the local mailbox')).toBeNull();
  });

  it("shows 'Invalid recovery code' in the 'Reset Failed' dialog for a wrong code", async () => {
    acceptRecoveryRequests();
    server.use(
      http.post('/api/v1/auth/password/reset', () =>
        HttpResponse.json(
          { detail: 'Invalid recovery code', code: 'INVALID_RECOVERY_CODE', requestId: 'r2' },
          { status: 400 },
        ),
      ),
    );
    renderAccount('/forgot-password');
    const user = await requestCode('ann@example.com');
    await user.type(screen.getByLabelText('Confirmation code'), '000000');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset Failed' });
    expect(within(dialog).getByText('Invalid recovery code')).toBeInTheDocument();
    expect(useSession.getState().recoveryCode).toBe('ann@example.com');
  });

  it('goes back to the e-mail step', async () => {
    acceptRecoveryRequests();
    renderAccount('/forgot-password');
    const user = await requestCode('ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Back to email' }));
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(screen.queryByLabelText('Confirmation code')).toBeNull();
    expect(useSession.getState().recoveryCode).toBeNull();
  });

  it('resets the password, clears the request and sends the user to sign in', async () => {
    acceptRecoveryRequests();
    let body: unknown;
    server.use(
      http.post('/api/v1/auth/password/reset', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ detail: 'Password updated' });
      }),
    );
    const { router } = renderAccount('/forgot-password');
    const user = await requestCode('ann@example.com');
    await user.type(screen.getByLabelText('Confirmation code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(body).toEqual({
      email: 'ann@example.com',
      code: '123456',
      password: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    expect(useSession.getState().recoveryCode).toBeNull();
    expect(
      await screen.findByText('Your password has been changed. Sign in with your new password.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
  });

  it("shows the 'Recovery Failed' dialog when the code cannot be sent", async () => {
    server.use(
      http.post('/api/v1/auth/password/forgot', () =>
        HttpResponse.json({ detail: 'Too many requests', code: 'RATE_LIMITED', requestId: 'r3' }, { status: 429 }),
      ),
    );
    renderAccount('/forgot-password');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Reset your password' });
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recovery Failed' });
    expect(within(dialog).getByText('Too many attempts. Please wait a minute and try again.')).toBeInTheDocument();
    expect(useSession.getState()).toMatchObject({ recoveryCode: null, loading: false, error: 'Too many requests' });
  });

  it('reopens on the second step, with a link to the local mailbox in demo setups', async () => {
    restoreConfig = setPublicConfig({ devMailbox: true });
    useSession.getState().setRecoveryCode('ann@example.com');
    renderAccount('/forgot-password');
    const link = await screen.findByRole('link', { name: 'Demo: read the e-mail in the local mailbox' });
    expect(link).toHaveAttribute('href', '/dev/mailbox?email=ann%40example.com');
    expect(screen.getByLabelText('Confirmation code')).toBeInTheDocument();
  });

  it('checks the code format before calling the server', async () => {
    acceptRecoveryRequests();
    renderAccount('/forgot-password');
    const user = await requestCode('ann@example.com');
    await user.type(screen.getByLabelText('Confirmation code'), '12');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Invalid recovery code')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });
});
