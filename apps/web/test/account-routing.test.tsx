import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetSession } from './account';
import { renderApp } from './render';

describe('account routes', () => {
  it.each([
    ['/signin', 'Welcome back'],
    ['/signup', 'Create your account'],
    ['/forgot-password', 'Reset your password'],
    ['/profile', 'Profile'],
  ])('serves %s in the auth layout', async (url, heading) => {
    resetSession();
    renderApp(url);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN: Change language' })).toBeInTheDocument();
  });

  it('serves the Google callback, which refuses an answer without a code', async () => {
    renderApp('/auth/google/callback');
    expect(await screen.findByRole('dialog', { name: 'Login Failed' })).toBeInTheDocument();
  });

  it('has no local mailbox unless the server enables it', async () => {
    renderApp('/dev/mailbox');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
