import { paymentSchema } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { insertInvestor, insertProject, invest } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { signedPaymentEvent } from './helpers/webhooks.js';

/**
 * How many statements an investment sends to the database, step by step, as a launch makes them
 * (issue 24): in a launch every one of them is a round trip through a busy event loop, and the
 * ones under the business's lock are what the next investor waits for. The budgets are counts, not
 * times, so they hold on any machine; a change that adds a statement to a money route fails here
 * and says which.
 */

let t: TestApp;
const sent: string[] = [];
let counting = false;

beforeAll(async () => {
  t = await createTestApp({
    onStatement: (text) => {
      if (counting) sent.push(text);
    },
  });
});
afterAll(() => t.close());

/**
 * Runs a step and answers the statements it sent, the same count on both engines: a transaction's
 * BEGIN and COMMIT are left out (on PostgreSQL drizzle sends them as statements, on PGlite the
 * engine does), and so is a rate limit's count (in the database on PostgreSQL, in memory on
 * PGlite: RATE_LIMIT_STORE).
 */
async function statementsOf<T>(step: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  sent.length = 0;
  counting = true;
  try {
    const result = await step();
    const counted = sent.filter(
      (text) => !/^\s*(begin|commit|rollback)\b/i.test(text) && !/^\s*insert into "rate_limits"/i.test(text),
    );
    return { result, statements: counted };
  } finally {
    counting = false;
  }
}

/** The statements of a step, numbered, for the message of a budget that was passed. */
const listing = (statements: string[]) =>
  statements.map((text, i) => `${i + 1}. ${text.replace(/\s+/g, ' ').trim().slice(0, 200)}`).join('\n');

/**
 * Per investment, once what is kept warm is warm (the signed-in session, the business's world and
 * name, the raise's ledger accounts): measured 2026-11-27 (issue 24), when the create path went
 * from 18 statements to 12, the webhook from 14 to 11 and the progress poll from 3 to 2.
 */
const BUDGET = { create: 12, webhook: 11, poll: 2 };

describe('statements per investment', () => {
  it('create, confirm by webhook, and the progress poll stay within their budgets', async () => {
    const projectId = await insertProject(t, { targetMinor: 1_000_000_00, ticketMaxMinor: 1_000_000_00 });
    const investors = [
      await insertInvestor(t, { sophisticated: true }),
      await insertInvestor(t, { sophisticated: true }),
    ];
    const counts: Record<keyof typeof BUDGET, string[]>[] = [];
    for (const [index, investor] of investors.entries()) {
      const create = await statementsOf(() =>
        invest(
          t.app,
          investor,
          { project_id: projectId, amount: 100, currency: 'USD', method: 'card' },
          {
            'idempotency-key': `budget-${index}`,
          },
        ),
      );
      expect(create.result.statusCode, create.result.body).toBe(201);
      const payment = paymentSchema.parse(create.result.json());
      expect(payment.status).toBe('pending');
      const confirm = await statementsOf(() =>
        t.app.inject(
          signedPaymentEvent(t.container.paymentWebhookSecret, {
            id: `evt_budget_${index}`,
            type: 'checkout.session.completed',
            data: {
              object: {
                payment_status: 'paid',
                payment_intent: `pi_budget_${index}`,
                metadata: { payment_id: payment.id },
              },
            },
          }),
        ),
      );
      expect(confirm.result.statusCode, confirm.result.body).toBe(200);
      const poll = await statementsOf(() =>
        t.app.inject({ method: 'GET', url: `/api/v1/payments/${payment.id}`, headers: investor.headers }),
      );
      expect(poll.result.statusCode).toBe(200);
      expect(paymentSchema.parse(poll.result.json()).status).toBe('succeeded');
      counts.push({ create: create.statements, webhook: confirm.statements, poll: poll.statements });
    }
    // The second investment: the first one warmed what is kept.
    const warm = counts[1]!;
    for (const step of ['create', 'webhook', 'poll'] as const) {
      expect(warm[step].length, `${step}:\n${listing(warm[step])}`).toBeLessThanOrEqual(BUDGET[step]);
    }
  });

  it('a key whose stored answer is gone still answers its payment, even once the round is full', async () => {
    // The create path no longer looks the key up before its checks: a payment made under the key
    // is found when the insert meets it, or when a rule that no longer holds refuses.
    const projectId = await insertProject(t, { targetMinor: 1_000_00, ticketMaxMinor: 1_000_00 });
    const [investor, other] = [await insertInvestor(t, { sophisticated: true }), await insertInvestor(t)];
    const body = { project_id: projectId, amount: 500, currency: 'USD', method: 'card' };
    const first = await invest(t.app, investor, body, { 'idempotency-key': 'kept' });
    expect(first.statusCode).toBe(201);
    const forgetAnswers = () => t.db.db.execute(sql`delete from idempotency_keys`);

    await forgetAnswers();
    const again = await invest(t.app, investor, body, { 'idempotency-key': 'kept' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    // The rest of the round goes to another investor: the replay is not told "round full".
    expect((await invest(t.app, other, { ...body, amount: 500 })).statusCode).toBe(201);
    await forgetAnswers();
    const late = await invest(t.app, investor, body, { 'idempotency-key': 'kept' });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ id: first.json().id });
    // And with its answer stored, replayed as it was.
    const replayed = await invest(t.app, investor, body, { 'idempotency-key': 'kept' });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');

    // The same key for another amount is refused as reused.
    await forgetAnswers();
    const reused = await invest(t.app, investor, { ...body, amount: 100 }, { 'idempotency-key': 'kept' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const [row] = rowsOf<{ count: number }>(
      await t.db.db.execute(sql`select count(*)::int as count from payments where project_id = ${projectId}`),
    );
    expect(row?.count).toBe(2);
  });
});
