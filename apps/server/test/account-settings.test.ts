import { DATA_EXPORT_FILES } from '@grove/contracts';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { users } from '../src/db/schema/index.js';
import { createMailSendJob } from '../src/modules/mail/mail.service.js';
import { notify } from '../src/modules/notifications/notifications.service.js';
import type { OutgoingMail } from '../src/providers/mail/transport.js';
import { SANDBOX_TEST_CARDS } from '../src/providers/payments/sandbox.js';
import { bearer, PASSWORD, register } from './helpers/accounts.js';
import { insertInvestor, insertPaidInvestment, insertProject, topUpWithCard } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'another horse 43?';
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });

async function mailbox(email: string) {
  await t.runJobs();
  const answer = await t.app.inject({ url: `/api/v1/dev/mailbox?email=${encodeURIComponent(email)}` });
  return (answer.json() as { messages: { subject: string; text: string }[] }).messages;
}

/** The token of the latest e-mail-change link sent to an address. */
async function linkTokenFor(email: string): Promise<string> {
  const message = (await mailbox(email)).find((m) => /\/account\/email-change\?token=/.test(m.text));
  const token = message?.text.match(/email-change\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no e-mail change link for ${email}`);
  return token;
}

describe('change password', () => {
  it('needs the current password, ends the other sign-ins and keeps this one', async () => {
    const first = await register(t.app, 'pw-change@example.com');
    const other = (
      await api('POST', '/auth/login', undefined, { email: 'pw-change@example.com', password: PASSWORD })
    ).json().token as string;

    const wrong = await api('PUT', '/users/me/password', first.token, {
      current_password: 'not it at all',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_INCORRECT' });

    const short = await api('PUT', '/users/me/password', first.token, {
      current_password: PASSWORD,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });

    const changed = await api('PUT', '/users/me/password', first.token, {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;
    expect((await api('GET', '/users/me', fresh)).statusCode).toBe(200);
    expect((await api('GET', '/users/me', other)).statusCode).toBe(401);
    // This device's session stays: its token from before the change still signs it in.
    expect((await api('GET', '/users/me', first.token)).statusCode).toBe(200);
    expect(
      (await api('POST', '/auth/login', undefined, { email: 'pw-change@example.com', password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await mailbox('pw-change@example.com')).some((m) => /password was changed/i.test(m.subject))).toBe(true);
  });
});

describe('change e-mail, confirmed from both addresses', () => {
  it('changes the address only once both links are followed; each works once', async () => {
    const { token } = await register(t.app, 'old-address@example.com');
    const asked = await api('POST', '/users/me/email-change', token, {
      new_email: 'New-Address@Example.com',
      current_password: PASSWORD,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().pending).toMatchObject({
      new_email: 'new-address@example.com',
      new_confirmed: false,
      old_confirmed: false,
    });

    const newToken = await linkTokenFor('new-address@example.com');
    const oldToken = await linkTokenFor('old-address@example.com');
    expect(newToken).not.toBe(oldToken);
    // At rest only hashes.
    const stored = rowsOf<{ old_token_hash: string; new_token_hash: string }>(
      await t.db.db.execute(sql`select old_token_hash, new_token_hash from email_changes`),
    );
    expect(JSON.stringify(stored)).not.toContain(newToken);

    const first = await api('POST', '/account/email-change/confirm', undefined, { token: newToken });
    expect(first.json()).toEqual({ status: 'waiting' });
    expect((await api('GET', '/users/me', token)).json().email).toBe('old-address@example.com');
    const again = await api('POST', '/account/email-change/confirm', undefined, { token: newToken });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'LINK_INVALID' });

    const second = await api('POST', '/account/email-change/confirm', undefined, { token: oldToken });
    expect(second.json()).toEqual({ status: 'completed' });
    expect((await api('GET', '/users/me', token)).json().email).toBe('new-address@example.com');
    expect((await mailbox('old-address@example.com')).some((m) => /address was changed/i.test(m.subject))).toBe(true);
    expect(
      (await api('POST', '/auth/login', undefined, { email: 'new-address@example.com', password: PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('answers the same for an address that has an account, which never completes', async () => {
    await register(t.app, 'taken-address@example.com');
    const { token } = await register(t.app, 'wants-taken@example.com');
    const asked = await api('POST', '/users/me/email-change', token, {
      new_email: 'taken-address@example.com',
      current_password: PASSWORD,
    });
    expect(asked.statusCode).toBe(202);
    expect((await mailbox('taken-address@example.com')).some((m) => /tried to use your e-mail/i.test(m.subject))).toBe(
      true,
    );
    const oldToken = await linkTokenFor('wants-taken@example.com');
    expect((await api('POST', '/account/email-change/confirm', undefined, { token: oldToken })).json()).toEqual({
      status: 'waiting',
    });
    expect((await api('GET', '/users/me', token)).json().email).toBe('wants-taken@example.com');
  });

  it('refuses a wrong password, the same address and a forged or expired link', async () => {
    const { token } = await register(t.app, 'careful@example.com');
    expect(
      (
        await api('POST', '/users/me/email-change', token, {
          new_email: 'x@example.com',
          current_password: 'nope nope',
        })
      ).json(),
    ).toMatchObject({ code: 'CURRENT_PASSWORD_INCORRECT' });
    expect(
      (
        await api('POST', '/users/me/email-change', token, {
          new_email: 'careful@example.com',
          current_password: PASSWORD,
        })
      ).json(),
    ).toMatchObject({ code: 'EMAIL_UNCHANGED' });
    expect(
      (
        await api('POST', '/users/me/email-change', token, { new_email: 'not an address', current_password: PASSWORD })
      ).json(),
    ).toMatchObject({ code: 'INVALID_EMAIL' });
    const forged = await api('POST', '/account/email-change/confirm', undefined, { token: 'A'.repeat(43) });
    expect(forged.json()).toMatchObject({ code: 'LINK_INVALID' });

    await api('POST', '/users/me/email-change', token, { new_email: 'late@example.com', current_password: PASSWORD });
    const late = await linkTokenFor('late@example.com');
    await t.db.db.execute(
      sql`update email_changes set created_at = created_at - interval '2 days', expires_at = created_at - interval '1 day'`,
    );
    expect((await api('POST', '/account/email-change/confirm', undefined, { token: late })).json()).toMatchObject({
      code: 'LINK_INVALID',
    });
  });
});

describe('e-mail preferences and one-click unsubscribe', () => {
  it('keeps security and money e-mails on and switches the others', async () => {
    const { token } = await register(t.app, 'prefs@example.com');
    const initial = (await api('GET', '/users/me/email-preferences', token)).json();
    expect(initial.preferences).toContainEqual({ kind: 'money', enabled: true, required: true });
    expect(
      (await api('PUT', '/users/me/email-preferences', token, { kind: 'money', enabled: false })).json(),
    ).toMatchObject({
      code: 'EMAIL_KIND_REQUIRED',
    });
    const off = await api('PUT', '/users/me/email-preferences', token, { kind: 'business_updates', enabled: false });
    expect(off.json().preferences).toContainEqual({ kind: 'business_updates', enabled: false, required: false });
  });

  it('sends no e-mail of a switched-off kind, and adds RFC 8058 headers to optional ones', async () => {
    const { token, user } = await register(t.app, 'unsub@example.com');
    const row = (await t.db.db.select().from(users).where(eq(users.id, user.id)))[0]!;
    await notify(t.db.db, {
      user: row,
      type: 'project_opened',
      params: { project_id: 'x', project_name: 'Opening Co' },
    });
    const sent: OutgoingMail[] = [];
    const job = createMailSendJob({
      db: t.db.db,
      from: 'Grove <no-reply@grove.example>',
      transport: { name: 'smtp', send: async (mail) => void sent.push(mail) },
      unsubscribe: { tokens: t.container.unsubscribeTokens, publicUrl: 'https://grove.example' },
    });
    const [message] = rowsOf<{ id: string }>(
      await t.db.db.execute(sql`select id from mail_messages where "to" = 'unsub@example.com' and kind = 'openings'`),
    );
    await job({ messageId: message!.id }, { log: { warn: () => undefined } } as never);
    const headers = sent[0]!.headers!;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(headers['List-Unsubscribe']!.slice(1, -1));
    expect(url.origin + url.pathname).toBe('https://grove.example/api/v1/email/unsubscribe');

    // The mail program's one-click POST, a form body, no sign-in.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/v1/email/unsubscribe${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ kind: 'openings' });
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/api/v1/email/unsubscribe${url.search}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    const prefs = (await api('GET', '/users/me/email-preferences', token)).json();
    expect(prefs.preferences).toContainEqual({ kind: 'openings', enabled: false, required: false });

    const before = (await mailbox('unsub@example.com')).length;
    await notify(t.db.db, {
      user: row,
      type: 'project_opened',
      params: { project_id: 'x', project_name: 'Opening Co' },
    });
    await notify(t.db.db, {
      user: row,
      type: 'payout_received',
      params: { project_name: 'Paying Co', currency: 'USD', amount: 5 },
    });
    const after = await mailbox('unsub@example.com');
    expect(after.length).toBe(before + 1);

    // A GET (a person, or a link scanner) changes nothing and goes to the confirming page.
    const page = await t.app.inject({ url: `/api/v1/email/unsubscribe${url.search}` });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toMatch(/^\/unsubscribe\?token=/);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/v1/email/unsubscribe?token=${'a'.repeat(30)}.${'b'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'LINK_INVALID' });
  });
});

describe('download my data', () => {
  it('answers a ZIP of the user’s records', async () => {
    const investor = await insertInvestor(t, { verified: true });
    const projectId = await insertProject(t);
    const paymentId = await insertPaidInvestment(t, investor.id, projectId, 500_00);
    const answer = await api('GET', '/users/me/export', investor.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="grove-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    expect(Object.keys(files).sort()).toEqual([...DATA_EXPORT_FILES].sort());
    const profile = JSON.parse(strFromU8(files['profile.json']!));
    expect(profile).toMatchObject({ id: investor.id, email: investor.email });
    expect(profile).not.toHaveProperty('passwordHash');
    const investments = JSON.parse(strFromU8(files['investments.json']!));
    expect(investments).toEqual([
      expect.objectContaining({ id: paymentId, amount_minor: 500_00, status: 'succeeded' }),
    ]);
    expect(strFromU8(files['investments.csv']!)).toContain(`${paymentId},${projectId},succeeded,USD,500.00`);
    const ledger = JSON.parse(strFromU8(files['ledger-entries.json']!));
    expect(Array.isArray(ledger)).toBe(true);
    expect((await api('GET', '/users/me/export')).statusCode).toBe(401);
    // Five per 15 minutes per account.
    for (let i = 0; i < 4; i++) expect((await api('GET', '/users/me/export', investor.token)).statusCode).toBe(200);
    const limited = await api('GET', '/users/me/export', investor.token);
    expect(limited.statusCode).toBe(429);
  });
});

describe('close my account', () => {
  it('is refused while the wallet holds money, with the reason', async () => {
    // An investor with a password: sign up, then top up the wallet.
    const { token } = await register(t.app, 'wallet-holder@example.com');
    const me = (await api('GET', '/users/me', token)).json();
    await t.db.db.update(users).set({ kycStatus: 'passed', verifiedName: 'Wallet Holder' }).where(eq(users.id, me.id));
    await topUpWithCard(
      t,
      { id: me.id, email: me.email, token, headers: bearer(token) },
      100,
      SANDBOX_TEST_CARDS.succeeds,
    );
    const refused = await api('POST', '/users/me/close', token, { current_password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_HAS_BALANCE' });
    expect((await api('GET', '/users/me', token)).statusCode).toBe(200);
  });

  it('is refused while an investment is held in an open round', async () => {
    const { token } = await register(t.app, 'in-round@example.com');
    const me = (await api('GET', '/users/me', token)).json();
    await insertPaidInvestment(t, me.id, await insertProject(t), 200_00);
    const refused = await api('POST', '/users/me/close', token, { current_password: PASSWORD });
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_HAS_MONEY_IN_FLIGHT' });
  });

  it('erases personal data, keeps the financial records and ends sign-in at once', async () => {
    const { token, user } = await register(t.app, 'leaving@example.com', { name: 'Lan Leaving' });
    const projectId = await insertProject(t, { status: 'active' });
    const paymentId = await insertPaidInvestment(t, user.id, projectId, 100_00);

    expect((await api('POST', '/users/me/close', token, { current_password: 'wrong password' })).json()).toMatchObject({
      code: 'CURRENT_PASSWORD_INCORRECT',
    });
    const closed = await api('POST', '/users/me/close', token, { current_password: PASSWORD });
    expect(closed.statusCode).toBe(204);

    expect((await api('GET', '/users/me', token)).statusCode).toBe(401);
    expect(
      (await api('POST', '/auth/login', undefined, { email: 'leaving@example.com', password: PASSWORD })).statusCode,
    ).toBe(401);
    const [row] = await t.db.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: null, passwordHash: null, email: `closed-${user.id}@closed.invalid` });
    expect(row!.closedAt).not.toBeNull();
    const kept = rowsOf<{ id: string }>(await t.db.db.execute(sql`select id from payments where id = ${paymentId}`));
    expect(kept).toHaveLength(1);
    const audit = rowsOf<{ action: string }>(
      await t.db.db.execute(sql`select action from audit_log where target_id = ${user.id} and action = 'user.close'`),
    );
    expect(audit).toHaveLength(1);
    expect((await mailbox('leaving@example.com')).some((m) => /account is closed/i.test(m.subject))).toBe(true);
    // The address is free for a new account; the closed one stays closed.
    expect(
      (
        await api('POST', '/auth/register', undefined, {
          email: 'leaving@example.com',
          password: PASSWORD,
          confirmPassword: PASSWORD,
        })
      ).statusCode,
    ).toBe(201);
  });
});
