import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '@grove/contracts';
import { useSession } from '@/lib/session';
import { futureToken, makeUser, resetSession, signInAs } from './account';
import { renderAccount } from './account-routes';
import { server } from './msw';

beforeEach(resetSession);

const session = (overrides: Partial<Session>): Session => ({
  id: 's1',
  device: 'Chrome on macOS',
  country: 'VN',
  method: 'password',
  created_at: '2026-11-20T08:00:00.000Z',
  last_used_at: '2026-11-26T08:00:00.000Z',
  current: false,
  ...overrides,
});

describe('the profile’s devices', () => {
  it('lists each session with its device and country, this one marked; ends one, and all others after a dialog', async () => {
    signInAs();
    let sessions: Session[] = [
      session({ id: 'here', current: true }),
      session({ id: 'phone', device: 'Safari on iOS', country: 'DE' }),
      session({ id: 'old', device: null, country: null }),
    ];
    const ended: string[] = [];
    let endedOthers = 0;
    server.use(
      http.get('/api/v1/users/me', () => HttpResponse.json(makeUser())),
      http.get('/api/v1/auth/sessions', () => HttpResponse.json({ sessions })),
      http.delete('/api/v1/auth/sessions/:id', ({ params }) => {
        ended.push(String(params.id));
        sessions = sessions.filter((s) => s.id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('/api/v1/auth/sessions/end-others', () => {
        endedOthers += 1;
        const count = sessions.length - 1;
        sessions = sessions.filter((s) => s.current);
        return HttpResponse.json({ ended: count });
      }),
    );
    renderAccount('/profile');
    const card = (await screen.findByRole('heading', { name: 'Devices' })).closest('section')!;
    const rows = await within(card).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Chrome on macOS');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('Vietnam');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Germany');
    expect(rows[2]).toHaveTextContent('Unknown device');
    expect(rows[2]).toHaveTextContent('Unknown country');

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'End the session on Safari on iOS' }));
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(2));
    expect(ended).toEqual(['phone']);

    await user.click(within(card).getByRole('button', { name: 'Sign out all other devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other devices?' });
    expect(dialog).toHaveTextContent('1 other session will be signed out. This device stays signed in.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign them out' }));
    expect(await within(card).findByText('All other devices have been signed out.')).toBeInTheDocument();
    expect(endedOthers).toBe(1);
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('signing in with an e-mailed link', () => {
  it('is offered when password sign-in is paused, and asks for the link for that address', async () => {
    let requestedFor: unknown = null;
    server.use(
      http.post('/api/v1/auth/login', () =>
        HttpResponse.json(
          {
            detail:
              'Too many failed sign-in attempts on this account. Please try again in 42 minutes, or sign in with a link we e-mail you.',
            code: 'SIGN_IN_THROTTLED',
            requestId: 'r1',
          },
          { status: 429 },
        ),
      ),
      http.post('/api/v1/auth/link/request', async ({ request }) => {
        requestedFor = ((await request.json()) as { email: string }).email;
        return HttpResponse.json({ detail: 'sent' });
      }),
    );
    renderAccount('/signin');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Failed' });
    expect(dialog).toHaveTextContent('or sign in with a link we e-mail you');
    await user.click(within(dialog).getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByRole('heading', { name: 'Sign in with an e-mailed link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/we have e-mailed it a sign-in link/)).toBeInTheDocument();
    expect(requestedFor).toBe('ann@example.com');
  });

  it('is offered on the sign-in page any time', async () => {
    renderAccount('/signin');
    expect(await screen.findByRole('link', { name: 'E-mail me a sign-in link' })).toHaveAttribute(
      'href',
      '/signin/link',
    );
  });

  it('signs in with the link’s token once and goes to the profile', async () => {
    const token = futureToken();
    let consumed: unknown = null;
    server.use(
      http.post('/api/v1/auth/link/consume', async ({ request }) => {
        consumed = ((await request.json()) as { token: string }).token;
        return HttpResponse.json({ token, user: makeUser() });
      }),
      http.get('/api/v1/users/me', () => HttpResponse.json(makeUser())),
    );
    renderAccount('/signin/link#token=abcdefghijklmnopqrstuvwxyz012345');
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(consumed).toBe('abcdefghijklmnopqrstuvwxyz012345');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, token });
  });

  it('says so when the link is used or expired', async () => {
    server.use(
      http.post('/api/v1/auth/link/consume', () =>
        HttpResponse.json(
          { detail: 'This sign-in link is invalid or has expired.', code: 'SIGN_IN_LINK_INVALID', requestId: 'r2' },
          { status: 400 },
        ),
      ),
    );
    renderAccount('/signin/link#token=abcdefghijklmnopqrstuvwxyz012345');
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeInTheDocument();
    expect(screen.getByText(/invalid, already used or expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});

describe('the new-device e-mail’s link', () => {
  it('ends that session and confirms it', async () => {
    let given: unknown = null;
    server.use(
      http.post('/api/v1/auth/sessions/end-by-link', async ({ request }) => {
        given = ((await request.json()) as { token: string }).token;
        return HttpResponse.json({ detail: 'Session ended' });
      }),
    );
    renderAccount('/sessions/end#token=7d1e4f2a-3b5c-4d6e-8f90-a1b2c3d4e5f6.signature');
    expect(await screen.findByRole('heading', { name: 'Session ended' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('That session has been signed out.');
    expect(given).toBe('7d1e4f2a-3b5c-4d6e-8f90-a1b2c3d4e5f6.signature');
  });
});
