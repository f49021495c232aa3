import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { bearer, register } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Every text field refuses NUL, control characters and lone surrogates with a 400 (issue 11:
// these were 500s), and a database error is logged without the values it was about.

const NOT_ALLOWED = 'Text contains characters that are not allowed';
const BAD_TEXTS = ['nul\u0000here', 'lone \uD800 surrogate', 'low \uDC00 first', 'escape \u001b[2J', 'bell\u0007'];
const HASH_LIKE = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtdmFsdWU';
const PERSONAL = 'Nguyen-Secret-Surname-1987';

let t: TestApp;
const logLines: string[] = [];
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    // Routes whose queries fail on purpose, carrying a password hash and a personal detail.
    extend: (app) => {
      app.get('/test/failing-insert', async () => {
        await t.db.db.insert(users).values({ email: 'x\u0000@example.com', passwordHash: HASH_LIKE, name: PERSONAL });
        return { ok: true };
      });
      app.get('/test/failing-cast', async () => {
        await t.db.db.execute(sql`select ${PERSONAL}::uuid`);
        return { ok: true };
      });
      app.get('/test/duplicate', async () => {
        const row = { email: 'twice@example.com', passwordHash: HASH_LIKE, name: PERSONAL };
        await t.db.db.insert(users).values(row);
        await t.db.db.insert(users).values(row);
        return { ok: true };
      });
    },
  });
  ({ token } = await register(t.app, 'text-input@example.com'));
});
afterAll(async () => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, auth = true) =>
  t.app.inject({ method, url, payload: payload as object, headers: auth ? bearer(token) : {} });

function expectRefused(response: { statusCode: number; json(): unknown }, label: string) {
  expect(response.statusCode, label).toBe(400);
  const body = response.json() as { detail: string; code: string };
  expect(body.code, label).toBe('INVALID_CHARACTERS');
  expect(body.detail, label).toBe(NOT_ALLOWED);
}

describe('text fields refuse NUL, control characters and lone surrogates', () => {
  it('sign-up name; profile name and location', async () => {
    for (const bad of BAD_TEXTS) {
      expectRefused(
        await send(
          'POST',
          '/api/v1/auth/register',
          {
            email: 'bad-name@example.com',
            password: 'correct horse 42!',
            confirmPassword: 'correct horse 42!',
            name: bad,
          },
          false,
        ),
        `register ${JSON.stringify(bad)}`,
      );
      expectRefused(await send('PUT', '/api/v1/users/me', { name: bad }), 'profile name');
      expectRefused(await send('PUT', '/api/v1/users/me', { location: bad }), 'profile location');
    }
    // Everything else in Unicode is still a name.
    const fine = await send('PUT', '/api/v1/users/me', { name: 'Nguyễn Văn 😀', location: 'Hà Nội' });
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toMatchObject({ name: 'Nguyễn Văn 😀', location: 'Hà Nội' });
  });

  it('question text (multi-line text keeps its line breaks)', async () => {
    const list = await t.app.inject({ url: '/api/v1/public/projects' });
    console.log(list.statusCode, list.body.slice(0, 500));
    const id = (list.json() as { projects: { id: string }[] }).projects[0]!.id;
    for (const bad of BAD_TEXTS) {
      expectRefused(
        await send('POST', `/api/v1/projects/${id}/questions`, { question: `What is the plan? ${bad}` }),
        'question',
      );
    }
    const ok = await send('POST', `/api/v1/projects/${id}/questions`, { question: 'First line,\nthen a second one?' });
    expect(ok.statusCode).toBe(201);
  });

  it('project ids in paths: %00, a control character, bytes that are not UTF-8', async () => {
    for (const path of [
      '/api/v1/public/projects/abc%00',
      '/api/v1/public/projects/%07',
      '/api/v1/projects/abc%00/questions/mine',
    ]) {
      expectRefused(await t.app.inject({ url: path, headers: bearer(token) }), path);
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      expectRefused(
        await t.app.inject({ method, url: '/api/v1/portfolio/me/favorites/a%00b', headers: bearer(token) }),
        method,
      );
    }
    // A lone surrogate cannot be written in UTF-8: its bytes (ED A0 80) are a 400 before any schema.
    const undecodable = await t.app.inject({ url: '/api/v1/public/projects/%ED%A0%80' });
    expect(undecodable.statusCode).toBe(400);
  });

  it("the KYC webhook's fields; anything else in its body is dropped, never stored", async () => {
    const base = {
      id: 'evt-text-1',
      event: 'verification.completed',
      order: { userAccessCode: 'sbx_' + '0'.repeat(32) },
    };
    for (const bad of BAD_TEXTS) {
      for (const body of [
        { ...base, id: bad },
        { ...base, event: bad },
        { ...base, order: { userAccessCode: bad } },
      ]) {
        expectRefused(await send('POST', '/api/v1/webhooks/authenticate', body, false), JSON.stringify(body));
      }
    }
    let deep: unknown = 'nul\u0000';
    for (let i = 0; i < 200; i++) deep = [deep];
    const extras = [{ eventDate: 'x\u0000' }, { order: { ...base.order, [BAD_TEXTS[1]!]: deep } }, { deep }];
    for (const [i, extra] of extras.entries()) {
      const body = { ...base, id: `evt-extra-${i}`, ...extra };
      const response = await send('POST', '/api/v1/webhooks/authenticate', body, false);
      expect(response.statusCode, JSON.stringify(extra)).toBe(200);
    }
  });

  it('KYC personal details', async () => {
    const details = { firstName: 'An', lastName: 'Nguyen', dateOfBirth: '1990-01-15', email: 'an@example.com' };
    for (const bad of BAD_TEXTS) {
      for (const field of ['firstName', 'middleName', 'lastName', 'dateOfBirth', 'email']) {
        const response = await send('POST', '/api/v1/kyc/session', { ...details, [field]: bad });
        expect(response.statusCode, field).toBe(400);
        expect(
          (response.json() as { fields: { code: string }[] }).fields.map((f) => f.code),
          field,
        ).toContain('INVALID_CHARACTERS');
      }
    }
  });

  it('quiz answer ids', async () => {
    for (const bad of BAD_TEXTS) {
      expectRefused(await send('POST', '/api/v1/onboarding/quiz/check', { question_id: bad, option_id: 'a' }), 'q');
      expectRefused(await send('POST', '/api/v1/onboarding/quiz/check', { question_id: 'q1', option_id: bad }), 'o');
      const submit = await send('POST', '/api/v1/onboarding/quiz/submit', {
        investor_type: 'non_sophisticated_investor',
        answers: [{ question_id: 'q1', option_id: bad }],
        finances: { net_annual_income: 1, liquid_assets: 1, annual_commitments: 0 },
        consent: true,
      });
      expectRefused(submit, 'submit');
    }
  });
});

describe('logs of a failed query', () => {
  it('carry the SQL and its code, never its parameters or the database’s detail', async () => {
    for (const url of ['/test/failing-insert', '/test/failing-cast', '/test/duplicate']) {
      logLines.length = 0;
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(500);
      expect(response.json()).toMatchObject({ detail: 'Internal server error', code: 'INTERNAL_ERROR' });
      const logged = logLines.join('\n');
      expect(logged, url).toContain('"level":50');
      expect(logged, url).toMatch(/insert into \\"users\\"|select \$1::uuid/);
      expect(logged, url).not.toContain(HASH_LIKE);
      expect(logged, url).not.toContain('c2VjcmV0');
      expect(logged, url).not.toContain(PERSONAL);
      expect(logged, url).not.toContain('twice@example.com');
      expect(logged, url).not.toMatch(/"params"|"detail"/);
    }
    // The SQLSTATE code stays, so the failure can still be told apart.
    expect(logLines.join('\n')).toContain('"code":"23505"');
  });
});
