import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { users } from '../src/db/schema/index.js';
import { bearer, PASSWORD, register } from './helpers/accounts.js';
import { SoftwareAuthenticator } from './helpers/software-authenticator.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      LOGIN_MAX_FAILURES: '5',
      LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: '20',
    },
  });
  // Only Date is faked, and it starts at the real time: TOTP steps and the 5-minute step-up move
  // only when a test moves them.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

/** Moves the wall clock forward (a TOTP step is 30 s; a step-up counts 5 minutes). */
const advance = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));
/** The authenticator app's code now. */
const codeOf = (secret: string) => generateSync({ secret });

type Json = Record<string, unknown>;
const post = (url: string, payload: Json, token?: string, remoteAddress = '203.0.113.9') =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: token ? bearer(token) : {}, remoteAddress });
const login = (email: string, password = PASSWORD, extra: Json = {}, remoteAddress = '203.0.113.9') =>
  post('/auth/login', { email, password, ...extra }, undefined, remoteAddress);
const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number | string }>(await t.db.db.execute(query))[0]?.n ?? 0);
const subjects = async (email: string) => {
  await t.runJobs();
  return rowsOf<{ subject: string }>(
    await t.db.db.execute(sql`select subject from mail_messages where "to" = ${email} order by created_at`),
  ).map((row) => row.subject);
};

/** Registers and sets up an authenticator app; answers its secret, the recovery codes and the session. */
async function enrolled(email: string) {
  const { token } = await register(t.app, email);
  const started = await post('/auth/second-factor/totp', {}, token);
  expect(started.statusCode).toBe(200);
  const enrolment = started.json() as { secret: string; otpauth_url: string; qr_svg: string };
  const confirmed = await post('/auth/second-factor/totp/confirm', { code: codeOf(enrolment.secret) }, token);
  expect(confirmed.statusCode).toBe(200);
  advance(30_000);
  return { token, secret: enrolment.secret, codes: (confirmed.json() as { recovery_codes: string[] }).recovery_codes };
}

describe('setting up an authenticator app', () => {
  const email = 'enrol@example.com';

  it('is pending until a code confirms it, then answers ten recovery codes once and e-mails the owner', async () => {
    const { token } = await register(t.app, email);
    const started = await post('/auth/second-factor/totp', {}, token);
    expect(started.statusCode).toBe(200);
    const {
      secret,
      otpauth_url: url,
      qr_svg: svg,
    } = started.json() as { secret: string; otpauth_url: string; qr_svg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(url).toMatch(/^otpauth:\/\/totp\/Grove:enrol%40example\.com\?/);
    expect(svg).toContain('<svg');
    // Sealed at rest: the secret is nowhere in the table.
    const stored = rowsOf<{ secret_sealed: string }>(
      await t.db.db.execute(sql`select secret_sealed from totp_factors`),
    );
    expect(stored.some((row) => row.secret_sealed.includes(secret))).toBe(false);

    const pending = await t.app.inject({ url: '/api/v1/auth/second-factor', headers: bearer(token) });
    expect(pending.json()).toMatchObject({ methods: [], totp: { enabled: false } });
    // Pending: signing in is unchanged.
    expect((await login(email)).json()).toHaveProperty('token');

    const wrong = await post('/auth/second-factor/totp/confirm', { code: '000000' }, token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID');
    const bad = await post('/auth/second-factor/totp/confirm', { code: '12ab' }, token);
    expect(bad.statusCode).toBe(400);

    const confirmed = await post('/auth/second-factor/totp/confirm', { code: codeOf(secret) }, token);
    expect(confirmed.statusCode).toBe(200);
    const { recovery_codes: codes } = confirmed.json() as { recovery_codes: string[] };
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored hashed.
    const hashes = rowsOf<{ code_hash: string }>(await t.db.db.execute(sql`select code_hash from recovery_codes`));
    expect(hashes.some((row) => codes.some((code) => row.code_hash.includes(code.replace('-', ''))))).toBe(false);

    const status = await t.app.inject({ url: '/api/v1/auth/second-factor', headers: bearer(token) });
    expect(status.json()).toMatchObject({
      methods: ['totp', 'recovery_code'],
      totp: { enabled: true },
      recovery_codes_left: 10,
      required_by: null,
      required_now: false,
    });
    // Already on: starting again is refused, and the secret stays.
    expect((await post('/auth/second-factor/totp', {}, token)).statusCode).toBe(409);
    expect(await subjects(email)).toContain('Two-step verification is on for your Grove account');
  });
});

describe('signing in with a second factor', () => {
  const email = 'owner@example.com';
  let secret = '';
  let codes: string[] = [];

  it('answers a challenge and no session after the right password; the code starts the session', async () => {
    ({ secret, codes } = await enrolled(email));
    const sessionsBefore = await count(sql`select count(*) as n from sessions`);
    const first = await login(email);
    expect(first.statusCode).toBe(200);
    const challenge = first.json() as { second_factor_required: boolean; challenge: string; methods: string[] };
    expect(challenge).toEqual({
      second_factor_required: true,
      challenge: expect.any(String),
      methods: ['totp', 'recovery_code'],
    });
    expect(await count(sql`select count(*) as n from sessions`)).toBe(sessionsBefore);
    // Stored hashed.
    expect(
      await count(sql`select count(*) as n from second_factor_challenges where token_hash = ${challenge.challenge}`),
    ).toBe(0);

    const code = codeOf(secret);
    const done = await post('/auth/second-factor', { challenge: challenge.challenge, method: 'totp', code });
    expect(done.statusCode).toBe(200);
    const session = done.json() as { token: string; user: { email: string } };
    expect(session.user.email).toBe(email);
    expect(Object.keys(session).sort()).toEqual(['token', 'user']);
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(session.token) })).statusCode).toBe(200);

    // The challenge works once.
    const again = await post('/auth/second-factor', { challenge: challenge.challenge, method: 'totp', code });
    expect(again.json().code).toBe('SECOND_FACTOR_CHALLENGE_INVALID');
    // The same code in the same time step is refused with a fresh challenge too.
    const replay = await post('/auth/second-factor', {
      challenge: ((await login(email)).json() as { challenge: string }).challenge,
      method: 'totp',
      code,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('SECOND_FACTOR_INVALID');
  });

  it('lets the owner in while 30 addresses fail the password: with the app, and with a recovery code once', async () => {
    advance(30_000);
    for (let i = 0; i < 30; i += 1) {
      expect((await login(email, `wrong password ${i}`, {}, `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    // The account's hourly limit (20) is long passed.
    expect(await count(sql`select count as n from auth_throttle where key = ${`login:${email}`}`)).toBe(30);

    const viaApp = await login(email, PASSWORD, {}, '192.0.2.50');
    expect(viaApp.statusCode).toBe(200);
    const appSession = await post('/auth/second-factor', {
      challenge: (viaApp.json() as { challenge: string }).challenge,
      method: 'totp',
      code: codeOf(secret),
    });
    expect(appSession.statusCode).toBe(200);
    expect(appSession.json()).toHaveProperty('token');

    const viaCode = await login(email, PASSWORD, {}, '192.0.2.51');
    const codeSession = await post('/auth/second-factor', {
      challenge: (viaCode.json() as { challenge: string }).challenge,
      method: 'recovery_code',
      code: codes[0]!.toUpperCase(),
    });
    expect(codeSession.statusCode).toBe(200);
    expect(codeSession.json()).toHaveProperty('token');

    const reused = await post('/auth/second-factor', {
      challenge: ((await login(email, PASSWORD, {}, '192.0.2.52')).json() as { challenge: string }).challenge,
      method: 'recovery_code',
      code: codes[0],
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('SECOND_FACTOR_INVALID');
    expect(await subjects(email)).toContain('A recovery code was used on your Grove account');
    // A wrong password from a fresh address is still refused, and counted.
    expect((await login(email, 'still wrong!', {}, '198.51.100.200')).statusCode).toBe(401);
  });

  it('ends a challenge after five wrong codes', async () => {
    const { challenge } = (await login(email, PASSWORD, {}, '192.0.2.60')).json() as { challenge: string };
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post('/auth/second-factor', { challenge, method: 'recovery_code', code: `aaaaa-aaaa${i}` });
      expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID');
    }
    const dead = await post('/auth/second-factor', { challenge, method: 'recovery_code', code: codes[1] });
    expect(dead.json().code).toBe('SECOND_FACTOR_CHALLENGE_INVALID');
  });

  it('expires a challenge after 5 minutes', async () => {
    const { challenge } = (await login(email, PASSWORD, {}, '192.0.2.61')).json() as { challenge: string };
    advance(5 * 60_000 + 1_000);
    const late = await post('/auth/second-factor', { challenge, method: 'totp', code: codeOf(secret) });
    expect(late.json().code).toBe('SECOND_FACTOR_CHALLENGE_INVALID');
  });

  it('remembers a device for 30 days, until the owner ends the other sessions', async () => {
    advance(30_000);
    const { challenge } = (await login(email)).json() as { challenge: string };
    const remembered = await post('/auth/second-factor', {
      challenge,
      method: 'totp',
      code: codeOf(secret),
      remember_device: true,
    });
    const { device_token: deviceToken } = remembered.json() as { device_token: string };
    expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const skipped = await login(email, PASSWORD, { device_token: deviceToken });
    expect(skipped.json()).toHaveProperty('token');
    // The wrong password is still wrong on a remembered device.
    expect((await login(email, 'not the password', { device_token: deviceToken })).statusCode).toBe(401);
    // Another token does nothing.
    expect((await login(email, PASSWORD, { device_token: 'x'.repeat(43) })).json()).toHaveProperty(
      'second_factor_required',
      true,
    );

    // From another session: "Sign out all other devices" forgets this device.
    advance(30_000);
    const other = (
      await post('/auth/second-factor', {
        challenge: ((await login(email)).json() as { challenge: string }).challenge,
        method: 'totp',
        code: codeOf(secret),
      })
    ).json() as { token: string };
    expect((await post('/auth/sessions/end-others', {}, other.token)).statusCode).toBe(200);
    expect((await login(email, PASSWORD, { device_token: deviceToken })).json()).toHaveProperty(
      'second_factor_required',
      true,
    );
  });
});

describe('step-up', () => {
  it('refuses a sensitive action without one, accepts it for 5 minutes after one, then refuses again', async () => {
    const email = 'stepper@example.com';
    const { secret } = await enrolled(email);
    // A remembered device's session has not stepped up.
    const { challenge } = (await login(email)).json() as { challenge: string };
    const { device_token: deviceToken } = (
      await post('/auth/second-factor', { challenge, method: 'totp', code: codeOf(secret), remember_device: true })
    ).json() as { device_token: string };
    const { token } = (await login(email, PASSWORD, { device_token: deviceToken })).json() as { token: string };

    const change = () =>
      post('/users/me/email-change', { new_email: 'stepper.new@example.com', current_password: PASSWORD }, token);
    const refused = await change();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED', methods: ['totp', 'recovery_code'] });

    // With a factor the password is not enough.
    const byPassword = await post('/auth/step-up', { method: 'password', password: PASSWORD }, token);
    expect(byPassword.statusCode).toBe(400);
    expect((await post('/auth/step-up', { method: 'totp', code: '123456' }, token)).statusCode).toBe(400);
    advance(30_000);
    const stepped = await post('/auth/step-up', { method: 'totp', code: codeOf(secret) }, token);
    expect(stepped.statusCode).toBe(200);
    expect(Date.parse((stepped.json() as { valid_until: string }).valid_until) - Date.now()).toBe(5 * 60_000);

    advance(4 * 60_000);
    expect((await change()).statusCode).toBe(202);
    advance(61_000);
    expect((await change()).json().code).toBe('STEP_UP_REQUIRED');
  });

  it('is the password for an account without a second factor, whose fresh sign-in counts as one', async () => {
    const email = 'plain@example.com';
    const { token } = await register(t.app, email);
    const withdraw = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/wallet/withdrawals',
        payload: { amount: 10, currency: 'USD', bank_account_id: '00000000-0000-0000-0000-000000000000' },
        headers: { ...bearer(token), 'idempotency-key': `w-${Date.now()}` },
      });
    // Just signed up: past the step-up, to the withdrawal's own rules.
    expect((await withdraw()).json().code).not.toBe('STEP_UP_REQUIRED');
    advance(5 * 60_000);
    const refused = await withdraw();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STEP_UP_REQUIRED', methods: ['password'] });
    const wrong = await post('/auth/step-up', { method: 'password', password: 'not my password' }, token);
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_INCORRECT');
    expect((await post('/auth/step-up', { method: 'totp', code: '123456' }, token)).statusCode).toBe(400);
    expect((await post('/auth/step-up', { method: 'password', password: PASSWORD }, token)).statusCode).toBe(200);
    expect((await withdraw()).json().code).not.toBe('STEP_UP_REQUIRED');
  });

  it('guards turning the factor off, which ends the other sessions and forgets remembered devices', async () => {
    const email = 'off@example.com';
    const { token, secret } = await enrolled(email);
    const { challenge } = (await login(email)).json() as { challenge: string };
    const other = (
      await post('/auth/second-factor', { challenge, method: 'totp', code: codeOf(secret), remember_device: true })
    ).json() as { token: string; device_token: string };
    advance(5 * 60_000);
    const off = () => t.app.inject({ method: 'DELETE', url: '/api/v1/auth/second-factor', headers: bearer(token) });
    expect((await off()).json().code).toBe('STEP_UP_REQUIRED');
    const regenerate = await post('/auth/second-factor/recovery-codes', {}, token);
    expect(regenerate.json().code).toBe('STEP_UP_REQUIRED');
    expect((await post('/auth/step-up', { method: 'totp', code: codeOf(secret) }, token)).statusCode).toBe(200);
    const fresh = await post('/auth/second-factor/recovery-codes', {}, token);
    expect((fresh.json() as { recovery_codes: string[] }).recovery_codes).toHaveLength(10);

    expect((await off()).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(other.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).statusCode).toBe(200);
    // Signing in is as before, remembered device or not.
    expect((await login(email, PASSWORD, { device_token: other.device_token })).json()).toHaveProperty('token');
    expect((await login(email)).json()).toHaveProperty('token');
    expect(await subjects(email)).toContain('Two-step verification is off for your Grove account');
  });
});

describe('operators', () => {
  it('may use the console without a second factor only during the grace after their first sign-in', async () => {
    const email = 'operator@example.com';
    const { token, user } = await register(t.app, email);
    await t.db.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    const dashboard = () => t.app.inject({ url: '/api/v1/admin/dashboard', headers: bearer(token) });
    expect((await dashboard()).statusCode).toBe(200);
    const status = await t.app.inject({ url: '/api/v1/auth/second-factor', headers: bearer(token) });
    const requiredBy = Date.parse((status.json() as { required_by: string }).required_by);
    expect(requiredBy - Date.now()).toBeGreaterThan(71 * 3600_000);

    // The first sign-in was 73 hours ago (the default grace is 72).
    await t.db.db.execute(
      sql`update sessions set created_at = created_at - interval '73 hours' where user_id = ${user.id}`,
    );
    const refused = await dashboard();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SECOND_FACTOR_REQUIRED');
    const due = await t.app.inject({ url: '/api/v1/auth/second-factor', headers: bearer(token) });
    expect(due.json()).toMatchObject({ required_now: true });

    const { secret } = (await post('/auth/second-factor/totp', {}, token)).json() as { secret: string };
    expect((await post('/auth/second-factor/totp/confirm', { code: codeOf(secret) }, token)).statusCode).toBe(200);
    expect((await dashboard()).statusCode).toBe(200);

    // A payout needs a recent step-up (the enrolment was one); past it, 403 before anything is read.
    const payout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/projects/00000000-0000-4000-8000-000000000000/payouts',
        payload: { amount: 100, currency: 'USD', period: { start: '2026-01-01', end: '2026-01-31' }, reference: 'r-1' },
        headers: { ...bearer(token), 'idempotency-key': `p-${Date.now()}` },
      });
    expect((await payout()).statusCode).toBe(404);
    advance(5 * 60_000);
    const stale = await payout();
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'STEP_UP_REQUIRED', methods: ['totp', 'recovery_code'] });
  });
});

describe('a passkey as the second factor', () => {
  type Ceremony = { challenge_id: string; options: { challenge: string; rp: { id: string }; user: { id: string } } };

  async function withPasskey(token: string) {
    const authenticator = new SoftwareAuthenticator(new URL(t.config.publicUrl).origin);
    const ceremony = (await post('/auth/passkeys/registration', {}, token)).json() as Ceremony;
    const added = await post(
      '/auth/passkeys',
      { challenge_id: ceremony.challenge_id, credential: authenticator.register(ceremony.options) },
      token,
    );
    expect(added.statusCode, added.body).toBe(201);
    return authenticator;
  }

  it('answers the sign-in’s second step and a step-up for an account with the app, and only with its own passkey', async () => {
    const email = 'pk-second@example.com';
    const { token: first } = await enrolled(email);
    const authenticator = await withPasskey(first);

    const step = (await login(email)).json() as { challenge: string; methods: string[] };
    expect(step.methods).toEqual(['totp', 'recovery_code', 'passkey']);
    // Another account's passkey answers nothing here.
    const stranger = await withPasskey((await enrolled('pk-stranger@example.com')).token);
    const options = async () => {
      const answer = await post('/auth/second-factor/passkey', { challenge: step.challenge });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { challenge_id: string; options: { challenge: string; rpId: string } };
    };
    const wrong = await options();
    const refused = await post('/auth/second-factor', {
      challenge: step.challenge,
      method: 'passkey',
      challenge_id: wrong.challenge_id,
      credential: stranger.signIn(wrong.options),
    });
    expect(refused.json()).toMatchObject({ code: 'SECOND_FACTOR_INVALID' });

    const right = await options();
    const signedIn = await post('/auth/second-factor', {
      challenge: step.challenge,
      method: 'passkey',
      challenge_id: right.challenge_id,
      credential: authenticator.signIn(right.options),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token } = signedIn.json() as { token: string };
    // The sign-in's challenge is used up.
    expect((await post('/auth/second-factor/passkey', { challenge: step.challenge })).json()).toMatchObject({
      code: 'SECOND_FACTOR_CHALLENGE_INVALID',
    });

    // Five minutes on, a sensitive action asks again, and the passkey gives it.
    advance(5 * 60_000 + 1_000);
    const change = () =>
      post('/users/me/email-change', { new_email: 'pk-second.new@example.com', current_password: PASSWORD }, token);
    expect((await change()).json()).toMatchObject({
      code: 'STEP_UP_REQUIRED',
      methods: ['totp', 'recovery_code', 'passkey'],
    });
    const ceremony = (await post('/auth/step-up/passkey', {}, token)).json() as {
      challenge_id: string;
      options: { challenge: string; rpId: string };
    };
    const stepped = await post(
      '/auth/step-up',
      { method: 'passkey', challenge_id: ceremony.challenge_id, credential: authenticator.signIn(ceremony.options) },
      token,
    );
    expect(stepped.statusCode, stepped.body).toBe(200);
    expect((await change()).statusCode).toBe(202);
  });

  it('does not make a second factor on its own: no recovery codes without the app, so a passkey alone asks no second step', async () => {
    const email = 'pk-only@example.com';
    const { token } = await register(t.app, email);
    await withPasskey(token);
    const answer = (await login(email)).json() as { token?: string; second_factor_required?: boolean };
    expect(answer.second_factor_required).toBeUndefined();
    expect(answer.token).toBeTruthy();
    expect((await post('/auth/step-up/passkey', {}, token)).json()).toMatchObject({ code: 'SECOND_FACTOR_INVALID' });
  });
});
