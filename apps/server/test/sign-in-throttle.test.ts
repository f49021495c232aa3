import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { createAuthService } from '../src/modules/auth/auth.service.js';
import { argon2Passwords, type PasswordHasher } from '../src/modules/auth/passwords.js';
import { PASSWORD, register } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_MAX_FAILURES: '5',
      LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: '12',
      SIGNUP_TAKEN_MAX_PER_HOUR: '2',
    },
  });
});
afterAll(async () => t.close());

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });

const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number | string }>(await t.db.db.execute(query))[0]?.n ?? 0);

describe('failed sign-ins per account, from all addresses', () => {
  const email = 'attacked@example.com';
  const fail = async (times: number, remoteAddress: string) => {
    for (let i = 0; i < times; i += 1)
      expect((await login(email, `wrong-${i}-pass`, remoteAddress)).statusCode).toBe(401);
  };

  it('slow the account down past the hourly limit, while the owner signs in below it', async () => {
    await register(t.app, email, { language: 'ru' });
    // Eleven failures spread over addresses, each below the per-address limit.
    await fail(3, '198.51.100.1');
    await fail(3, '198.51.100.2');
    await fail(3, '198.51.100.3');
    await fail(2, '198.51.100.4');
    expect((await login(email, PASSWORD, '203.0.113.1')).statusCode).toBe(200);
    await fail(1, '198.51.100.5');
    // The twelfth failure reached the account's limit: every address waits, the right password too.
    const waiting = await login(email, PASSWORD, '203.0.113.2');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().code).toBe('SIGN_IN_THROTTLED');
    expect(waiting.json().detail).toMatch(
      /^Too many failed sign-in attempts on this account\. Please try again in (60|59) minutes, or sign in with a link we e-mail you\.$/,
    );
  });

  it('tell the owner when failures pile up and when the password is paused, once each per window, in their language', async () => {
    const alerts = rowsOf<{ text: string }>(
      await t.db.db.execute(
        sql`select text from mail_messages where "to" = ${email} and subject = 'Неудачные попытки входа в ваш аккаунт Grove' order by created_at`,
      ),
    );
    expect(alerts).toHaveLength(2);
    // How many, from how many addresses; the second says the password is paused and how to get in.
    expect(alerts[0]?.text).toMatch(/10 раз за последние 60 минут, начиная с .+, с адресов: 4\./);
    expect(alerts[0]?.text).not.toContain('приостановлен');
    expect(alerts[1]?.text).toMatch(/12 раз .+ с адресов: 5\./);
    expect(alerts[1]?.text).toContain('Вход по паролю приостановлен до');
    expect(alerts[1]?.text).toContain('/signin/link');
  });

  it('start again once the owner resets the password', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/password/forgot', payload: { email } });
    await t.runJobs();
    const [recovery] = rowsOf<{ subject: string }>(
      await t.db.db.execute(
        sql`select subject from mail_messages where "to" = ${email} and subject like '%код восстановления%'`,
      ),
    );
    const code = recovery?.subject.match(/\d{6}/)?.[0] ?? 'missing';
    const password = 'a fresh password 9';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { email, code, password, confirmPassword: password },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, password, '203.0.113.3')).statusCode).toBe(200);
    // The addresses that had failed start again too.
    expect((await login(email, password, '198.51.100.1')).statusCode).toBe(200);
  });

  it('count unknown addresses the same way, without mailing anyone', async () => {
    for (let i = 0; i < 12; i += 1) await login('ghost@example.com', 'wrong-pass-1', `198.51.100.${100 + (i % 4)}`);
    expect((await login('ghost@example.com', 'wrong-pass-1', '203.0.113.9')).statusCode).toBe(429);
    expect(await count(sql`select count(*) as n from mail_messages where "to" = 'ghost@example.com'`)).toBe(0);
  });
});

describe('sign-up with a taken address', () => {
  const signUp = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: PASSWORD, confirmPassword: PASSWORD },
      remoteAddress,
    });

  it('keeps its 409, and past the limit that address waits for any sign-up', async () => {
    await register(t.app, 'taken@example.com');
    expect((await signUp('taken@example.com', '192.0.2.10')).statusCode).toBe(409);
    expect((await signUp('TAKEN@example.com', '192.0.2.10')).statusCode).toBe(409);
    const waiting = await signUp('free-1@example.com', '192.0.2.10');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().detail).toMatch(
      /^Too many sign-up attempts from your network\. Please try again in \d+ minutes\.$/,
    );
    // Other addresses, and new accounts, are not affected.
    expect((await signUp('free-2@example.com', '192.0.2.11')).statusCode).toBe(201);
    expect((await signUp('free-3@example.com', '192.0.2.11')).statusCode).toBe(201);
  });
});

describe('recovery does the same work for known and unknown addresses', () => {
  function watchedService() {
    const hashed: string[] = [];
    const passwords: PasswordHasher = {
      ...argon2Passwords,
      hash: async (password) => {
        hashed.push(password);
        return argon2Passwords.hash(password);
      },
    };
    const auth = createAuthService({
      db: t.db.db,
      sessions: t.container.sessions,
      secondFactor: t.container.secondFactor,
      publicUrl: t.config.publicUrl,
      google: null,
      passwords,
      codeSecret: 'another-secret-for-the-recovery-codes',
      limits: t.config.auth.limits,
    });
    return { auth, hashed };
  }

  it('hashes the new password for an unknown address too', async () => {
    const { auth, hashed } = watchedService();
    await expect(auth.resetPassword('nobody-here@example.com', '123456', 'new password 1')).rejects.toMatchObject({
      code: 'INVALID_RECOVERY_CODE',
    });
    expect(hashed).toEqual(['new password 1']);
  });

  it('answers a recovery request by queueing one job, whether or not the account exists', async () => {
    const { auth } = watchedService();
    await register(t.app, 'recover-me@example.com');
    const snapshot = async () => ({
      jobs: await count(sql`select count(*) as n from jobs where name = 'auth.recovery-code' and completed_at is null`),
      codes: await count(sql`select count(*) as n from password_reset_codes`),
      mails: await count(sql`select count(*) as n from mail_messages`),
    });
    await t.runJobs();
    const before = await snapshot();
    await auth.requestRecovery('recover-me@example.com');
    const afterKnown = await snapshot();
    await auth.requestRecovery('nobody-at-all@example.com');
    const afterUnknown = await snapshot();
    expect(afterKnown).toEqual({ ...before, jobs: before.jobs + 1 });
    expect(afterUnknown).toEqual({ ...afterKnown, jobs: afterKnown.jobs + 1 });
    // The job then mails the code to the account, and nothing to the unknown address.
    await t.runJobs();
    const mails = rowsOf<{ to: string }>(
      await t.db.db.execute(sql`select "to" from mail_messages where subject like '%recovery code%'`),
    ).map((row) => row.to);
    expect(mails).toContain('recover-me@example.com');
    expect(mails).not.toContain('nobody-at-all@example.com');
  });
});
