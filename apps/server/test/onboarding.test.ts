import { quizResponseSchema } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { QUIZ_QUESTIONS } from '../src/modules/onboarding/quiz-content.js';
import { bearer, register } from './helpers/accounts.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const rightAnswers = QUIZ_QUESTIONS.map((q) => ({ question_id: q.id, option_id: q.answer }));
const finances = { net_annual_income: 40_000, liquid_assets: 25_000, annual_commitments: 15_000 };

async function submit(token: string, body: Record<string, unknown>, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/onboarding/quiz/submit',
    headers: bearer(token),
    payload: {
      investor_type: 'non_sophisticated_investor',
      criteria: [],
      answers: rightAnswers,
      finances,
      consent: true,
      ...body,
    },
  });
}

describe('the risk quiz', () => {
  it('serves at least six questions in the request language, without answers', async () => {
    const { token } = await register(t.app, 'quiz-read@example.com');
    const en = quizResponseSchema.parse(
      (await t.app.inject({ url: '/api/v1/onboarding/quiz?lang=en', headers: bearer(token) })).json(),
    );
    const ru = quizResponseSchema.parse(
      (await t.app.inject({ url: '/api/v1/onboarding/quiz?lang=ru', headers: bearer(token) })).json(),
    );
    expect(en.questions.length).toBeGreaterThanOrEqual(6);
    expect(ru.questions[0]?.text).not.toBe(en.questions[0]?.text);
    expect(JSON.stringify(en)).not.toContain('"answer"');
    expect(en.criteria).toHaveLength(4);
    expect(en.criteria_required).toBe(1);
  });

  it('checks single answers on the server', async () => {
    const { token } = await register(t.app, 'quiz-check@example.com');
    const question = QUIZ_QUESTIONS[0]!;
    const wrong = question.options.find((o) => o.id !== question.answer)!;
    const check = (option_id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/onboarding/quiz/check',
        headers: bearer(token),
        payload: { question_id: question.id, option_id },
      });
    expect((await check(question.answer)).json()).toEqual({ correct: true });
    expect((await check(wrong.id)).json()).toEqual({ correct: false });
  });

  it('refuses a submission with a wrong answer with the spec text', async () => {
    const { token } = await register(t.app, 'quiz-wrong@example.com');
    const answers = rightAnswers.map((a, i) => (i === 2 ? { ...a, option_id: 'next_week' } : a));
    const response = await submit(token, { answers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INCORRECT_ANSWER', detail: 'Incorrect answer. Please try again.' });
  });

  it('needs consent', async () => {
    const { token } = await register(t.app, 'quiz-consent@example.com');
    const response = await submit(token, { consent: false });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an amount finer than a cent instead of rounding it', async () => {
    const { token } = await register(t.app, 'quiz-cents@example.com');
    const response = await submit(token, { finances: { ...finances, liquid_assets: 1.005 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'Please enter amounts in whole cents (at most 2 decimals)',
      fields: [{ path: 'finances.liquid_assets' }],
    });
  });

  it('passes a non-sophisticated investor and stores the submission, its date and the estimate', async () => {
    const { token, user } = await register(t.app, 'quiz-pass@example.com');
    const response = await submit(token, {});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ onboarding_status: 'passed', investor_type: 'non_sophisticated_investor' });
    // 40,000 + 25,000 − 15,000 = 50,000; 10 % of it, and 10 % of liquid assets.
    expect(body.loss_bearing).toEqual({
      capacity: 50_000,
      affordable_loss: 5_000,
      advised_max_investment: 2_500,
      currency: 'USD',
    });
    const [stored] = rowsOf<{ investor_type: string; loss_capacity_minor: number; consented_at: string }>(
      await t.db.db.execute(sql`select * from quiz_submissions where user_id = ${user.id}`),
    );
    expect(stored).toMatchObject({ investor_type: 'non_sophisticated_investor' });
    expect(Number(stored!.loss_capacity_minor)).toBe(5_000_000);
    expect(stored!.consented_at).toBeTruthy();

    const notifications = (await t.app.inject({ url: '/api/v1/notifications', headers: bearer(token) })).json();
    expect(notifications.notifications[0]).toMatchObject({ type: 'quiz_passed', read: false, link: '/verification' });
    const mail = (await t.app.inject('/api/v1/dev/mailbox?email=quiz-pass@example.com')).json();
    expect(mail.messages[0].subject).toBe('You passed the Grove risk quiz');
  });

  it('asks a sophisticated investor for at least one criterion', async () => {
    const { token } = await register(t.app, 'quiz-soph@example.com');
    const none = await submit(token, { investor_type: 'sophisticated_investor', criteria: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('DECLARATION_INVALID');
    const one = await submit(token, { investor_type: 'sophisticated_investor', criteria: ['professional_experience'] });
    expect(one.statusCode).toBe(200);
    expect(one.json().user.investor_type).toBe('sophisticated_investor');
  });

  it('applies the EU rule of two of three when configured', async () => {
    const eu = await createTestApp({ env: { SOPHISTICATED_CRITERIA_REQUIRED: '2' } });
    try {
      const { token } = await register(eu.app, 'quiz-eu@example.com');
      const one = await submit(
        token,
        { investor_type: 'sophisticated_investor', criteria: ['executive_role'] },
        eu.app,
      );
      expect(one.statusCode).toBe(400);
      const two = await submit(
        token,
        { investor_type: 'sophisticated_investor', criteria: ['executive_role', 'frequent_transactions'] },
        eu.app,
      );
      expect(two.statusCode).toBe(200);
    } finally {
      await eu.close();
    }
  });

  it('lets the investor retake the quiz', async () => {
    const { token } = await register(t.app, 'quiz-retake@example.com');
    await submit(token, {});
    const retake = await t.app.inject({
      method: 'POST',
      url: '/api/v1/onboarding/quiz/retake',
      headers: bearer(token),
    });
    expect(retake.json().onboarding_status).toBe('not_passed');
  });

  it('asks a sophisticated declaration again after two years', async () => {
    const { token, user } = await register(t.app, 'quiz-expiry@example.com');
    await submit(token, { investor_type: 'sophisticated_investor', criteria: ['income_or_portfolio'] });
    await t.db.db.execute(
      sql`update users set investor_declared_at = now() - interval '731 days' where id = ${user.id}`,
    );
    expect(await t.container.onboarding.expireDeclarations()).toBeGreaterThanOrEqual(1);
    const me = (await t.app.inject({ url: '/api/v1/users/me', headers: bearer(token) })).json();
    expect(me.onboarding_status).toBe('not_passed');
    const list = (await t.app.inject({ url: '/api/v1/notifications', headers: bearer(token) })).json();
    expect(list.notifications[0].type).toBe('declaration_expired');
  });
});

describe('notifications', () => {
  it('are listed, marked read one by one or all at once, and private to their owner', async () => {
    const ana = await register(t.app, 'notes-ana@example.com');
    const bo = await register(t.app, 'notes-bo@example.com');
    await submit(ana.token, {});
    const list = (await t.app.inject({ url: '/api/v1/notifications', headers: bearer(ana.token) })).json();
    expect(list.unread_count).toBe(1);
    const id = list.notifications[0].id;

    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/notifications/${id}/read`,
      headers: bearer(bo.token),
    });
    expect(foreign.statusCode).toBe(404);

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/v1/notifications/${id}/read`,
      headers: bearer(ana.token),
    });
    expect(read.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/v1/notifications', headers: bearer(ana.token) })).json().unread_count).toBe(
      0,
    );

    await submit(ana.token, {});
    await t.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: bearer(ana.token) });
    const after = (await t.app.inject({ url: '/api/v1/notifications', headers: bearer(ana.token) })).json();
    expect(after.unread_count).toBe(0);
    expect(after.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await t.app.inject('/api/v1/notifications')).statusCode).toBe(401);
  });
});

describe('submitting the quiz concurrently', () => {
  it('tells the person once: one notification, one e-mail', async () => {
    const { token, user } = await register(t.app, 'quiz-race@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(token, {})));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.db.db.execute(query))[0]!.n;
    expect(
      await count(
        sql`select count(*)::int as n from notifications where user_id = ${user.id} and type = 'quiz_passed'`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from mail_messages where "to" = 'quiz-race@example.com' and subject = 'You passed the Grove risk quiz'`,
      ),
    ).toBe(1);

    // Passing again after a retake is news again.
    await t.app.inject({ method: 'POST', url: '/api/v1/onboarding/quiz/retake', headers: bearer(token) });
    expect((await submit(token, {})).statusCode).toBe(200);
    expect(
      await count(
        sql`select count(*)::int as n from notifications where user_id = ${user.id} and type = 'quiz_passed'`,
      ),
    ).toBe(2);
  });
});
