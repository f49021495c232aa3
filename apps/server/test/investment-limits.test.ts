import { quizResponseSchema } from '@grove/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS } from '../src/modules/onboarding/quiz-content.js';
import { insertInvestor, insertProject, invest, type Investor } from './helpers/investing.js';
import { createTestApp, testConfig, type TestApp } from './helpers/test-app.js';

const rightAnswers = QUIZ_QUESTIONS.map((q) => ({ question_id: q.id, option_id: q.answer }));

async function passQuiz(
  t: TestApp,
  investor: Investor,
  finances: { net_annual_income: number; liquid_assets: number; annual_commitments: number },
  investorType = 'non_sophisticated_investor',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/onboarding/quiz/submit',
    headers: investor.headers,
    payload: {
      investor_type: investorType,
      criteria: investorType === 'sophisticated_investor' ? ['professional_experience'] : [],
      answers: rightAnswers,
      finances,
      consent: true,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { loss_bearing: { affordable_loss: number; advised_max_investment: number } };
}

const termsOf = async (t: TestApp, investor: Investor, projectId: string) =>
  (await t.app.inject({ url: `/api/v1/payments/terms/${projectId}`, headers: investor.headers })).json();

// The issue's investor: 10 % of $20,000 liquid is $2,000; 10 % of a $45,000 capacity is $4,500.
const ISSUE_FINANCES = { net_annual_income: 40_000, liquid_assets: 20_000, annual_commitments: 15_000 };

describe('one advised maximum (default configuration)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is the same figure in the quiz answer and the payment terms, and the extra confirmation starts above it', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    const quiz = await passQuiz(t, investor, ISSUE_FINANCES);
    expect(quiz.loss_bearing).toMatchObject({ affordable_loss: 4500, advised_max_investment: 2000 });
    expect(await termsOf(t, investor, projectId)).toMatchObject({
      advised_max: 2000,
      advised_share_bp: 1000,
      extra_ack_threshold: 2000,
      annual_cap: null,
    });
    expect((await invest(t.app, investor, { project_id: projectId, amount: 2000 })).statusCode).toBe(201);
    const above = await invest(t.app, investor, { project_id: projectId, amount: 2050 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ code: 'EXTRA_RISK_ACK_REQUIRED' });
    expect(above.json().detail).toContain('$2,000.00, your advised maximum');
    const confirmed = await invest(t.app, investor, {
      project_id: projectId,
      amount: 2050,
      extra_risk_acknowledged: true,
    });
    expect(confirmed.statusCode).toBe(201);
  });

  it('never advises more than the loss the investor could bear', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t);
    // Capacity 10,000 + 50,000 − 55,000 = 5,000: the bearable loss, $500, is below 10 % of liquid assets.
    const quiz = await passQuiz(t, investor, {
      net_annual_income: 10_000,
      liquid_assets: 50_000,
      annual_commitments: 55_000,
    });
    expect(quiz.loss_bearing.advised_max_investment).toBe(500);
    expect(await termsOf(t, investor, projectId)).toMatchObject({ advised_max: 500, extra_ack_threshold: 500 });
  });

  it('shows a sophisticated investor the advice but asks for no extra confirmation', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t, { sophisticated: true });
    await passQuiz(t, investor, ISSUE_FINANCES, 'sophisticated_investor');
    expect(await termsOf(t, investor, projectId)).toMatchObject({ advised_max: 2000, extra_ack_threshold: null });
    expect((await invest(t.app, investor, { project_id: projectId, amount: 5000 })).statusCode).toBe(201);
  });
});

describe('configured limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADVISED_MAX_SHARE_BP: '500', ANNUAL_INVESTMENT_CAP: 'on' } });
  });
  afterAll(() => t.close());

  it('hands the advised share to the quiz and computes the advised maximum with it', async () => {
    const investor = await insertInvestor(t);
    const quiz = quizResponseSchema.parse(
      (await t.app.inject({ url: '/api/v1/onboarding/quiz?lang=en', headers: investor.headers })).json(),
    );
    expect(quiz.advised_share_bp).toBe(500);
    expect((await passQuiz(t, investor, ISSUE_FINANCES)).loss_bearing.advised_max_investment).toBe(1000);
  });

  it("refuses an investment past Reg CF's 12-month cap, naming the amount and the limit", async () => {
    const first = await insertProject(t);
    const second = await insertProject(t);
    const investor = await insertInvestor(t);
    await passQuiz(t, investor, ISSUE_FINANCES);
    // Income $40,000 and net worth (liquid assets) $20,000 are below $124,000: the greater of
    // $2,500 and 5 % of $40,000 ($2,000) is $2,500.
    expect((await termsOf(t, investor, first)).annual_cap).toEqual({ limit: 2500, invested: 0 });
    const paid = await invest(t.app, investor, { project_id: first, amount: 2000, extra_risk_acknowledged: true });
    expect(paid.statusCode).toBe(201);
    // Counted in another business too: the cap is the investor's, over every raise.
    expect((await termsOf(t, investor, second)).annual_cap).toEqual({ limit: 2500, invested: 2000 });
    const over = await invest(t.app, investor, { project_id: second, amount: 600, extra_risk_acknowledged: true });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'ANNUAL_LIMIT_EXCEEDED' });
    expect(over.json().detail).toContain('$600.00');
    expect(over.json().detail).toContain('12-month limit of $2,500.00');
    expect(over.json().detail).toContain('up to $500.00 more');
    expect((await invest(t.app, investor, { project_id: second, amount: 500 })).statusCode).toBe(201);
  });

  it('counts two investments at once into different businesses against one cap: only one passes', async () => {
    const [first, second] = [await insertProject(t), await insertProject(t)];
    const investor = await insertInvestor(t);
    await passQuiz(t, investor, ISSUE_FINANCES);
    // On PostgreSQL these run at once, each locking its own business; $2,000 + $2,000 > $2,500.
    const answers = await Promise.all(
      [first, second].map((projectId) =>
        invest(t.app, investor, { project_id: projectId, amount: 2000, extra_risk_acknowledged: true }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)!.json()).toMatchObject({
      code: 'ANNUAL_LIMIT_EXCEEDED',
    });
  });

  it('does not cap a sophisticated investor', async () => {
    const projectId = await insertProject(t);
    const investor = await insertInvestor(t, { sophisticated: true });
    await passQuiz(t, investor, ISSUE_FINANCES, 'sophisticated_investor');
    expect((await termsOf(t, investor, projectId)).annual_cap).toBeNull();
    expect((await invest(t.app, investor, { project_id: projectId, amount: 5000 })).statusCode).toBe(201);
  });
});

describe('the limits configuration', () => {
  it('defaults to the spec: 10 % of liquid assets, no 12-month cap', () => {
    expect(testConfig().investmentLimits).toEqual({ advisedShareBp: 1000, annualCap: false });
    expect(testConfig({ ANNUAL_INVESTMENT_CAP: 'true' }).investmentLimits.annualCap).toBe(true);
  });

  it('refuses a share outside 0-100 %', () => {
    expect(() => testConfig({ ADVISED_MAX_SHARE_BP: '0' })).toThrow(/ADVISED_MAX_SHARE_BP/);
    expect(() => testConfig({ ADVISED_MAX_SHARE_BP: '10001' })).toThrow(/ADVISED_MAX_SHARE_BP/);
  });
});
