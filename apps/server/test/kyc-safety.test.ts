import { kycSessionResponseSchema } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { bearer, register } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const start = async (token: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/kyc/session', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return kycSessionResponseSchema.parse(response.json());
};
const choose = (code: string, form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/kyc/${code}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.db.db.execute(query))[0]!.n;
const sandboxStatus = async (code: string) =>
  rowsOf<{ status: string }>(
    await t.db.db.execute(sql`select status from sandbox_kyc_outcomes where user_access_code = ${code}`),
  )[0]?.status;

describe('the sandbox verification page', () => {
  it('opens only with the token the session received', async () => {
    const { token } = await register(t.app, 'page-token@example.com');
    const session = await start(token);
    const own = await t.app.inject(session.url);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(`name="token" value="${session.token}"`);
    for (const url of [
      `/sandbox/kyc/${session.userAccessCode}`,
      `/sandbox/kyc/${session.userAccessCode}?token=`,
      `/sandbox/kyc/${session.userAccessCode}?token=${session.token.slice(0, -2)}xx`,
    ]) {
      const page = await t.app.inject(url);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('This verification link is not valid.');
      expect(page.body).not.toContain('<form');
    }
  });

  it('refuses an outcome without the right token and changes nothing', async () => {
    const { token } = await register(t.app, 'form-token@example.com');
    const session = await start(token);
    const other = await start((await register(t.app, 'form-token-other@example.com')).token);
    await t.runJobs();
    for (const form of [
      { outcome: 'passed' } as Record<string, string>,
      { outcome: 'passed', token: '' },
      { outcome: 'passed', token: 'guess' },
      // Another person's token does not open this session.
      { outcome: 'passed', token: other.token },
    ]) {
      expect((await choose(session.userAccessCode, form)).statusCode).toBe(404);
    }
    expect(await sandboxStatus(session.userAccessCode)).toBe('in_progress');
    expect(await t.runJobs()).toBe(0);

    const own = await choose(session.userAccessCode, { outcome: 'passed', token: session.token });
    expect(own.statusCode).toBe(303);
    await t.runJobs();
    const me = (await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).json();
    expect(me.verification_status).toBe('passed');
  });
});

describe('the webhook endpoint', () => {
  const webhook = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/authenticate',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });
  const events = () => count(sql`select count(*)::int as n from webhook_events`);

  it('answers 2xx to an unknown access code and stores nothing', async () => {
    const before = await events();
    const response = await webhook({
      id: 'evt-stranger',
      event: 'SELF_VERIFICATION_TRY_STATUS',
      order: { userAccessCode: 'sbx_ffffffffffffffffffffffffffffffff', notes: 'x'.repeat(6_000) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await events()).toBe(before);
    expect(await t.runJobs()).toBe(0);
  });

  it('refuses an oversized body with 413 and stores nothing', async () => {
    const { token } = await register(t.app, 'hook-big@example.com');
    const session = await start(token);
    const before = await events();
    const response = await webhook({
      id: 'evt-big',
      event: 'SELF_VERIFICATION_TRY_STATUS',
      order: { userAccessCode: session.userAccessCode, padding: 'x'.repeat(9 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(await events()).toBe(before);
  });

  it('stores only the fields it uses, once per event id', async () => {
    const { token } = await register(t.app, 'hook-known@example.com');
    const session = await start(token);
    const delivery = {
      id: 'evt-known',
      event: 'SELF_VERIFICATION_TRY_STATUS',
      eventDate: new Date().toISOString(),
      order: { userAccessCode: session.userAccessCode, status: 'approved', extra: 'y'.repeat(4_000) },
    };
    expect((await webhook(delivery)).json().outcome).toBe('accepted');
    const stored = async () =>
      rowsOf<{ payload: unknown; received_at: string }>(
        await t.db.db.execute(sql`select payload, received_at::text from webhook_events where event_id = 'evt-known'`),
      );
    const first = await stored();
    expect(first).toHaveLength(1);
    expect(first[0]!.payload).toEqual({
      event: 'SELF_VERIFICATION_TRY_STATUS',
      userAccessCode: session.userAccessCode,
    });
    const jobs = await count(sql`select count(*)::int as n from jobs`);

    const again = await webhook(delivery);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('duplicate');
    expect(await stored()).toEqual(first);
    expect(await count(sql`select count(*)::int as n from jobs`)).toBe(jobs);
    await t.runJobs();
  });

  it('has its own limit per address', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const local = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const send = (from: Record<string, string>) =>
        local.app.inject({
          method: 'POST',
          url: '/api/v1/webhooks/authenticate',
          headers: from,
          payload: { id: 'evt-flood', event: 'E', order: { userAccessCode: 'sbx_00000000000000000000000000000000' } },
        });
      let limited = 0;
      for (let i = 0; i < 130; i += 1) if ((await send(headers)).statusCode === 429) limited += 1;
      expect(limited).toBeGreaterThan(0);
      // Another address still gets through.
      expect((await send({ 'x-forwarded-for': '198.51.100.2' })).statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe('starting verification concurrently', () => {
  it('opens one provider session, and a result on any answer counts', async () => {
    const { token } = await register(t.app, 'kyc-race@example.com');
    const sessions = await Promise.all(Array.from({ length: 10 }, () => start(token)));
    const codes = new Set(sessions.map((s) => s.userAccessCode));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    expect(
      await count(sql`select count(*)::int as n from sandbox_kyc_outcomes where user_access_code = ${code!}`),
    ).toBe(1);
    const user = (await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).json();
    expect(await count(sql`select count(*)::int as n from kyc_sessions where user_id = ${user.id}`)).toBe(1);

    // The person finishes on the page one of the answers opened (the last, say).
    const last = sessions.at(-1)!;
    expect((await choose(last.userAccessCode, { outcome: 'passed', token: last.token })).statusCode).toBe(303);
    await t.runJobs();
    const me = (await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).json();
    expect(me.verification_status).toBe('passed');
  });
});

describe('the date of birth', () => {
  const oneYearOld = `${new Date().getUTCFullYear() - 1}-01-01`;

  it('must be a real date of an adult on the verification form', async () => {
    const { token } = await register(t.app, 'kyc-dob@example.com');
    for (const [dateOfBirth, detail] of [
      ['9999-99-99', 'Please enter a valid date of birth'],
      ['1985-13-99', 'Please enter a valid date of birth'],
      [oneYearOld, 'You must be at least 18 years old'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/kyc/session',
        headers: bearer(token),
        payload: { firstName: 'An', lastName: 'Le', dateOfBirth, email: 'kyc-dob@example.com' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(detail);
    }
    const me = (await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).json();
    expect(me.verification_status).toBe('not_started');
  });

  it('follows the same rule on the profile', async () => {
    const { token } = await register(t.app, 'profile-dob@example.com');
    const put = (date_of_birth: string) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: bearer(token), payload: { date_of_birth } });
    expect((await put(oneYearOld)).json().detail).toBe('You must be at least 18 years old');
    expect((await put('1985-13-99')).statusCode).toBe(400);
    expect((await put('1985-12-31')).statusCode).toBe(200);
  });
});
