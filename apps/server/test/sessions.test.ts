import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { bearer, latestRecoveryCode, PASSWORD, register } from './helpers/accounts.js';
import { startSecondInstance } from './helpers/second-instance.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { COUNTRY_HEADER: 'cf-ipcountry', AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(async () => t.close());

const login = async (
  email: string,
  { userAgent = CHROME_MAC, country = 'VN', remoteAddress = '203.0.113.7', password = PASSWORD } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent, 'cf-ipcountry': country },
    remoteAddress,
  });
const tokenOf = async (response: Awaited<ReturnType<typeof login>>) => {
  expect(response.statusCode).toBe(200);
  return (response.json() as { token: string }).token;
};
const me = (token: string) => t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) });
const mailbox = async (email: string) => {
  await t.runJobs();
  const response = await t.app.inject(`/api/v1/dev/mailbox?email=${encodeURIComponent(email)}`);
  return (response.json() as { messages: { subject: string; text: string }[] }).messages;
};

describe('sessions per sign-in', () => {
  const email = 'devices@example.com';

  it('logout ends this session only', async () => {
    const first = (await register(t.app, email)).token;
    const phone = await tokenOf(await login(email, { userAgent: SAFARI_IPHONE }));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(first) })).statusCode,
    ).toBe(204);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('lists the live sessions with their device and country, this one marked', async () => {
    const laptop = await tokenOf(await login(email, { userAgent: CHROME_MAC, country: 'de' }));
    const response = await t.app.inject({ url: '/api/v1/auth/sessions', headers: bearer(laptop) });
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json() as {
      sessions: { id: string; device: string | null; country: string | null; current: boolean; method: string }[];
    };
    // The registration's session ended at logout; the phone's and this one are live.
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)).toMatchObject({
      device: 'Chrome on macOS',
      country: 'DE',
      method: 'password',
    });
    expect(sessions.find((s) => !s.current)).toMatchObject({ device: 'Safari on iOS', country: 'VN' });
    // Nothing beyond the contract leaves the server (no network, no end reason).
    expect(Object.keys(sessions[0]!).sort()).toEqual(
      ['country', 'created_at', 'current', 'device', 'id', 'last_used_at', 'method'].sort(),
    );
  });

  it('ends one session of mine, and answers 404 for one that is not', async () => {
    const mine = await tokenOf(await login(email));
    const other = await tokenOf(await login(email, { userAgent: FIREFOX_WINDOWS }));
    const list = (await t.app.inject({ url: '/api/v1/auth/sessions', headers: bearer(mine) })).json() as {
      sessions: { id: string; device: string | null; current: boolean }[];
    };
    const target = list.sessions.find((s) => s.device === 'Firefox on Windows')!;
    const end = (id: string, token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/auth/sessions/${id}`, headers: bearer(token) });
    expect((await end(target.id, mine)).statusCode).toBe(204);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(200);
    // Ended already, unknown, or someone else's: the same 404.
    expect((await end(target.id, mine)).json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    expect((await end('7d1e4f2a-3b5c-4d6e-8f90-a1b2c3d4e5f6', mine)).statusCode).toBe(404);
    const stranger = (await register(t.app, 'stranger@example.com')).token;
    const current = list.sessions.find((s) => s.current)!;
    expect((await end(current.id, stranger)).statusCode).toBe(404);
    expect((await me(mine)).statusCode).toBe(200);
  });

  it('signs out all other devices', async () => {
    const keep = await tokenOf(await login(email));
    const others = [await tokenOf(await login(email, { userAgent: SAFARI_IPHONE })), await tokenOf(await login(email))];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sessions/end-others',
      headers: bearer(keep),
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { ended: number }).ended).toBeGreaterThanOrEqual(2);
    for (const token of others) expect((await me(token)).statusCode).toBe(401);
    expect((await me(keep)).statusCode).toBe(200);
    const list = (await t.app.inject({ url: '/api/v1/auth/sessions', headers: bearer(keep) })).json() as {
      sessions: unknown[];
    };
    expect(list.sessions).toHaveLength(1);
  });

  it('a password reset ends every session', async () => {
    const a = await tokenOf(await login(email));
    const b = await tokenOf(await login(email, { userAgent: SAFARI_IPHONE }));
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { email } });
    const code = await latestRecoveryCode(t, email);
    const password = 'a new password 42';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { email, code, password, confirmPassword: password },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    const reasons = rowsOf<{ end_reason: string }>(
      await t.db.db.execute(
        sql`select distinct end_reason from sessions s join users u on u.id = s.user_id where u.email = ${email} and end_reason = 'password_reset'`,
      ),
    );
    expect(reasons).toHaveLength(1);
    await tokenOf(await login(email, { password }));
  });
});

describe('the new-device e-mail', () => {
  const email = 'new-device@example.com';
  const newDeviceMails = async () => (await mailbox(email)).filter((m) => /New sign-in/.test(m.subject));

  it('is sent for a device and country not seen before, with a link that ends that session once', async () => {
    await register(t.app, email);
    const first = await tokenOf(await login(email, { userAgent: CHROME_MAC, country: 'VN' }));
    // Registration had no user agent: this device is new, so is the next one.
    expect(await newDeviceMails()).toHaveLength(1);
    await tokenOf(await login(email, { userAgent: CHROME_MAC, country: 'VN' }));
    expect(await newDeviceMails()).toHaveLength(1);
    const stranger = await tokenOf(await login(email, { userAgent: FIREFOX_WINDOWS, country: 'BR' }));
    const mails = await newDeviceMails();
    expect(mails).toHaveLength(2);
    const text = mails[0]!.text;
    expect(text).toContain('Device: Firefox on Windows');
    expect(text).toContain('Country: Brazil');
    const token = /\/sessions\/end#token=([A-Za-z0-9._-]+)/.exec(text)?.[1];
    expect(token).toBeDefined();
    const end = (value: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/sessions/end-by-link', payload: { token: value } });
    const ended = await end(token!);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ detail: 'Session ended' });
    expect((await me(stranger)).statusCode).toBe(401);
    expect((await me(first)).statusCode).toBe(200);
    // A second use changes nothing; a forged link is refused.
    expect((await end(token!)).statusCode).toBe(200);
    expect((await end(`${token!.split('.')[0]}.${'A'.repeat(43)}`)).statusCode).toBe(404);
  });
});

describe('no lock-out by strangers', () => {
  let guarded: TestApp;
  beforeAll(async () => {
    // The shipped limits: 5 failures per address in 15 minutes, 100 per account in an hour.
    guarded = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(async () => guarded.close());

  it('30 addresses fail against one account; the owner still signs in with the e-mailed link, once', async () => {
    const email = 'besieged@example.com';
    await register(guarded.app, email);
    const attempt = (password: string, remoteAddress: string) =>
      guarded.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });
    const answers: number[] = [];
    for (let address = 1; address <= 30; address += 1) {
      for (let i = 0; i < 5; i += 1) answers.push((await attempt(`wrong ${i}`, `198.51.100.${address}`)).statusCode);
    }
    // Failures until the account's hourly limit (100), then password sign-in is paused.
    expect(answers.filter((code) => code === 401)).toHaveLength(100);
    expect(answers.filter((code) => code === 429)).toHaveLength(50);
    const owner = await attempt(PASSWORD, '203.0.113.200');
    expect(owner.statusCode).toBe(429);
    expect(owner.json()).toMatchObject({ code: 'SIGN_IN_THROTTLED' });

    const request = (address: string) =>
      guarded.app.inject({ method: 'POST', url: '/api/v1/auth/link/request', payload: { email: address } });
    const known = await request(email);
    const unknown = await request('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await guarded.runJobs();
    const read = async (address: string) =>
      (
        (await guarded.app.inject(`/api/v1/dev/mailbox?email=${encodeURIComponent(address)}`)).json() as {
          messages: { subject: string; text: string }[];
        }
      ).messages;
    expect(await read('nobody-here@example.com')).toHaveLength(0);
    const messages = await read(email);
    // The notice names the attempts: how many, since when, from how many addresses; then the pause.
    const notices = messages.filter((m) => m.subject === 'Failed sign-in attempts on your Grove account');
    expect(notices.map((m) => /wrong password for your Grove account (\d+) times/.exec(m.text)?.[1])).toEqual(
      expect.arrayContaining(['10', '100']),
    );
    const paused = notices.find((m) => m.text.includes('100 times'))!;
    expect(paused.text).toMatch(/since .+ UTC, from 20 addresses\./);
    expect(paused.text).toContain('Signing in with the password is paused until');
    const link = messages.find((m) => m.subject === 'Your Grove sign-in link')!;
    const token = /\/signin\/link#token=([A-Za-z0-9_-]+)/.exec(link.text)?.[1];
    expect(token).toBeDefined();
    // Stored only as a hash.
    const stored = rowsOf<{ token_hash: string }>(
      await guarded.db.db.execute(sql`select token_hash from sign_in_links`),
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const consume = () => guarded.app.inject({ method: 'POST', url: '/api/v1/auth/link/consume', payload: { token } });
    const signedIn = await consume();
    expect(signedIn.statusCode).toBe(200);
    const session = (signedIn.json() as { token: string }).token;
    expect((await guarded.app.inject({ url: '/api/v1/users/me', headers: bearer(session) })).statusCode).toBe(200);
    expect((await consume()).json()).toMatchObject({ code: 'SIGN_IN_LINK_INVALID' });
  });
});

describe('revocation reaches every instance', () => {
  it(
    process.env.TEST_DATABASE_URL
      ? 'a session ended on instance A is refused on instance B within 1 s'
      : 'a session ended is refused at once (PGlite: one instance)',
    async () => {
      const second = await startSecondInstance(t);
      const other = second?.app ?? t.app;
      try {
        const { token } = await register(t.app, 'two-instances@example.com');
        const onB = () => other.inject({ url: '/api/v1/users/me', headers: bearer(token) });
        // B has the live session in its cache.
        expect((await onB()).statusCode).toBe(200);
        expect((await onB()).statusCode).toBe(200);
        const started = performance.now();
        expect(
          (await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode,
        ).toBe(204);
        let status = (await onB()).statusCode;
        while (status === 200 && performance.now() - started < 5_000) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          status = (await onB()).statusCode;
        }
        const elapsed = performance.now() - started;
        console.info(`revocation seen by the other instance after ${elapsed.toFixed(0)} ms`);
        expect(status).toBe(401);
        expect(elapsed).toBeLessThan(1_000);
        if (!second) return;
        // B answered from its cache, not the database: a session ended without the announcement
        // still works there, and the announcement alone ends it.
        const cached = (await register(t.app, 'cached@example.com')).token;
        const sessionId = (JSON.parse(Buffer.from(cached.split('.')[1]!, 'base64url').toString()) as { sid: string })
          .sid;
        const cachedOnB = () => other.inject({ url: '/api/v1/users/me', headers: bearer(cached) });
        expect((await cachedOnB()).statusCode).toBe(200);
        await t.db.db.execute(sql`update sessions set ended_at = now(), end_reason = 'logout' where id = ${sessionId}`);
        expect((await cachedOnB()).statusCode).toBe(200);
        await t.db.db.execute(sql`select pg_notify('grove_sessions_ended', ${`s:${sessionId}`})`);
        const notified = performance.now();
        let cachedStatus = 200;
        while (cachedStatus === 200 && performance.now() - notified < 5_000) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          cachedStatus = (await cachedOnB()).statusCode;
        }
        expect(cachedStatus).toBe(401);
        expect(performance.now() - notified).toBeLessThan(1_000);
      } finally {
        await second?.close();
      }
    },
  );
});
