import { kycSessionResponseSchema, kycStatusResponseSchema } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { KycProviderError, type KycProvider } from '../src/providers/kyc/provider.js';
import { createSandboxKycProvider, createSandboxTokens } from '../src/providers/kyc/sandbox.js';
import { bearer, register } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const start = async (token: string, details?: Record<string, string>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/kyc/session',
    headers: bearer(token),
    ...(details ? { payload: details } : {}),
  });
  expect(response.statusCode).toBe(200);
  return kycSessionResponseSchema.parse(response.json());
};
const status = async (token: string, refresh = false) =>
  t.app.inject({ url: `/api/v1/kyc/status${refresh ? '?refresh=1' : ''}`, headers: bearer(token) });
/** The tester's choice on the sandbox page, with the session's token as the page's form sends it. */
const decide = (session: { userAccessCode: string; token: string }, outcome: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox/kyc/${session.userAccessCode}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome, token: session.token }).toString(),
  });
const webhook = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/webhooks/authenticate', payload: body as object });
const me = async (token: string) => (await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).json();

describe('identity verification with the sandbox provider', () => {
  it('starts a session: in progress, with the access code, token and the page to open', async () => {
    const { token } = await register(t.app, 'kyc-start@example.com');
    const session = await start(token, {
      firstName: 'Linh',
      lastName: 'Tran',
      dateOfBirth: '1990-01-15',
      email: 'kyc-start@example.com',
    });
    expect(session.status).toBe('in_progress');
    expect(session.userAccessCode).toMatch(/^sbx_/);
    expect(session.url).toBe(`/sandbox/kyc/${session.userAccessCode}?token=${session.token}`);
    expect((await me(token)).verification_status).toBe('in_progress');
    const page = await t.app.inject(`${session.url}&lang=vi`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Linh Tran');
    expect(page.body).toContain('Thất bại: ảnh mờ hoặc bị cắt');
    expect(page.body).not.toContain('<script');
  });

  it('settles a failure through the webhook: status, reason, notification and e-mail', async () => {
    const { token } = await register(t.app, 'kyc-fail@example.com');
    const session = await start(token);
    const redirect = await decide(session, 'failed_blurry');
    expect(redirect.statusCode).toBe(303);
    expect(redirect.headers.location).toBe('/verification/status/return');
    // The sandbox's webhook, then the refresh it triggers.
    expect(await t.runJobs()).toBeGreaterThanOrEqual(2);
    const body = kycStatusResponseSchema.parse((await status(token)).json());
    expect(body).toMatchObject({ status: 'failed', return_state: 'failed', reason: 'blurry_or_cropped' });
    expect((await me(token)).verification_status).toBe('failed');
    const notes = (await t.app.inject({ url: '/api/v1/notifications', headers: bearer(token) })).json();
    expect(notes.notifications[0]).toMatchObject({ type: 'kyc_failed', params: { reason: 'blurry_or_cropped' } });
    const mail = (await t.app.inject('/api/v1/dev/mailbox?email=kyc-fail@example.com')).json();
    expect(mail.messages.some((m: { subject: string }) => m.subject === 'We could not verify your identity')).toBe(
      true,
    );
  });

  it('retries with the same access code and can then pass', async () => {
    const { token } = await register(t.app, 'kyc-retry@example.com');
    const first = await start(token);
    await decide(first, 'failed_expired');
    await t.runJobs();
    const retry = await t.app.inject({ method: 'POST', url: '/api/v1/kyc/retry', headers: bearer(token) });
    expect(retry.json()).toMatchObject({ userAccessCode: first.userAccessCode, status: 'in_progress' });
    expect((await me(token)).verification_status).toBe('in_progress');
    await decide(first, 'passed');
    await t.runJobs();
    expect((await me(token)).verification_status).toBe('passed');
    const notes = (await t.app.inject({ url: '/api/v1/notifications', headers: bearer(token) })).json();
    expect(notes.notifications[0].type).toBe('kyc_passed');
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/kyc/session', headers: bearer(token) });
    expect(again.statusCode).toBe(409);
  });

  it('shows pending review as its own return state', async () => {
    const { token } = await register(t.app, 'kyc-review@example.com');
    const session = await start(token);
    await decide(session, 'pending_review');
    await t.runJobs();
    expect((await status(token)).json()).toMatchObject({ status: 'in_progress', return_state: 'pending_review' });
  });

  it('refreshes from the provider on request, before any webhook arrives', async () => {
    const { token } = await register(t.app, 'kyc-live@example.com');
    const session = await start(token);
    await decide(session, 'passed');
    // No jobs run: the status page asks the provider itself.
    expect((await status(token, true)).json()).toMatchObject({ status: 'passed', return_state: 'success' });
    await t.runJobs();
  });

  it('reports not started before any session', async () => {
    const { token } = await register(t.app, 'kyc-none@example.com');
    expect((await status(token)).json()).toMatchObject({ status: 'not_started', return_state: 'not_started' });
  });

  it('validates the personal-information form', async () => {
    const { token } = await register(t.app, 'kyc-form@example.com');
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/kyc/session', headers: bearer(token), payload });
    const empty = await post({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'EMPTY_FORM', detail: 'Please fill in at least one field' });
    const email = await post({ firstName: 'A', lastName: 'B', dateOfBirth: '1990-01-01', email: 'nope' });
    expect(email.json()).toMatchObject({ code: 'INVALID_EMAIL_FORMAT', detail: 'Invalid email format' });
    const date = await post({ firstName: 'A', lastName: 'B', dateOfBirth: '01/01/1990', email: 'a@b.co' });
    expect(date.json().detail).toBe('Date must be in YYYY-MM-DD format');
  });
});

describe('webhooks', () => {
  const delivery = (id: string, userAccessCode: string, status = 'approved') => ({
    id,
    event: 'SELF_VERIFICATION_TRY_STATUS',
    eventDate: new Date().toISOString(),
    order: { userAccessCode, status },
  });

  it('answers 400 to a malformed body and changes nothing', async () => {
    const before = rowsOf<{ n: number }>(await t.db.db.execute(sql`select count(*)::int as n from webhook_events`))[0]!
      .n;
    for (const body of [{}, { id: 'x' }, { id: 'x', event: 'E', order: {} }, []]) {
      expect((await webhook(body)).statusCode).toBe(400);
    }
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"id": "x", "order":',
    });
    expect(garbage.statusCode).toBe(400);
    const after = rowsOf<{ n: number }>(await t.db.db.execute(sql`select count(*)::int as n from webhook_events`))[0]!
      .n;
    expect(after).toBe(before);
  });

  it('ignores an unknown access code', async () => {
    await t.runJobs();
    const response = await webhook(delivery('evt-unknown', 'sbx_00000000000000000000000000000000'));
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await t.runJobs()).toBe(0);
  });

  it('handles the same delivery once, and ends right whatever the order', async () => {
    const { token } = await register(t.app, 'kyc-order@example.com');
    const session = await start(token);
    await decide(session, 'passed');
    await t.runJobs();
    // A duplicate of an older, stale delivery arrives late: it only triggers a fetch of the current result.
    const stale = delivery('evt-stale', session.userAccessCode, 'pending');
    expect((await webhook(stale)).json().outcome).toBe('accepted');
    expect((await webhook(stale)).json().outcome).toBe('duplicate');
    await t.runJobs();
    expect((await me(token)).verification_status).toBe('passed');
  });
});

describe('a provider that is down', () => {
  it("gives 'Unable to check verification status.' and loses nothing", async () => {
    let down = false;
    const holder: { real?: KycProvider } = {};
    const flaky: KycProvider = {
      name: 'sandbox',
      startSession: (input, executor) => holder.real!.startSession(input, executor),
      fetchResult: async (code) => {
        if (down) throw new KycProviderError('connection refused');
        return holder.real!.fetchResult(code);
      },
    };
    const local = await createTestApp({ kycProvider: flaky });
    holder.real = createSandboxKycProvider({
      db: local.db.db,
      tokens: createSandboxTokens(local.config.auth.jwtSecret!),
    });
    try {
      const { token } = await register(local.app, 'kyc-down@example.com');
      const started = await local.app.inject({ method: 'POST', url: '/api/v1/kyc/session', headers: bearer(token) });
      expect(started.statusCode).toBe(200);
      down = true;
      const response = await local.app.inject({ url: '/api/v1/kyc/status?refresh=1', headers: bearer(token) });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'KYC_PROVIDER_UNAVAILABLE',
        detail: 'Unable to check verification status.',
      });
      const plain = await local.app.inject({ url: '/api/v1/kyc/status', headers: bearer(token) });
      expect(plain.json().status).toBe('in_progress');
    } finally {
      await local.close();
    }
  });
});
