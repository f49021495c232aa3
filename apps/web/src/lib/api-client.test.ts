import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw';
import { api, ApiError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './api-client';
import { useSession } from './session';

const futureToken = (exp = Math.floor(Date.now() / 1000) + 3600) =>
  `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

describe('api client', () => {
  it('sends JSON headers, credentials and the bearer token', async () => {
    const token = futureToken();
    useSession.getState().signIn(token, null);
    let seen: Request | undefined;
    server.use(
      http.post('/api/v1/echo', async ({ request }) => {
        seen = request.clone();
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(api('/api/v1/echo', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.headers.get('accept')).toBe('application/json');
    expect(seen?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(seen?.credentials).toBe('include');
    expect(await seen?.json()).toEqual({ a: 1 });
    useSession.getState().signOut();
  });

  it('turns 204, 205 and empty bodies into {}', async () => {
    server.use(
      http.delete('/api/v1/a', () => new HttpResponse(null, { status: 204 })),
      http.post('/api/v1/b', () => new HttpResponse(null, { status: 205 })),
      http.get(
        '/api/v1/c',
        () => new HttpResponse('', { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    await expect(api('/api/v1/a', { method: 'DELETE' })).resolves.toEqual({});
    await expect(api('/api/v1/b', { method: 'POST' })).resolves.toEqual({});
    await expect(api('/api/v1/c')).resolves.toEqual({});
  });

  it('returns non-JSON bodies as text', async () => {
    server.use(http.get('/api/v1/text', () => HttpResponse.text('VN')));
    await expect(api('/api/v1/text')).resolves.toBe('VN');
  });

  it("fails with the server's detail and code", async () => {
    server.use(
      http.get('/api/v1/missing', () =>
        HttpResponse.json({ detail: 'Project not found', code: 'NOT_FOUND', requestId: 'r1' }, { status: 404 }),
      ),
    );
    const error = await api('/api/v1/missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Project not found', status: 404, code: 'NOT_FOUND', requestId: 'r1' });
  });

  it("falls back to 'HTTP error! status: {code}' without a detail", async () => {
    server.use(http.get('/api/v1/broken', () => HttpResponse.text('<html>bad gateway</html>', { status: 502 })));
    await expect(api('/api/v1/broken')).rejects.toThrow('HTTP error! status: 502');
  });

  it('gives up after 10 s with the spec text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get('/api/v1/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const pending = api('/api/v1/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_001);
    const error = await pending;
    vi.useRealTimers();
    expect(error).toMatchObject({ message: TIMEOUT_MESSAGE, code: 'TIMEOUT' });
  });

  it('reports a network failure plainly', async () => {
    server.use(http.get('/api/v1/down', () => HttpResponse.error()));
    await expect(api('/api/v1/down')).rejects.toMatchObject({ message: NETWORK_MESSAGE, code: 'NETWORK_ERROR' });
  });

  it('signs the user out when the server rejects the token', async () => {
    useSession.getState().signIn(futureToken(), null);
    server.use(
      http.get('/api/v1/users/me', () =>
        HttpResponse.json({ detail: 'Session expired', code: 'UNAUTHORIZED', requestId: 'r' }, { status: 401 }),
      ),
    );
    await expect(api('/api/v1/users/me')).rejects.toThrow('Session expired');
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it('does not send an expired token, and signs out instead', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useSession.getState().signIn(futureToken(Math.floor(Date.now() / 1000) - 10), null);
    let authorization: string | null = 'unset';
    server.use(
      http.get('/api/v1/public/projects', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ projects: [] });
      }),
    );
    await api('/api/v1/public/projects');
    expect(authorization).toBeNull();
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
