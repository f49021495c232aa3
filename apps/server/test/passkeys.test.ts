import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { bearer, PASSWORD, register } from './helpers/accounts.js';
import { SoftwareAuthenticator } from './helpers/software-authenticator.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Issue 25, passkeys: added from a signed-in session, signing in on their own, each ceremony's
 * challenge working once, on real ES256 signatures made by a software authenticator.
 */
let t: TestApp;
beforeAll(async () => {
  // The account's password pauses after 20 failures an hour, so 30 addresses pause it.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: '20' } });
});
afterAll(async () => t.close());

type Ceremony = { challenge_id: string; options: { challenge: string; rp: { id: string }; user: { id: string } } };

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: {
      ...(token ? bearer(token) : {}),
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const origin = () => new URL(t.config.publicUrl).origin;
const mailbox = async (email: string) => {
  await t.runJobs();
  const response = await t.app.inject(`/api/v1/dev/mailbox?email=${encodeURIComponent(email)}`);
  return (response.json() as { messages: { subject: string; text: string }[] }).messages;
};

async function addPasskey(token: string, authenticator: SoftwareAuthenticator, name?: string) {
  const start = await api('POST', '/auth/passkeys/registration', token);
  expect(start.statusCode, start.body).toBe(200);
  const ceremony = start.json() as Ceremony;
  return api('POST', '/auth/passkeys', token, {
    challenge_id: ceremony.challenge_id,
    credential: authenticator.register(ceremony.options),
    ...(name ? { name } : {}),
  });
}

async function signInWith(
  authenticator: SoftwareAuthenticator,
  tamper: Parameters<SoftwareAuthenticator['signIn']>[1] = {},
) {
  const start = await api('POST', '/auth/passkeys/sign-in/options');
  expect(start.statusCode, start.body).toBe(200);
  const ceremony = start.json() as { challenge_id: string; options: { challenge: string; rpId: string } };
  const credential = authenticator.signIn(ceremony.options, tamper);
  return {
    response: await api('POST', '/auth/passkeys/sign-in', undefined, {
      challenge_id: ceremony.challenge_id,
      credential,
    }),
    ceremony,
    credential,
  };
}

describe('adding a passkey', () => {
  it('registers it for the signed-in user, lists it, and tells the owner by e-mail', async () => {
    const { token, user } = await register(t.app, 'pk-add@example.com');
    const authenticator = new SoftwareAuthenticator(origin());
    const added = await addPasskey(token, authenticator);
    expect(added.statusCode, added.body).toBe(201);
    // Named after the device it was added from until its owner names it.
    expect(added.json()).toMatchObject({ name: 'Chrome on macOS', synced: true, last_used_at: null });
    const list = (await api('GET', '/auth/passkeys', token)).json() as { passkeys: { id: string }[] };
    expect(list.passkeys).toHaveLength(1);
    // The user handle is the account's id, never its e-mail address.
    const stored = rowsOf<{ user_id: string }>(await t.db.db.execute(sql`select user_id from passkeys`));
    expect(stored.map((row) => row.user_id)).toContain(user.id);
    const mails = await mailbox('pk-add@example.com');
    expect(mails.some((mail) => mail.subject === 'A passkey was added to your Grove account')).toBe(true);
  });

  it("refuses an answer to another ceremony's challenge, from another origin, twice, or to another user's challenge", async () => {
    const { token } = await register(t.app, 'pk-refuse@example.com');
    const other = await register(t.app, 'pk-refuse-other@example.com');
    const start = async (as: string) => (await api('POST', '/auth/passkeys/registration', as)).json() as Ceremony;

    const wrongChallenge = await start(token);
    const a = new SoftwareAuthenticator(origin());
    const refused = await api('POST', '/auth/passkeys', token, {
      challenge_id: wrongChallenge.challenge_id,
      credential: a.register(wrongChallenge.options, { challenge: 'c29tZXRoaW5nIGVsc2U' }),
    });
    expect(refused.json()).toMatchObject({ code: 'PASSKEY_INVALID' });

    const phishing = await start(token);
    const fromElsewhere = await api('POST', '/auth/passkeys', token, {
      challenge_id: phishing.challenge_id,
      credential: new SoftwareAuthenticator(origin()).register(phishing.options, {
        origin: 'https://grove.example.evil',
      }),
    });
    expect(fromElsewhere.json()).toMatchObject({ code: 'PASSKEY_INVALID' });

    const once = await start(token);
    const b = new SoftwareAuthenticator(origin());
    const credential = b.register(once.options);
    expect(
      (await api('POST', '/auth/passkeys', token, { challenge_id: once.challenge_id, credential })).statusCode,
    ).toBe(201);
    const again = await api('POST', '/auth/passkeys', token, { challenge_id: once.challenge_id, credential });
    expect(again.json()).toMatchObject({ code: 'PASSKEY_INVALID' });

    const theirs = await start(other.token);
    const stolen = await api('POST', '/auth/passkeys', token, {
      challenge_id: theirs.challenge_id,
      credential: new SoftwareAuthenticator(origin()).register(theirs.options),
    });
    expect(stolen.json()).toMatchObject({ code: 'PASSKEY_INVALID' });
    expect(((await api('GET', '/auth/passkeys', token)).json() as { passkeys: unknown[] }).passkeys).toHaveLength(1);
  });

  it('needs a session, and answers bad input with 400, never 500', async () => {
    expect((await api('POST', '/auth/passkeys/registration')).statusCode).toBe(401);
    const { token } = await register(t.app, 'pk-bad@example.com');
    const ceremony = (await api('POST', '/auth/passkeys/registration', token)).json() as Ceremony;
    for (const credential of [
      {},
      { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'not json' } },
      {
        id: 'x',
        rawId: 'x',
        type: 'public-key',
        response: { clientDataJSON: Buffer.from('{}').toString('base64url'), attestationObject: 'AAAA' },
      },
    ]) {
      const answer = await api('POST', '/auth/passkeys', token, { challenge_id: ceremony.challenge_id, credential });
      expect(answer.statusCode, answer.body).toBe(400);
    }
  });
});

describe('signing in with a passkey', () => {
  it('signs in without a password, as a session of its own, and records the use', async () => {
    const { token } = await register(t.app, 'pk-sign-in@example.com');
    const authenticator = new SoftwareAuthenticator(origin());
    expect((await addPasskey(token, authenticator, 'My laptop')).statusCode).toBe(201);

    const { response } = await signInWith(authenticator);
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json() as { token: string; user: { email: string } };
    expect(session.user.email).toBe('pk-sign-in@example.com');
    expect((await api('GET', '/users/me', session.token)).statusCode).toBe(200);
    const sessions = (await api('GET', '/auth/sessions', session.token)).json() as {
      sessions: { method: string; current: boolean }[];
    };
    expect(sessions.sessions.find((s) => s.current)?.method).toBe('passkey');
    const [listed] = (
      (await api('GET', '/auth/passkeys', token)).json() as {
        passkeys: { name: string; last_used_at: string | null }[];
      }
    ).passkeys;
    expect(listed).toMatchObject({ name: 'My laptop' });
    expect(listed!.last_used_at).not.toBeNull();
  });

  it('refuses a replayed answer, an answer from another origin, a copied authenticator, and an unknown passkey', async () => {
    const { token } = await register(t.app, 'pk-replay@example.com');
    const authenticator = new SoftwareAuthenticator(origin());
    await addPasskey(token, authenticator);

    const first = await signInWith(authenticator);
    expect(first.response.statusCode).toBe(200);
    // The same answer again: its challenge is gone.
    const replay = await api('POST', '/auth/passkeys/sign-in', undefined, {
      challenge_id: first.ceremony.challenge_id,
      credential: first.credential,
    });
    expect(replay.json()).toMatchObject({ code: 'PASSKEY_INVALID' });

    expect((await signInWith(authenticator, { origin: 'https://phish.example' })).response.json()).toMatchObject({
      code: 'PASSKEY_INVALID',
    });
    // A signature counter that did not move forward: a clone of the authenticator.
    expect((await signInWith(authenticator, { counter: 1 })).response.json()).toMatchObject({
      code: 'PASSKEY_INVALID',
    });
    expect((await signInWith(new SoftwareAuthenticator(origin()))).response.json()).toMatchObject({
      code: 'PASSKEY_INVALID',
    });
    // The real one, whose counter moved on, still works.
    expect((await signInWith(authenticator, { counter: 10 })).response.statusCode).toBe(200);
  });

  it('works with a synced passkey that keeps no counter, every time', async () => {
    const { token } = await register(t.app, 'pk-synced@example.com');
    const authenticator = new SoftwareAuthenticator(origin(), false);
    await addPasskey(token, authenticator);
    expect((await signInWith(authenticator)).response.statusCode).toBe(200);
    expect((await signInWith(authenticator)).response.statusCode).toBe(200);
  });

  it('still lets the owner in while password guesses from 30 addresses have paused the password', async () => {
    const { token } = await register(t.app, 'pk-throttled@example.com');
    const authenticator = new SoftwareAuthenticator(origin());
    await addPasskey(token, authenticator);
    for (let i = 0; i < 30; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'pk-throttled@example.com', password: `guess number ${i}` },
        remoteAddress: `198.51.100.${i + 1}`,
      });
    }
    const withPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'pk-throttled@example.com', password: PASSWORD },
      remoteAddress: '203.0.113.99',
    });
    expect(withPassword.json()).toMatchObject({ code: 'SIGN_IN_THROTTLED' });
    expect((await signInWith(authenticator)).response.statusCode).toBe(200);
  });
});

describe('managing passkeys', () => {
  it("renames and removes one's own passkey only; a removed passkey no longer signs in", async () => {
    const { token } = await register(t.app, 'pk-manage@example.com');
    const other = await register(t.app, 'pk-manage-other@example.com');
    const authenticator = new SoftwareAuthenticator(origin());
    const { id } = (await addPasskey(token, authenticator)).json() as { id: string };

    expect((await api('PATCH', `/auth/passkeys/${id}`, other.token, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await api('DELETE', `/auth/passkeys/${id}`, other.token)).statusCode).toBe(404);
    expect((await api('PATCH', `/auth/passkeys/${id}`, token, { name: '   ' })).statusCode).toBe(400);
    expect((await api('PATCH', `/auth/passkeys/${id}`, token, { name: ' Work phone ' })).json()).toMatchObject({
      name: 'Work phone',
    });

    expect((await api('DELETE', `/auth/passkeys/${id}`, token)).statusCode).toBe(204);
    expect((await api('DELETE', `/auth/passkeys/${id}`, token)).json()).toMatchObject({ code: 'PASSKEY_NOT_FOUND' });
    expect((await signInWith(authenticator)).response.json()).toMatchObject({ code: 'PASSKEY_INVALID' });
    const mails = await mailbox('pk-manage@example.com');
    expect(mails.some((mail) => mail.subject === 'A passkey was removed from your Grove account')).toBe(true);
  });

  it("closing the account forgets its passkeys: they can't sign in to it again", async () => {
    const { token } = await register(t.app, 'pk-close@example.com');
    const authenticator = new SoftwareAuthenticator(origin());
    await addPasskey(token, authenticator);
    const closed = await api('POST', '/users/me/close', token, { current_password: PASSWORD });
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    expect((await signInWith(authenticator)).response.json()).toMatchObject({ code: 'PASSKEY_INVALID' });
  });
});
