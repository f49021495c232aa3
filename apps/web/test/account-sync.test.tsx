import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, i18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { makeUser, resetSession, signInAs } from './account';
import { renderAccount } from './account-routes';
import { server } from './msw';

beforeEach(resetSession);
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('session and profile in step', () => {
  it('fetches the current user when a token is stored, and sets it in the session', async () => {
    signInAs(null);
    server.use(http.get('/api/v1/users/me', () => HttpResponse.json(makeUser({ name: 'Bao Tran' }))));
    renderAccount('/somewhere');
    await screen.findByText('landed');
    await waitFor(() => expect(useSession.getState().user?.name).toBe('Bao Tran'));
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it('makes no call for a signed-out visitor', async () => {
    renderAccount('/somewhere');
    expect(await screen.findByText('landed')).toBeInTheDocument();
  });

  it("saves a chosen language to the signed-in user's profile", async () => {
    signInAs(makeUser({ language: 'en' }));
    let body: unknown;
    server.use(
      http.get('/api/v1/users/me', () => HttpResponse.json(makeUser({ language: 'en' }))),
      http.put('/api/v1/users/me', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(makeUser({ language: 'ru' }));
      }),
    );
    renderAccount('/somewhere');
    await screen.findByText('landed');
    await act(() => chooseLanguage('ru'));
    await waitFor(() => expect(useSession.getState().user?.language).toBe('ru'));
    expect(body).toEqual({ language: 'ru' });
  });

  it('only warns when the language cannot be saved', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInAs(makeUser({ language: 'en' }));
    server.use(
      http.get('/api/v1/users/me', () => HttpResponse.json(makeUser({ language: 'en' }))),
      http.put('/api/v1/users/me', () =>
        HttpResponse.json({ detail: 'Internal server error', code: 'INTERNAL_ERROR', requestId: 'r' }, { status: 500 }),
      ),
    );
    renderAccount('/somewhere');
    await screen.findByText('landed');
    await act(() => chooseLanguage('vi'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(i18n.language).toBe('vi');
    expect(useSession.getState().user?.language).toBe('en');
  });

  it('does not save the language of a signed-out visitor', async () => {
    renderAccount('/somewhere');
    await screen.findByText('landed');
    await act(() => chooseLanguage('vi'));
    expect(window.localStorage.getItem('preferred_language')).toBe('vi');
  });
});
