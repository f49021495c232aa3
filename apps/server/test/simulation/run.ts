import { randomUUID } from 'node:crypto';
import { fromMinorUnits, paymentSchema, portfolioResponseSchema, topUpSchema, walletSchema } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { statementTotals } from '../../src/modules/documents/annual-statement.js';
import { rowsOf } from '../../src/db/rows.js';
import { enqueueJob } from '../../src/jobs/queue.js';
import { checkMoneyInvariants, type Violation } from '../../src/modules/integrity/invariants.js';
import {
  addBankAccount,
  insertInvestor,
  insertProject,
  makeOperator,
  payWithCard,
  type Investor,
} from '../helpers/investing.js';
import { createJobHandlers } from '../../src/jobs/handlers.js';
import { CARDS, describeOp, type Op, type Shape } from './model.js';
import { createWorld, deliver, type Instance, type World } from './world.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface RunResult {
  /** The first step after which a rule broke, and what broke. */
  failure: { step: number; op: Op | null; violations: Violation[] } | null;
  steps: number;
  checks: number;
  ms: number;
  /** How far the waitlist was exercised: places taken in a line, and offers of freed room made. */
  waitlist: { joined: number; offered: number };
}

/** A payment's, top-up's or withdrawal's movements in the provider's book and in the ledger, in order. */
async function bothBooks(world: World, reference: string): Promise<Record<string, string>> {
  const db = world.base.db.db;
  const provider = rowsOf<{ type: string; amount_minor: number; fee_minor: number }>(
    await db.execute(
      sql`select type, amount_minor, fee_minor from sandbox_balance_transactions
          where reference::text = ${reference} order by created_at, id`,
    ),
  );
  const ledger = rowsOf<{ kind: string; memo: string; clearing: number | null }>(
    await db.execute(
      sql`select t.kind, t.memo,
                 (select sum(e.amount_minor) from ledger_entries e join ledger_accounts a on a.id = e.account_id
                   where e.transaction_id = t.id and a.kind = 'provider_clearing')::bigint as clearing
          from ledger_transactions t
          where ${reference} in (t.payment_id::text, t.top_up_id::text, t.withdrawal_id::text)
          order by t.created_at, t.id`,
    ),
  );
  const events = rowsOf<{ from_status: string | null; to_status: string; cause: string }>(
    await db.execute(
      sql`select from_status, to_status, cause from payment_events where payment_id::text = ${reference} order by id`,
    ),
  );
  return {
    providerBook: JSON.stringify(provider.map((r) => [r.type, Number(r.amount_minor), Number(r.fee_minor)])),
    ledger: JSON.stringify(ledger.map((r) => [r.kind, r.memo, r.clearing === null ? null : Number(r.clearing)])),
    paymentEvents: JSON.stringify(events.map((r) => `${r.from_status ?? ''}→${r.to_status} (${r.cause})`)),
  };
}

async function waitlistReach(world: World): Promise<RunResult['waitlist']> {
  const [row] = rowsOf<{ joined: number; offered: number }>(
    await world.base.db.db.execute(
      sql`select count(*)::int as joined, count(offer_expires_at)::int as offered from waitlist_entries`,
    ),
  );
  return { joined: row?.joined ?? 0, offered: row?.offered ?? 0 };
}

interface Actors {
  investors: Investor[];
  operator: Investor;
  projects: string[];
  /** Each investor's bank accounts by what the sandbox does with a payout to them. */
  bankAccounts: Map<string, { paid: string; fails: string }>;
}

/**
 * Runs the steps on a fresh world and checks every money invariant after each one; at the end
 * the provider goes quiet, the jobs drain and time passes every deadline, and the invariants that
 * hold only at rest are checked too. Stops at the first step that breaks a rule.
 */
export async function runSimulation(ops: readonly Op[], shape: Shape): Promise<RunResult> {
  const started = Date.now();
  const world = await createWorld();
  let checks = 0;
  try {
    const actors = await setUp(world, shape);
    const violations: Violation[] = [];
    const timing = { apply: 0, invariants: 0, figures: 0 };
    const check = async (step: number | 'at rest') => {
      checks += 1;
      let at = Date.now();
      violations.push(
        ...(await checkMoneyInvariants(world.base.db.db, { now: world.clock.now(), atRest: step === 'at rest' })),
      );
      // The provider's side: a withdrawal the investor canceled was never paid out.
      const paidCanceled = rowsOf<{ id: string }>(
        await world.base.db.db.execute(
          sql`select w.id::text from wallet_withdrawals w join sandbox_payouts p on p.withdrawal_id = w.id
              where w.status = 'canceled'`,
        ),
      );
      for (const { id } of paidCanceled) {
        violations.push({ invariant: 'withdrawal.canceled_never_sent', detail: { withdrawal: id } });
      }
      // At rest, the books follow the provider's, movement by movement: the reconciliation
      // (modules/finance/reconciliation.ts) matches every balance transaction of the sandbox
      // with the ledger's clearing movements for the same payment, top-up, withdrawal or
      // payout, and nothing is left unexplained.
      if (step === 'at rest') {
        const runs = await world.base.container.reconciliation.reconcileAll({ trigger: 'schedule' });
        for (const run of runs.filter((r) => r.unmatched > 0 || r.unexplainedMinor !== 0)) {
          const found = await world.base.container.reconciliation.findRun(run.id);
          const items = found?.items.slice(0, 5) ?? [];
          violations.push({
            invariant: 'provider.books_match',
            detail: {
              currency: run.currency,
              unexplained: run.unexplainedMinor,
              items: JSON.stringify(items.map((i) => [i.side, i.reference, i.what, i.amountMinor])),
              // What a reader of a failure needs: both books' movements for the first item.
              ...(items[0] ? await bothBooks(world, items[0].reference) : {}),
            },
          });
        }
      }
      // At rest, each investor's statement for the year so far adds up and ends where the ledger stands.
      if (step === 'at rest') violations.push(...(await statementsHold(world, actors.investors)));
      timing.invariants += Date.now() - at;
      at = Date.now();
      // What people see, as the API answers it: one investor a step (in turn), everyone at rest.
      const seen = step === 'at rest' ? actors.investors : [actors.investors[step % actors.investors.length]!];
      violations.push(...(await visibleFigures(world, seen)));
      timing.figures += Date.now() - at;
    };
    for (let step = 0; step < ops.length; step += 1) {
      // Every step happens a moment after the one before, so "before" and "after" are never a tie.
      world.clock.advance(1);
      const at = Date.now();
      await apply(world, actors, ops[step]!, violations);
      timing.apply += Date.now() - at;
      await check(step);
      if (violations.length > 0) {
        return {
          failure: { step, op: ops[step]!, violations },
          steps: step + 1,
          checks,
          ms: Date.now() - started,
          waitlist: await waitlistReach(world),
        };
      }
    }
    const settleAt = Date.now();
    await settle(world, violations);
    if (process.env.SIM_TIMING) console.info({ ...timing, settle: Date.now() - settleAt, setup: settleAt - started });
    await check('at rest');
    // What a reader of a failure needs about the payments that did not come to rest.
    for (const violation of violations.filter((v) => v.invariant === 'states.final' && v.detail.what === 'payment')) {
      const id = String(violation.detail.id);
      const db = world.base.db.db;
      violation.detail.timeline = rowsOf(
        await db.execute(
          sql`select from_status, to_status, cause, reason from payment_events where payment_id = ${id} order by id`,
        ),
      );
      violation.detail.provider = rowsOf(
        await db.execute(
          sql`select status, card, refund_id, refund_status, dispute_status from sandbox_checkout_sessions where payment_id = ${id}`,
        ),
      );
      violation.detail.jobs = rowsOf(
        await db.execute(
          sql`select name, attempts, last_error, completed_at is not null as done, failed_at is not null as failed from jobs where dedupe_key = ${id}`,
        ),
      );
    }
    return {
      failure: violations.length > 0 ? { step: ops.length, op: null, violations } : null,
      steps: ops.length,
      checks,
      ms: Date.now() - started,
      waitlist: await waitlistReach(world),
    };
  } finally {
    await world.close();
  }
}

async function setUp(world: World, shape: Shape): Promise<Actors> {
  const t = world.base;
  const operator = await insertInvestor(t);
  await makeOperator(t, operator.id);
  const investors: Investor[] = [];
  for (let n = 0; n < shape.investors; n += 1) investors.push(await insertInvestor(t, { sophisticated: true }));
  // Each investor's two bank accounts: one the sandbox pays, one whose payouts fail.
  const bankAccounts = new Map<string, { paid: string; fails: string }>();
  for (const investor of investors) {
    bankAccounts.set(investor.id, {
      paid: await addBankAccount(t, investor, '000123456789'),
      fails: await addBankAccount(t, investor, '000111111116'),
    });
  }
  const projects: string[] = [];
  for (let n = 0; n < shape.projects; n += 1) {
    const targetMinor = [2_000_00, 3_000_00, 5_000_00][n % 3]!;
    projects.push(
      await insertProject(t, {
        targetMinor,
        // All or nothing at the target, at 60 % of it, at 30 % of it.
        minRaiseMinor: [null, (targetMinor * 6) / 10, (targetMinor * 3) / 10][n % 3]!,
        ticketMinMinor: 100_00,
        ticketStepMinor: 50_00,
        ticketMaxMinor: 1_000_00,
        fundingEnd: new Date(world.clock.now().getTime() + (2 + n * 2) * DAY),
        publishedAt: world.clock.now(),
      }),
    );
  }
  // The recurring jobs, as a worker's start would queue them (without its timers).
  const { recurring } = createJobHandlers({
    db: t.db.db,
    config: t.config,
    container: t.container,
    log: t.app.log,
  });
  for (const job of recurring) await enqueueJob(t.db.db, job.name, {}, { dedupeKey: 'recurring' });
  return { investors, operator, projects, bankAccounts };
}

/** Fails the step when an answer is a 5xx: no input of a person, an operator or the provider may cause one. */
function expectNo5xx(response: LightMyRequestResponse, what: string, violations: Violation[]) {
  // The one 5xx a person may see: the provider did not answer (the simulation made it time out).
  const providerDown = response.statusCode === 503 && response.body.includes('PAYMENT_PROVIDER_UNAVAILABLE');
  if (response.statusCode >= 500 && !providerDown) {
    violations.push({ invariant: 'http.no_5xx', detail: { what, status: response.statusCode, body: response.body } });
  }
}

async function paymentsOf(world: World, investor: Investor) {
  return rowsOf<{ id: string; status: string }>(
    await world.base.db.db.execute(
      sql`select id::text, status from payments where user_id = ${investor.id} order by created_at, id`,
    ),
  );
}

async function nthPayment(world: World, investor: Investor, nth: number) {
  const payments = await paymentsOf(world, investor);
  return payments.length === 0 ? null : payments[nth % payments.length]!;
}

async function apply(world: World, actors: Actors, op: Op, violations: Violation[]): Promise<void> {
  const at = (n: number): Instance => world.instances[n % world.instances.length]!;
  const investor = 'investor' in op ? actors.investors[op.investor % actors.investors.length]! : actors.operator;
  const post = async (instance: Instance, url: string, payload: unknown, headers: Record<string, string> = {}) => {
    const response = await instance.app.inject({
      method: 'POST',
      url,
      headers: { ...investor.headers, ...headers },
      payload: payload as Record<string, unknown>,
    });
    expectNo5xx(response, `POST ${url}`, violations);
    return response;
  };
  const investBody = (project: number, steps: number, method: 'card' | 'wallet') => ({
    project_id: actors.projects[project % actors.projects.length],
    amount: 100 + 50 * steps,
    currency: 'USD',
    method,
    risk_acknowledged: true,
    kiis_version: 1,
  });
  const payCheckout = async (instance: Instance, checkoutUrl: string | null, card: keyof typeof CARDS) => {
    if (!checkoutUrl) return;
    expectNo5xx(await payWithCard(instance.app, checkoutUrl, CARDS[card]), 'sandbox checkout', violations);
  };

  switch (op.kind) {
    case 'invest_card': {
      const response = await post(at(op.instance), '/api/v1/payments', investBody(op.project, op.steps, 'card'));
      if (response.statusCode !== 201 || op.card === 'none') return;
      await payCheckout(at(op.instance), paymentSchema.parse(response.json()).checkout_url, op.card);
      return;
    }
    case 'invest_wallet':
      await post(at(op.instance), '/api/v1/payments', investBody(op.project, op.steps, 'wallet'));
      return;
    case 'double_click': {
      const key = randomUUID();
      const body = investBody(op.project, op.steps, 'card');
      await Promise.all(
        world.instances.map((instance) => post(instance, '/api/v1/payments', body, { 'idempotency-key': key })),
      );
      await Promise.all(
        world.instances.map((instance) => post(instance, '/api/v1/payments', body, { 'idempotency-key': key })),
      );
      return;
    }
    case 'pay_open': {
      const payment = await nthPayment(world, investor, op.nth);
      if (!payment || op.card === 'none') return;
      const read = await at(op.instance).app.inject({
        url: `/api/v1/payments/${payment.id}`,
        headers: investor.headers,
      });
      expectNo5xx(read, 'GET payment', violations);
      if (read.statusCode === 200)
        await payCheckout(at(op.instance), paymentSchema.parse(read.json()).checkout_url, op.card);
      return;
    }
    case 'authenticate': {
      const payment = await nthPayment(world, investor, op.nth);
      if (!payment) return;
      const read = await world.instances[0]!.app.inject({
        url: `/api/v1/payments/${payment.id}`,
        headers: investor.headers,
      });
      const checkout = read.statusCode === 200 ? paymentSchema.parse(read.json()).checkout_url : null;
      if (!checkout) return;
      const url = new URL(checkout, 'http://localhost');
      const response = await world.instances[0]!.app.inject({
        method: 'POST',
        url: `${url.pathname}/authenticate`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: url.searchParams.get('token') ?? '', action: op.action }).toString(),
      });
      expectNo5xx(response, 'sandbox authentication', violations);
      return;
    }
    case 'cancel': {
      const payment = await nthPayment(world, investor, op.nth);
      if (!payment) return;
      const key = randomUUID();
      await post(at(op.instance), `/api/v1/payments/${payment.id}/cancel`, undefined, { 'idempotency-key': key });
      if (op.retry)
        await post(at(op.instance + 1), `/api/v1/payments/${payment.id}/cancel`, undefined, { 'idempotency-key': key });
      return;
    }
    case 'top_up': {
      const response = await post(at(op.instance), '/api/v1/wallet/top-ups', { amount: op.dollars, currency: 'USD' });
      if (response.statusCode !== 201 || op.card === 'none') return;
      await payCheckout(at(op.instance), topUpSchema.parse(response.json()).checkout_url, op.card);
      return;
    }
    case 'withdraw': {
      const key = randomUUID();
      const body = {
        amount: op.dollars + op.cents / 100,
        currency: 'USD',
        bank_account_id: actors.bankAccounts.get(investor.id)![op.account],
      };
      await post(at(op.instance), '/api/v1/wallet/withdrawals', body, { 'idempotency-key': key });
      if (op.retry) await post(at(op.instance + 1), '/api/v1/wallet/withdrawals', body, { 'idempotency-key': key });
      return;
    }
    case 'cancel_withdrawal': {
      const [withdrawal] = rowsOf<{ id: string }>(
        await world.base.db.db.execute(
          sql`select id::text from wallet_withdrawals where user_id = ${investor.id}
              order by created_at, id offset ${op.nth} % greatest(1, (select count(*) from wallet_withdrawals where user_id = ${investor.id}))
              limit 1`,
        ),
      );
      if (!withdrawal) return;
      const url = `/api/v1/wallet/withdrawals/${withdrawal.id}/cancel`;
      const answer = await post(at(op.instance), url, undefined);
      if (answer.statusCode !== 200 && answer.statusCode !== 409) {
        violations.push({
          invariant: 'withdrawal.cancel_answer',
          detail: { status: answer.statusCode, body: answer.body },
        });
      }
      if (op.retry) await post(at(op.instance + 1), url, undefined);
      return;
    }
    case 'deliver': {
      if (world.network.length === 0) return;
      const index = op.pick % world.network.length;
      const event = world.network[index]!;
      if (!op.duplicate) world.network.splice(index, 1);
      await deliverChecked(world, at(op.instance), event, violations);
      return;
    }
    case 'deliver_all': {
      const events = world.network.splice(0, world.network.length);
      for (const event of op.reverse ? events.reverse() : events) {
        await deliverChecked(world, at(op.instance), event, violations);
      }
      return;
    }
    case 'provider_refund':
    case 'provider_dispute':
    case 'close_dispute': {
      const payment = await nthPayment(world, investor, op.nth);
      if (!payment) return;
      const dashboard = world.instances[0]!.container.paymentSandboxDashboard;
      if (op.kind === 'provider_refund') await dashboard.refund(payment.id);
      else if (op.kind === 'provider_dispute') await dashboard.dispute(payment.id);
      else await dashboard.closeDispute(payment.id, op.outcome);
      return;
    }
    case 'provider_fault':
      world.provider.faults.set(op.method, op.fault);
      return;
    case 'operator':
      await operate(world, actors, op, at(op.instance), violations);
      return;
    case 'clock':
      world.clock.advance(op.minutes * MINUTE);
      return;
    case 'waitlist': {
      const projectId = actors.projects[op.project % actors.projects.length]!;
      const url = `/api/v1/projects/${projectId}/waitlist`;
      if (op.action === 'rush_join') {
        // A launch: the others reserve what remains with checkouts they have not paid yet.
        for (const other of actors.investors.filter((someone) => someone.id !== investor.id)) {
          const [room] = rowsOf<{ free: number; min: number; max: number }>(
            await world.base.db.db.execute(sql`select (target_minor - raised_minor - reserved_minor)::int as free,
              ticket_min_minor::int as min, ticket_max_minor::int as max from projects where id = ${projectId}`),
          );
          if (!room || room.free <= 0) break;
          const amountMinor = room.free < room.min ? room.free : Math.min(room.max, room.free);
          const response = await at(op.instance).app.inject({
            method: 'POST',
            url: '/api/v1/payments',
            headers: other.headers,
            payload: {
              project_id: projectId,
              amount: fromMinorUnits(amountMinor, 'USD'),
              currency: 'USD',
              method: 'card',
              risk_acknowledged: true,
              kiis_version: 1,
            },
          });
          expectNo5xx(response, 'POST /api/v1/payments (rush)', violations);
        }
      }
      if (op.action === 'join' || op.action === 'rush_join') {
        await post(at(op.instance), url, { amount: 100 + 50 * op.steps });
        return;
      }
      const response = await at(op.instance).app.inject({ method: 'DELETE', url, headers: investor.headers });
      expectNo5xx(response, `DELETE ${url}`, violations);
      return;
    }
    case 'jobs':
      await at(op.instance).worker.runOnce({ limit: op.limit });
      return;
    case 'kill_job': {
      const instance = at(op.instance);
      world.killNextJob = true;
      const hungBefore = instance.hung.length;
      // The worker's run never ends (its process died); wait until its job did its work, or no job was due.
      const running = instance.worker.runOnce({ limit: 1 });
      await Promise.race([
        running,
        (async () => {
          while (instance.hung.length === hungBefore) await new Promise((resolve) => setTimeout(resolve, 1));
        })(),
      ]);
      world.killNextJob = false;
      return;
    }
  }
}

async function deliverChecked(
  world: World,
  instance: Instance,
  event: Record<string, unknown>,
  violations: Violation[],
) {
  const response = await deliver(world, instance, event);
  if (response.statusCode !== 200) {
    violations.push({
      invariant: 'webhooks.always_answered',
      detail: { status: response.statusCode, type: event.type, body: response.body },
    });
  }
}

async function operate(
  world: World,
  actors: Actors,
  op: Extract<Op, { kind: 'operator' }>,
  instance: Instance,
  violations: Violation[],
): Promise<void> {
  const projectId = actors.projects[op.project % actors.projects.length]!;
  const headers = actors.operator.headers;
  const call = async (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const response = await instance.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expectNo5xx(response, `${method} ${url}`, violations);
    return response;
  };
  const status = (to: string, extra: Record<string, unknown> = {}) =>
    call('POST', `/api/v1/admin/projects/${projectId}/status`, { status: to, reason: 'simulation', ...extra });
  const inDays = (days: number) => new Date(world.clock.now().getTime() + days * DAY).toISOString();
  switch (op.move) {
    case 'close_early':
      await status('funded');
      return;
    case 'extend':
      await status('extended', { funding_end: inDays(1 + (op.dollars % 5)) });
      return;
    case 'pause':
      await status('paused');
      return;
    case 'resume':
      await status('fundraising', { funding_end: inDays(1 + (op.dollars % 3)) });
      return;
    case 'refund':
      await status('refund_initiated');
      return;
    case 'activate':
      await status('active');
      return;
    case 'disburse': {
      const url = `/api/v1/admin/projects/${projectId}/disbursement`;
      const state = await call('GET', url);
      if (state.statusCode !== 200) return;
      const { held } = state.json() as { held: number };
      await call('POST', url, { amount: held, currency: 'USD', reference: `SIM-D-${randomUUID()}` });
      return;
    }
    case 'resolve_review': {
      const open = await call('GET', '/api/v1/admin/finance/account-reviews?state=open');
      const [review] = (open.json() as { reviews: { id: string }[] }).reviews;
      if (review) {
        await call('POST', `/api/v1/admin/finance/account-reviews/${review.id}/resolve`, { resolution: 'simulation' });
      }
      return;
    }
    case 'payout':
      await call('POST', `/api/v1/admin/projects/${projectId}/payouts`, {
        amount: op.dollars,
        currency: 'USD',
        period: { start: '2026-01-01', end: '2026-03-31' },
        reference: `SIM-P-${randomUUID()}`,
      });
      return;
  }
}

/**
 * Every figure a person sees equals the ledger: each investor's portfolio (invested, received)
 * and wallet, as the API answers them, against the data.
 */
async function visibleFigures(world: World, investors: readonly Investor[]): Promise<Violation[]> {
  const violations: Violation[] = [];
  const app = world.instances[0]!.app;
  for (const investor of investors) {
    const [portfolio, wallet] = await Promise.all([
      app.inject({ url: '/api/v1/portfolio/me', headers: investor.headers }),
      app.inject({ url: '/api/v1/wallet', headers: investor.headers }),
    ]);
    const [truth] = rowsOf<{ invested: string; received: string; wallet: string }>(
      await world.base.db.db.execute(sql`
        select
          (select coalesce(sum(amount_minor), 0) from payments where user_id = ${investor.id} and status = 'succeeded')::text as invested,
          (select coalesce(sum(amount_minor), 0) from payout_allocations where user_id = ${investor.id})::text as received,
          (select coalesce(-sum(balance_minor), 0) from ledger_accounts where kind = 'investor_wallet' and owner_id = ${investor.id})::text as wallet`),
    );
    const seen = portfolioResponseSchema.parse(portfolio.json());
    const balances = walletSchema.parse(wallet.json()).balances;
    const expected = {
      invested: fromMinorUnits(Number(truth!.invested), 'USD'),
      received: fromMinorUnits(Number(truth!.received), 'USD'),
      wallet: fromMinorUnits(Number(truth!.wallet), 'USD'),
    };
    const shown = {
      invested: seen.total_invested,
      received: seen.total_received,
      wallet: balances.find((b) => b.currency === 'USD')?.balance ?? 0,
    };
    if (
      shown.invested !== expected.invested ||
      shown.received !== expected.received ||
      shown.wallet !== expected.wallet
    ) {
      violations.push({ invariant: 'figures.visible', detail: { investor: investor.id, shown, expected } });
    }
  }
  return violations;
}

/**
 * Every investor's statement for the year so far (modules/documents): the wallet's opening
 * balance plus its movements is its closing balance, which is the ledger's account; the payouts it
 * lists are the investor's payout shares of the year; capital and return add up to them.
 */
async function statementsHold(world: World, investors: readonly Investor[]): Promise<Violation[]> {
  const violations: Violation[] = [];
  const now = world.clock.now();
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  for (const investor of investors) {
    const facts = await world.base.container.documents.statementFacts(investor.id, now.getUTCFullYear(), 'en');
    const [truth] = rowsOf<{ wallet: string; shares: string }>(
      await world.base.db.db.execute(sql`
        select
          (select coalesce(-sum(balance_minor), 0) from ledger_accounts where kind = 'investor_wallet' and owner_id = ${investor.id})::text as wallet,
          (select coalesce(sum(a.amount_minor), 0) from payout_allocations a join payouts p on p.id = a.payout_id
            where a.user_id = ${investor.id} and p.created_at >= ${yearStart})::text as shares`),
    );
    const usd = facts.currencies.find((part) => part.currency === 'USD');
    const totals = usd ? statementTotals(usd) : null;
    const shown = {
      closing: usd?.wallet.closingMinor ?? 0,
      flows: usd && totals ? usd.wallet.openingMinor + totals.walletInMinor - totals.walletOutMinor : 0,
      payouts: totals?.payoutsMinor ?? 0,
      split: totals ? totals.capitalMinor + totals.returnMinor : 0,
    };
    const expected = {
      closing: Number(truth!.wallet),
      flows: Number(truth!.wallet),
      payouts: Number(truth!.shares),
      split: Number(truth!.shares),
    };
    if (JSON.stringify(shown) !== JSON.stringify(expected)) {
      violations.push({ invariant: 'statement.equals_ledger', detail: { investor: investor.id, shown, expected } });
    }
  }
  return violations;
}

/**
 * The provider goes quiet and every fault clears; the network delivers what it holds and the jobs
 * drain, while time passes the leases, reservations and delays; then time jumps past every
 * deadline and window, and the world drains again.
 */
async function settle(world: World, violations: Violation[]): Promise<void> {
  world.provider.faults.clear();
  for (const instance of world.instances) for (const hung of instance.hung.splice(0)) hung.release();
  // The card networks decide every dispute still open (a quiet provider has none left).
  const open = rowsOf<{ payment_id: string }>(
    await world.base.db.db.execute(
      sql`select payment_id::text from sandbox_checkout_sessions where dispute_status = 'needs_response' order by id`,
    ),
  );
  for (const [index, { payment_id: paymentId }] of open.entries()) {
    await world.instances[0]!.container.paymentSandboxDashboard.closeDispute(
      paymentId,
      index % 2 === 0 ? 'won' : 'lost',
    );
  }
  const drain = async () => {
    for (let round = 0; round < 50; round += 1) {
      let moved = 0;
      for (const event of world.network.splice(0, world.network.length)) {
        await deliverChecked(world, world.instances[0]!, event, violations);
        moved += 1;
      }
      for (const instance of world.instances) {
        for (let ran = await instance.worker.runOnce(); ran > 0; ran = await instance.worker.runOnce()) moved += ran;
      }
      if (moved === 0) return;
    }
  };
  const passTime = async () => {
    // Past job leases (30 min), reservations (30 min), payout delays and retries' backoff.
    for (let hour = 0; hour < 8; hour += 1) {
      await drain();
      world.clock.advance(45 * MINUTE);
    }
    await drain();
  };
  await passTime();
  const [latest] = rowsOf<{ at: string | Date | null }>(
    await world.base.db.db.execute(sql`select max(funding_end) as at from projects`),
  );
  const pastEverything =
    Math.max(world.clock.now().getTime(), latest?.at ? new Date(latest.at).getTime() : 0) + 5 * DAY;
  world.clock.advance(pastEverything - world.clock.now().getTime());
  await passTime();
}

export { describeOp };
