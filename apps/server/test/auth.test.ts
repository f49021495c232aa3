import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { bearer, latestRecoveryCode, PASSWORD, register } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(async () => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });

describe('sign-up', () => {
  it('creates the account and answers {token, user}', async () => {
    const response = await post('/auth/register', {
      email: 'Ana.Nguyen@Example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      language: 'vi',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({
      email: 'ana.nguyen@example.com',
      language: 'vi',
      onboarding_status: 'not_passed',
      investor_type: null,
      verification_status: 'not_started',
      role: 'investor',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(response.body).not.toContain('argon2');
  });

  it.each([
    [{ email: 'not-an-email' }, 'INVALID_EMAIL', 'Please enter a valid email address'],
    [{ password: 'short', confirmPassword: 'short' }, 'PASSWORD_TOO_SHORT', 'Password must be at least 8 characters'],
    [{ confirmPassword: 'something else' }, 'PASSWORD_MISMATCH', 'The passwords do not match'],
    [
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'PASSWORD_TOO_LONG',
      'Password must be at most 128 characters',
    ],
  ])('rejects %o with code %s and the spec text', async (change, code, detail) => {
    const response = await post('/auth/register', {
      email: 'valid@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, detail });
  });

  it('refuses a duplicate e-mail whatever its case', async () => {
    await register(t.app, 'dup@example.com');
    const response = await post('/auth/register', {
      email: 'DUP@Example.COM',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
  });

  it('sends a welcome e-mail in the chosen language', async () => {
    await register(t.app, 'welcome@example.com', { language: 'ru' });
    const mailbox = (await t.app.inject('/api/v1/dev/mailbox?email=welcome@example.com')).json();
    expect(mailbox.messages[0].subject).toBe('Добро пожаловать в Grove');
  });
});

describe('sign-in', () => {
  it('signs in with the right password, whatever the e-mail case', async () => {
    await register(t.app, 'login@example.com');
    const response = await post('/auth/login', { email: 'LOGIN@example.com', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('login@example.com');
  });

  it('refuses a wrong password and an unknown e-mail the same way', async () => {
    await register(t.app, 'wrong@example.com');
    const wrong = await post('/auth/login', { email: 'wrong@example.com', password: 'not the password' });
    const unknown = await post('/auth/login', { email: 'nobody@example.com', password: 'whatever123' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', detail: 'Invalid email or password' });
    }
  });

  it('makes one address wait 15 minutes after five failures on an account, even with the right password', async () => {
    await register(t.app, 'locked@example.com');
    const login = (password: string, remoteAddress = '198.51.100.20') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'locked@example.com', password },
        remoteAddress,
      });
    for (let i = 0; i < 5; i += 1) expect((await login(`bad-${i}-password`)).statusCode).toBe(401);
    const blocked = await login(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'SIGN_IN_THROTTLED',
      detail: 'Too many failed sign-in attempts. Please try again in 15 minutes, or sign in with a link we e-mail you.',
    });
    // The owner, from another address, is not locked out by someone else's guesses.
    expect((await login(PASSWORD, '203.0.113.50')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('serves the user to a valid token and refuses others', async () => {
    const { token } = await register(t.app, 'me@example.com');
    const me = await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('me@example.com');
    expect((await t.app.inject('/api/v1/users/me')).statusCode).toBe(401);
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(forged) })).statusCode).toBe(401);
  });

  it('accepts a JSON POST without a body, as browsers send it', async () => {
    const { token } = await register(t.app, 'empty-body@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('ends the token on logout', async () => {
    const { token } = await register(t.app, 'logout@example.com');
    const logout = await post('/auth/logout', {}, bearer(token));
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe('Your session has expired. Please sign in again.');
  });
});

describe('password recovery', () => {
  const forgot = (email: string) => post('/auth/password/forgot', { email });
  const reset = (email: string, code: string, password = 'brand new pass 7') =>
    post('/auth/password/reset', { email, code, password, confirmPassword: password });

  it('answers the same way for an unknown e-mail', async () => {
    await register(t.app, 'known@example.com');
    const known = await forgot('known@example.com');
    const unknown = await forgot('unknown@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: 'Recovery code sent to your email' });
    expect(unknown.json()).toEqual(known.json());
    await t.runJobs();
    const mailbox = (await t.app.inject('/api/v1/dev/mailbox?email=unknown@example.com')).json();
    expect(mailbox.messages).toHaveLength(0);
  });

  it('resets the password with the e-mailed code, once, and ends older sessions', async () => {
    const { token } = await register(t.app, 'reset@example.com');
    await forgot('reset@example.com');
    const code = await latestRecoveryCode(t, 'reset@example.com');
    const done = await reset('reset@example.com', code);
    expect(done.statusCode).toBe(200);
    // The old token no longer works; the new password does; the old one does not.
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: 'reset@example.com', password: 'brand new pass 7' })).statusCode).toBe(
      200,
    );
    expect((await post('/auth/login', { email: 'reset@example.com', password: PASSWORD })).statusCode).toBe(401);
    // Single use.
    const again = await reset('reset@example.com', code, 'another pass 99');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_RECOVERY_CODE', detail: 'Invalid recovery code' });
    // The account holder is told.
    const mailbox = (await t.app.inject('/api/v1/dev/mailbox?email=reset@example.com')).json();
    expect(mailbox.messages[0].subject).toBe('Your Grove password was changed');
  });

  it('only the latest code works', async () => {
    await register(t.app, 'latest@example.com');
    await forgot('latest@example.com');
    const first = await latestRecoveryCode(t, 'latest@example.com');
    await forgot('latest@example.com');
    const second = await latestRecoveryCode(t, 'latest@example.com');
    if (first !== second) expect((await reset('latest@example.com', first)).statusCode).toBe(400);
    expect((await reset('latest@example.com', second)).statusCode).toBe(200);
  });

  it('expires codes after 15 minutes', async () => {
    await register(t.app, 'expired@example.com');
    await forgot('expired@example.com');
    const code = await latestRecoveryCode(t, 'expired@example.com');
    await t.db.db.execute(sql`update password_reset_codes set expires_at = now() - interval '1 second'`);
    expect((await reset('expired@example.com', code)).statusCode).toBe(400);
  });

  it('kills a code after five wrong tries', async () => {
    await register(t.app, 'tries@example.com');
    await forgot('tries@example.com');
    const code = await latestRecoveryCode(t, 'tries@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await reset('tries@example.com', wrong)).statusCode).toBe(400);
    const attempts = rowsOf<{ attempts: number }>(
      await t.db.db.execute(
        sql`select attempts from password_reset_codes c join users u on u.id = c.user_id where u.email = 'tries@example.com'`,
      ),
    );
    expect(attempts[0]?.attempts).toBe(5);
    expect((await reset('tries@example.com', code)).statusCode).toBe(400);
  });

  it('rejects malformed codes with the spec text', async () => {
    const response = await reset('someone@example.com', '12ab');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_RECOVERY_CODE', detail: 'Invalid recovery code' });
  });

  it('limits recovery requests per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await forgot('flood@example.com')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('per-IP limit on the account routes', () => {
  it('answers 429 once the limit is spent', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: 'ip@example.com', password: 'whatever123' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('profile', () => {
  it('updates the editable fields and ignores the read-only ones', async () => {
    const { token } = await register(t.app, 'profile@example.com');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      headers: bearer(token),
      payload: {
        name: 'Linh Tran',
        phone: '+84 90 123 4567',
        location: 'Da Nang',
        date_of_birth: '1990-01-15',
        language: 'ru',
        onboarding_status: 'passed',
        investor_type: 'sophisticated_investor',
        role: 'admin',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Linh Tran',
      phone: '+84 90 123 4567',
      location: 'Da Nang',
      date_of_birth: '1990-01-15',
      language: 'ru',
      onboarding_status: 'not_passed',
      investor_type: null,
      role: 'investor',
    });
  });

  it('treats an unsupported language as English (spec section 5)', async () => {
    const { token } = await register(t.app, 'lang@example.com');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      headers: bearer(token),
      payload: { language: 'de' },
    });
    expect(response.json().language).toBe('en');
  });

  it.each([
    [{ date_of_birth: '1990-02-30' }, 'date_of_birth'],
    [{ date_of_birth: '2999-01-01' }, 'date_of_birth'],
    [{ date_of_birth: '15/01/1990' }, 'date_of_birth'],
    [{ phone: 'call me' }, 'phone'],
  ])('rejects %o naming the field', async (payload, field) => {
    const { token } = await register(t.app, `bad-${field}-${Math.random()}@example.com`);
    const response = await t.app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: bearer(token), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toBe(field);
  });
});
