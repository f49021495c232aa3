import { paymentSchema, portfolioResponseSchema, type Payment } from '@grove/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertInvestor,
  insertProject,
  invest,
  payWithCard,
  projectFigures,
  type Investor,
} from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const payment = (body: string) => paymentSchema.parse(JSON.parse(body));
const getPayment = async (investor: Investor, id: string) =>
  payment((await t.app.inject({ url: `/api/v1/payments/${id}`, headers: investor.headers })).body);
const portfolioOf = async (investor: Investor) => {
  const response = await t.app.inject({ url: '/api/v1/portfolio/me', headers: investor.headers });
  expect(response.statusCode).toBe(200);
  return portfolioResponseSchema.parse(response.json());
};
const cancel = (investor: Investor, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/payments/${id}/cancel`, headers: investor.headers });

async function started(investor: Investor, projectId: string, amount: number): Promise<Payment> {
  const created = await invest(t.app, investor, { project_id: projectId, amount });
  expect(created.statusCode, created.body).toBe(201);
  return payment(created.body);
}

async function paid(investor: Investor, projectId: string, amount: number): Promise<Payment> {
  const open = await started(investor, projectId, amount);
  expect((await payWithCard(t.app, open.checkout_url!, '4242 4242 4242 4242')).statusCode).toBe(303);
  await t.runJobs();
  return getPayment(investor, open.id);
}

describe('the portfolio keeps unfinished and refunded payments out of the investments', () => {
  let projectId: string;
  let investor: Investor;
  let declined: Payment;
  let authenticating: Payment;
  let kept: Payment;
  let refunded: Payment;

  beforeAll(async () => {
    projectId = await insertProject(t);
    investor = await insertInvestor(t, { sophisticated: true });
    kept = await paid(investor, projectId, 1000);
    refunded = await paid(investor, projectId, 200);
    expect((await cancel(investor, refunded.id)).statusCode).toBe(200);
    await t.runJobs();

    declined = await started(investor, projectId, 300);
    expect((await payWithCard(t.app, declined.checkout_url!, '4000 0000 0000 0002')).statusCode).toBe(402);
    authenticating = await started(investor, projectId, 400);
    // The 3-D Secure card: the bank's page opens and the investor walks away from it.
    expect((await payWithCard(t.app, authenticating.checkout_url!, '4000 0025 0000 3155')).statusCode).toBe(303);
    await t.runJobs();
  });

  it('counts and totals only the investment that holds money', async () => {
    const portfolio = await portfolioOf(investor);
    expect(portfolio.total_invested).toBe(1000);
    expect(portfolio.investment_count).toBe(1);
    expect(portfolio.items.map((item) => [item.application_id, item.status]).sort()).toEqual(
      [
        [kept.id, 'succeeded'],
        [refunded.id, 'refunded'],
      ].sort(),
    );
    expect(portfolio.items.find((item) => item.id === kept.id)!.refund).toBeNull();
  });

  it('shows a refunded investment with what went back, when and why', async () => {
    const item = (await portfolioOf(investor)).items.find((entry) => entry.id === refunded.id)!;
    // 200 and its fees (5 % service, 2.5 % card).
    expect(item.refund).toMatchObject({ amount: 215, reason: 'canceled_by_user' });
    expect(Date.parse(item.refund!.refunded_at!)).toBeGreaterThanOrEqual(Date.parse(item.refund!.requested_at));
  });

  it('lists unfinished payments apart, with their reservation, their checkout and whether they can be discarded', async () => {
    const { unfinished } = await portfolioOf(investor);
    expect(unfinished).toHaveLength(2);
    const open = unfinished.find((entry) => entry.id === declined.id)!;
    expect(open).toMatchObject({
      status: 'pending',
      amount: 300,
      total: 322.5,
      failure_reason: 'card_declined',
      checkout_url: declined.checkout_url,
      can_discard: true,
    });
    expect(Date.parse(open.reservation_expires_at!)).toBeGreaterThan(Date.now());
    const atBank = unfinished.find((entry) => entry.id === authenticating.id)!;
    expect(atBank).toMatchObject({
      status: 'processing',
      can_discard: false,
      checkout_url: authenticating.checkout_url,
    });
    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 1000_00, reserved: 700_00 });
  });

  it('discarding an unfinished payment releases its reservation; one at the bank cannot be discarded', async () => {
    const refused = await cancel(investor, authenticating.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_NOT_CANCELABLE' });

    expect((await cancel(investor, declined.id)).statusCode).toBe(200);
    expect(await projectFigures(t, projectId)).toMatchObject({ raised: 1000_00, reserved: 400_00 });
    const portfolio = await portfolioOf(investor);
    expect(portfolio.unfinished.map((entry) => entry.id)).toEqual([authenticating.id]);
    expect(portfolio.investment_count).toBe(1);
  });

  it('another investor sees none of it', async () => {
    const other = await insertInvestor(t, { sophisticated: true });
    const portfolio = await portfolioOf(other);
    expect(portfolio).toMatchObject({ items: [], unfinished: [], investment_count: 0, total_invested: 0 });
    expect((await cancel(other, authenticating.id)).statusCode).toBe(404);
  });
});
