/**
 * The investing path (issue 12): create a payment, then confirm it by the provider's signed
 * webhook, measured beside the authenticated read (GET /api/v1/users/me) with the same worker
 * loop in the same run, on PGlite and on PostgreSQL; then the overfunding checks.
 *
 * Everything goes through the real API of the built server: investors register, pass identity
 * verification on the sandbox's form, and pay a demo business's ticket minimum. The webhook is
 * the `checkout.session.completed` event the sandbox would send, signed with the sandbox's secret
 * by the built server's own functions.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fromMinorUnits, toMinorUnits } from '@grove/contracts';
import { JWT_SECRET, ROOT, sleep, startGrove, type Running } from './measure.js';

export interface InvestingOptions {
  /** The bench's running server (embedded PGlite). */
  pglite: Running;
  seconds: number;
  rounds: number;
  workers: number;
  /** An administrative PostgreSQL URL, or null to skip PostgreSQL. */
  pgUrl: string | null;
  out: (line?: string) => void;
}

/** POST /payments allows 30 a minute per user; each investor stays just under it. */
const PAYMENTS_PER_INVESTOR_PER_WINDOW = 29;
const WINDOW_MS = 61_000;
/** Registration is argon2-bound, and each verification is one sandbox webhook (120/min per address). */
const MAX_INVESTORS = 100;
/** The answers meaning the business has no room left for another ticket: the run ends there. */
export const ROUND_FULL_CODES = [
  'ROUND_FULL',
  'AMOUNT_ABOVE_REMAINING',
  'AMOUNT_MUST_CLOSE_ROUND',
  'PROJECT_NOT_ACCEPTING',
];
const PASSWORD = 'bench-password-1';

/**
 * The `Stripe-Signature` header for a body, as the bench servers' sandbox signs its webhooks:
 * the built server's own functions and secret, not a copy of them.
 */
export async function webhookSigner(): Promise<(body: string) => string> {
  const dist = (file: string) => pathToFileURL(path.join(ROOT, 'apps/server/dist', file)).href;
  const { signStripePayload } = (await import(dist('providers/payments/stripe-events.js'))) as {
    signStripePayload: (payload: string, secret: string) => string;
  };
  const { sandboxWebhookSecret } = (await import(dist('providers/payments/sandbox.js'))) as {
    sandboxWebhookSecret: (jwtSecret: string) => string;
  };
  const secret = sandboxWebhookSecret(JWT_SECRET);
  return (body) => signStripePayload(body, secret);
}

// ---------------------------------------------------------------------------------------------
// A small HTTP client: one keep-alive connection per worker, from the worker's own address.

export interface Reply {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** No answer within the client's time limit (the request is abandoned; the server may still finish it). */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
}

export class Client {
  private readonly agent: http.Agent;
  constructor(
    private readonly base: URL,
    readonly localAddress?: string,
    sockets = 1,
    private readonly timeoutMs = 30_000,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: sockets, ...(localAddress ? { localAddress } : {}) });
  }

  request(method: string, pathname: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> {
    return new Promise((resolve, reject) => {
      // One limit for the whole exchange, connecting included (a socket timeout starts only once connected).
      const timer = setTimeout(() => {
        reject(new RequestTimeoutError(`${method} ${pathname}: no answer in ${this.timeoutMs / 1000} s`));
        request.destroy();
      }, this.timeoutMs);
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      const request = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method,
          path: pathname,
          agent: this.agent,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            clearTimeout(timer);
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              headers: response.headers,
            });
          });
          response.on('error', fail);
        },
      );
      request.on('error', fail);
      request.end(body);
    });
  }

  async json<T>(method: string, pathname: string, headers: Record<string, string> = {}, body?: unknown): Promise<T> {
    const reply = await this.request(
      method,
      pathname,
      body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body === undefined ? undefined : JSON.stringify(body),
    );
    if (reply.status >= 300)
      throw new Error(`${method} ${pathname} answered ${reply.status}: ${reply.body.slice(0, 300)}`);
    return JSON.parse(reply.body) as T;
  }

  close() {
    this.agent.destroy();
  }
}

/**
 * Each worker connects from its own loopback address. Stripe posts its webhooks from a dozen
 * published addresses; from one address, the webhook's limit (600 a minute per address) would
 * be what the run measures. Falls back to the default address where 127.0.0.x cannot be bound.
 */
async function workerAddresses(base: URL, count: number): Promise<(string | undefined)[]> {
  const probe = await canConnectFrom(base, '127.0.0.11');
  return Array.from({ length: count }, (_, index) => (probe ? `127.0.0.${11 + index}` : undefined));
}

/** Whether a connection to the server can be made from this local address (127.0.0.0/8 is loopback on Linux). */
export function canConnectFrom(base: URL, localAddress: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: base.hostname, port: Number(base.port), localAddress });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// ---------------------------------------------------------------------------------------------
// Investors, set up through the API.

export interface Investor {
  email: string;
  headers: Record<string, string>;
  windowStart: number;
  used: number;
}

export async function createInvestor(client: Client, tag: string): Promise<Investor> {
  const email = `bench-investor-${tag}-${randomBytes(6).toString('hex')}@example.com`;
  const { token } = await client.json<{ token: string }>(
    'POST',
    '/api/v1/auth/register',
    {},
    {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  );
  const headers = { authorization: `Bearer ${token}` };
  // Identity verification on the sandbox's own form, as a tester would pass it.
  const session = await client.json<{ url: string }>('POST', '/api/v1/kyc/session', headers);
  const page = new URL(session.url, 'http://sandbox');
  const form = new URLSearchParams({ token: page.searchParams.get('token') ?? '', outcome: 'passed' }).toString();
  const decided = await client.request(
    'POST',
    page.pathname,
    { 'content-type': 'application/x-www-form-urlencoded' },
    form,
  );
  if (decided.status !== 303) throw new Error(`sandbox verification form answered ${decided.status}`);
  // The job worker delivers the sandbox's webhook within a second or two; when many investors are
  // made at once, the webhook's own per-address limit (120 a minute) sends some back to the queue's backoff.
  const deadline = Date.now() + 180_000;
  for (;;) {
    const { status } = await client.json<{ status: string }>('GET', '/api/v1/kyc/status', headers);
    if (status === 'passed') break;
    if (Date.now() > deadline) throw new Error(`identity verification still ${status} after 180 s`);
    await sleep(200);
  }
  return { email, headers, windowStart: 0, used: 0 };
}

/**
 * Each worker has investors of its own and pays with one at a time, so no investor has two
 * requests in flight: the run measures many investors, not one investor racing themself.
 */
class InvestorPool {
  readonly byWorker: Investor[][];
  waits = 0;

  constructor(workers: number) {
    this.byWorker = Array.from({ length: workers }, () => []);
  }

  get size() {
    return this.byWorker.reduce((sum, own) => sum + own.length, 0);
  }

  /** Gives every worker at least `perWorker` verified investors (at most MAX_INVESTORS in all). */
  async grow(client: Client, perWorker: number, tag: string) {
    const wanted = Math.min(perWorker, Math.floor(MAX_INVESTORS / this.byWorker.length));
    const missing = this.byWorker.flatMap((own) => Array.from({ length: Math.max(0, wanted - own.length) }, () => own));
    // Four at a time: registration hashes with argon2 (19 MiB each).
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let own = missing.shift(); own; own = missing.shift()) {
          own.push(await createInvestor(client, `${tag}-${this.size + 1}`));
        }
      }),
    );
  }

  /** The worker's investor with room left under the per-user limit; waits (and counts the wait) if none has. */
  async take(worker: number): Promise<Investor> {
    const own = this.byWorker[worker]!;
    for (;;) {
      const now = Date.now();
      for (const investor of own) {
        if (now - investor.windowStart >= WINDOW_MS) {
          investor.windowStart = now;
          investor.used = 0;
        }
        if (investor.used < PAYMENTS_PER_INVESTOR_PER_WINDOW) {
          investor.used += 1;
          return investor;
        }
      }
      this.waits += 1;
      await sleep(100);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The measured loop.

interface RunResult {
  opsPerSecond: number;
  p99Ms: number;
  ops: number;
  errors: number;
  rateLimited: number;
  roundFull: boolean;
  stoppedAtCap: boolean;
  seconds: number;
  firstError: string | null;
}

/**
 * One operation: resolves with its latency in ms (measured by the operation, so waiting for an
 * investor under the per-user limit is not counted); throws on failure; 'full' when the round has no room.
 */
type Operation = (client: Client, worker: number) => Promise<number | 'full'>;

class OperationError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const p99 = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]! * 100) / 100;
};

/** N workers loop the operation for `seconds` (or until `cap` operations were started, or the round fills). */
async function runLoop(clients: Client[], operation: Operation, seconds: number, cap = Infinity): Promise<RunResult> {
  const latencies: number[] = [];
  let started = 0;
  let errors = 0;
  let rateLimited = 0;
  let roundFull = false;
  let firstError: string | null = null;
  const begin = performance.now();
  const end = begin + seconds * 1000;
  await Promise.all(
    clients.map(async (client, worker) => {
      while (!roundFull && started < cap && performance.now() < end) {
        started += 1;
        try {
          const latency = await operation(client, worker);
          if (latency === 'full') {
            roundFull = true;
            break;
          }
          latencies.push(latency);
        } catch (error) {
          if (error instanceof OperationError && error.status === 429) rateLimited += 1;
          else errors += 1;
          firstError ??= (error as Error).message;
        }
      }
    }),
  );
  const elapsed = (performance.now() - begin) / 1000;
  return {
    opsPerSecond: Math.round((latencies.length / elapsed) * 10) / 10,
    p99Ms: p99(latencies),
    ops: latencies.length,
    errors,
    rateLimited,
    roundFull,
    stoppedAtCap: started >= cap && elapsed < seconds - 0.05,
    seconds: Math.round(elapsed * 10) / 10,
    firstError,
  };
}

export interface Business {
  id: string;
  status: string;
  currency: string;
  target_amount: number;
  current_amount: number;
}

export const listBusinesses = async (client: Client) =>
  (await client.json<{ projects: Business[]; total: number }>('GET', '/api/v1/public/projects?limit=1000')).projects;

/** What POST /payments answers, as far as paying it needs. */
export interface CreatedPayment {
  id: string;
  status: string;
  checkout_url: string | null;
  currency: string;
  fees: { total: number };
  reservation_expires_at: string | null;
}

/**
 * The body of the `checkout.session.completed` event the sandbox would send for a payment with an
 * open checkout (as providers/payments/sandbox.ts builds it: the Checkout Session, paid), or null
 * when the payment has no open checkout.
 */
export function checkoutCompletedBody(payment: CreatedPayment): string | null {
  const sessionId = /\/checkout\/(cs_test_[a-f0-9]+)/.exec(payment.checkout_url ?? '')?.[1];
  if (payment.status !== 'pending' || !sessionId) return null;
  const unix = (ms: number) => Math.floor(ms / 1000);
  return JSON.stringify({
    id: `evt_bench_${randomBytes(12).toString('hex')}`,
    object: 'event',
    created: unix(Date.now()),
    livemode: false,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: toMinorUnits(payment.fees.total, payment.currency),
        currency: payment.currency.toLowerCase(),
        client_reference_id: payment.id,
        metadata: { payment_id: payment.id },
        payment_intent: `pi_bench_${sessionId.replace(/^cs_test_/, '')}`,
        expires_at: unix(Date.parse(payment.reservation_expires_at ?? '') || Date.now()),
      },
    },
  });
}

/** The investing operation: POST /payments, then the signed `checkout.session.completed` webhook. */
function investOperation(
  pool: InvestorPool,
  projectId: string,
  amount: number,
  currency: string,
  sign: (body: string) => string,
): Operation & { split: { create: number[]; confirm: number[] } } {
  const runId = randomBytes(4).toString('hex');
  let sequence = 0;
  const split = { create: [] as number[], confirm: [] as number[] };
  const operation: Operation = async (client, worker) => {
    const investor = await pool.take(worker);
    sequence += 1;
    const t0 = performance.now();
    const created = await client.request(
      'POST',
      '/api/v1/payments/',
      { ...investor.headers, 'content-type': 'application/json', 'idempotency-key': `bench-${runId}-${sequence}` },
      JSON.stringify({
        project_id: projectId,
        amount,
        currency,
        risk_acknowledged: true,
        extra_risk_acknowledged: true,
        // The seed's approved key information sheet of every business.
        kiis_version: 1,
      }),
    );
    if (created.status !== 201) {
      if (created.status >= 400 && created.status < 500) {
        const code = (JSON.parse(created.body) as { code?: string }).code ?? '';
        if (ROUND_FULL_CODES.includes(code)) return 'full';
      }
      throw new OperationError(
        `POST /payments answered ${created.status}: ${created.body.slice(0, 200)}`,
        created.status,
      );
    }
    const payment = JSON.parse(created.body) as CreatedPayment;
    const body = checkoutCompletedBody(payment);
    if (!body) throw new OperationError(`payment ${payment.id} is ${payment.status} without an open checkout`, 0);
    const t1 = performance.now();
    const confirmed = await client.request(
      'POST',
      '/api/v1/webhooks/payments',
      { 'content-type': 'application/json', 'stripe-signature': sign(body) },
      body,
    );
    if (confirmed.status !== 200) {
      throw new OperationError(
        `POST /webhooks/payments answered ${confirmed.status}: ${confirmed.body.slice(0, 200)}`,
        confirmed.status,
      );
    }
    const t2 = performance.now();
    split.create.push(t1 - t0);
    split.confirm.push(t2 - t1);
    return t2 - t0;
  };
  return Object.assign(operation, { split });
}

function readOperation(headers: Record<string, string>): Operation {
  return async (client) => {
    const t0 = performance.now();
    const reply = await client.request('GET', '/api/v1/users/me', headers);
    if (reply.status !== 200) throw new OperationError(`GET /users/me answered ${reply.status}`, reply.status);
    return performance.now() - t0;
  };
}

interface DatabaseResult {
  name: string;
  investing: RunResult;
  read: RunResult;
  note: string[];
  overfunded: number;
  businesses: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianRun = (runs: RunResult[]): RunResult => ({
  opsPerSecond: median(runs.map((r) => r.opsPerSecond)),
  p99Ms: median(runs.map((r) => r.p99Ms)),
  ops: runs.reduce((sum, r) => sum + r.ops, 0),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
  rateLimited: runs.reduce((sum, r) => sum + r.rateLimited, 0),
  roundFull: runs.some((r) => r.roundFull),
  stoppedAtCap: runs.some((r) => r.stoppedAtCap),
  seconds: runs.reduce((sum, r) => sum + r.seconds, 0),
  firstError: runs.find((r) => r.firstError)?.firstError ?? null,
});

/** Measures one server: set-up, warm-up, alternating runs of the two operations, and the checks. */
async function measureServer(
  name: string,
  server: Running,
  options: InvestingOptions,
  sign: (body: string) => string,
): Promise<DatabaseResult> {
  const base = new URL(server.url);
  const setup = new Client(base, undefined, 4);
  const note: string[] = [];
  const addresses = await workerAddresses(base, options.workers);
  const clients = addresses.map((address) => new Client(base, address));
  try {
    // The demo business raising money with the most room, and its ticket minimum.
    const open = (await listBusinesses(setup)).filter((b) => b.status === 'fundraising');
    const business = open.sort((a, b) => b.target_amount - b.current_amount - (a.target_amount - a.current_amount))[0];
    if (!business) throw new Error('no demo business is fundraising');
    const pool = new InvestorPool(options.workers);
    await pool.grow(setup, 3, name.toLowerCase());
    const terms = await setup.json<{ ticket_min: number; remaining: number; currency: string }>(
      'GET',
      `/api/v1/payments/terms/${business.id}`,
      pool.byWorker[0]![0]!.headers,
    );
    const amount = terms.ticket_min;
    const ticketMinor = toMinorUnits(amount, terms.currency);
    const roomAtStart = Math.floor(toMinorUnits(terms.remaining, terms.currency) / ticketMinor);
    const raisedBefore = business.current_amount;
    const reader = pool.byWorker[0]![0]!.headers;
    const invest = investOperation(pool, business.id, amount, terms.currency, sign);
    const read = readOperation(reader);

    // Warm-up, which also tells how many investors the runs need.
    // (at most what the first investors may pay within the limit, and a tenth of the room)
    const warmCap = Math.min(pool.size * PAYMENTS_PER_INVESTOR_PER_WINDOW, Math.floor(roomAtStart / 10));
    const warmInvest = await runLoop(clients, invest, 2, warmCap);
    await runLoop(clients, read, 2);
    const roomLeft = roomAtStart - warmInvest.ops;
    // Each run may use its share of 95 % of what remains, so no run fills the round.
    const cap = Math.floor((roomLeft * 0.95) / options.rounds);
    // Enough investors that none reaches the per-user limit: the runs take about a minute, the
    // warm-up's payments still count against theirs, and a shared machine's warm-up may run slow.
    const expected = Math.min(
      cap * options.rounds,
      Math.ceil(warmInvest.opsPerSecond * 3 * options.seconds * options.rounds),
    );
    const perWorker = (warmInvest.ops + expected) / options.workers;
    await pool.grow(setup, Math.ceil(perWorker / PAYMENTS_PER_INVESTOR_PER_WINDOW) + 1, name.toLowerCase());
    note.push(
      `${business.id}: ${terms.currency} ${amount} a payment (its ticket minimum), room for ${roomLeft} payments after the warm-up, at most ${cap} a run; ${pool.size} verified investors, each worker paying with its own`,
    );

    invest.split.create.length = 0;
    invest.split.confirm.length = 0;
    const investing: RunResult[] = [];
    const reads: RunResult[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      const sides = [
        async () => investing.push(await runLoop(clients, invest, options.seconds, cap)),
        async () => reads.push(await runLoop(clients, read, options.seconds)),
      ];
      if (round % 2 === 1) sides.reverse();
      for (const side of sides) await side();
      if (investing.at(-1)?.roundFull) break;
    }
    const result = medianRun(investing);
    const mean = (values: number[]) => Math.round((values.reduce((a, b) => a + b, 0) / (values.length || 1)) * 10) / 10;
    const create = mean(invest.split.create);
    const confirm = mean(invest.split.confirm);
    note.push(
      `mean latency of an operation ${Math.round((create + confirm) * 10) / 10} ms: POST /payments ${create} ms, then the webhook ${confirm} ms`,
    );
    if (pool.waits) note.push(`workers waited ${pool.waits} times for an investor under the per-user limit`);

    // Every confirmed payment is in the business's raised money, and no business is over its target.
    const after = await listBusinesses(setup);
    const raised = after.find((b) => b.id === business.id)?.current_amount ?? 0;
    const confirmed = warmInvest.ops + result.ops;
    const grewMinor = toMinorUnits(raised, terms.currency) - toMinorUnits(raisedBefore, terms.currency);
    const expectedMinor = confirmed * ticketMinor;
    note.push(
      `${confirmed} payments confirmed (warm-up included): raised grew by ${fromMinorUnits(grewMinor, terms.currency)} — ${grewMinor === expectedMinor ? 'matches' : `MISMATCH, expected ${fromMinorUnits(expectedMinor, terms.currency)}`}`,
    );
    return {
      name,
      investing: result,
      read: medianRun(reads),
      note,
      overfunded: after.filter((b) => b.current_amount > b.target_amount).length,
      businesses: after.length,
    };
  } finally {
    setup.close();
    for (const client of clients) client.close();
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a fresh database, created and dropped here, with the server's own driver.

export interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
}
const requireFromServer = createRequire(path.join(ROOT, 'apps/server/package.json'));

/** A connection with the server's own driver (node-postgres), connected. */
export async function pgConnect(url: string): Promise<PgClient> {
  const { Client: PgClientClass } = requireFromServer('pg') as {
    Client: new (options: { connectionString: string; connectionTimeoutMillis: number }) => PgClient;
  };
  const client = new PgClientClass({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  return client;
}

/** One statement on its own connection, with the server's own driver; answers its rows. */
export async function adminQuery(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = await pgConnect(url);
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function onPostgres(
  pgUrl: string,
  options: InvestingOptions,
  sign: (body: string) => string,
): Promise<DatabaseResult | string> {
  const database = `grove_bench_${Date.now()}_${process.pid}`;
  try {
    await adminQuery(pgUrl, `create database ${database}`);
  } catch (error) {
    return `PostgreSQL skipped: ${(error as Error).message}`;
  }
  const url = new URL(pgUrl);
  url.pathname = `/${database}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-bench-pg-'));
  let server: Running | null = null;
  try {
    server = await startGrove({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), SEED_DEMO_CONTENT: 'true' });
    return await measureServer('PostgreSQL', server, options, sign);
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(pgUrl, `drop database if exists ${database} with (force)`).catch((error: Error) =>
      options.out(`(could not drop the bench database ${database}: ${error.message})`),
    );
  }
}

/** payments-concurrency.test.ts: 200 investors after the last 10 % of a target; it fails on any overfunding. */
function concurrencyTest(pgUrl: string | null): string {
  const vitest = path.join(ROOT, 'node_modules/.bin/vitest');
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'grove-bench-vitest-')), 'report.json');
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.TEST_DATABASE_URL;
  if (pgUrl) env.TEST_DATABASE_URL = pgUrl;
  const run = spawnSync(
    vitest,
    [
      'run',
      '--project',
      'server',
      'apps/server/test/payments-concurrency.test.ts',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    { cwd: ROOT, env, encoding: 'utf8', timeout: 300_000 },
  );
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: { assertionResults: { failureMessages: string[] }[] }[];
    };
    if (json.numFailedTests === 0 && json.numPassedTests > 0) return 'passed: raised ≤ target, overfunding 0';
    const failure = json.testResults.flatMap((r) => r.assertionResults.flatMap((a) => a.failureMessages))[0] ?? '';
    return `FAILED: ${failure.split('\n')[0]}`;
  } catch {
    return `did not run (exit ${run.status}): ${(run.stderr || run.stdout || '').trim().split('\n').at(-1) ?? ''}`;
  } finally {
    fs.rmSync(path.dirname(report), { recursive: true, force: true });
  }
}

export async function investingSection(options: InvestingOptions): Promise<void> {
  const { out } = options;
  out('\n## Investing path (create a payment, confirm it by a signed webhook)');
  out(
    `One operation: POST /api/v1/payments/ (a verified investor, the ticket minimum, a fresh Idempotency-Key), then POST /api/v1/webhooks/payments with the signed checkout.session.completed event the sandbox would send. ${options.workers} workers loop it, each waiting for its answer; ${options.rounds} alternating runs of ${options.seconds} s beside GET /api/v1/users/me in the same loop, medians reported.`,
  );
  const sign = await webhookSigner();
  const results: DatabaseResult[] = [];
  const skipped: string[] = [];
  const addresses = await workerAddresses(new URL(options.pglite.url), options.workers);
  out(
    addresses[0]
      ? `Each worker connects from its own loopback address (127.0.0.11–${addresses.at(-1)}), as Stripe posts from several, so the webhook's 600 a minute per address does not cap the run; each investor pays at most ${PAYMENTS_PER_INVESTOR_PER_WINDOW} times a minute (POST /payments allows 30 per user).`
      : 'Workers share one loopback address (127.0.0.x could not be bound): the webhook allows 600 a minute per address, which may cap the run.',
  );
  results.push(await measureServer('PGlite', options.pglite, options, sign));
  if (options.pgUrl) {
    const pg = await onPostgres(options.pgUrl, options, sign);
    if (typeof pg === 'string') skipped.push(pg);
    else results.push(pg);
  } else {
    skipped.push('PostgreSQL skipped: BENCH_PG_URL=off');
  }

  out('| database | investing ops/s | p99 ms | GET /users/me req/s | p99 ms | ratio | goal |');
  out('|---|---:|---:|---:|---:|---:|---|');
  for (const r of results) {
    const ratio = Number((r.investing.opsPerSecond / r.read.opsPerSecond).toPrecision(2));
    out(
      `| ${r.name} | ${r.investing.opsPerSecond} | ${r.investing.p99Ms} | ${r.read.opsPerSecond} | ${r.read.p99Ms} | ${ratio} | reported |`,
    );
  }
  for (const r of results) {
    for (const line of r.note) out(`  ${r.name}: ${line}`);
    const problems = [
      r.investing.errors || r.investing.rateLimited
        ? `investing ${r.investing.errors} errors, ${r.investing.rateLimited} rate-limited (first: ${r.investing.firstError})`
        : '',
      r.read.errors || r.read.rateLimited ? `read ${r.read.errors} errors, ${r.read.rateLimited} rate-limited` : '',
      r.investing.roundFull ? 'the round filled: the run stopped early' : '',
      r.investing.stoppedAtCap ? "a run stopped early at its share of the round's room" : '',
    ].filter(Boolean);
    if (problems.length) out(`  ${r.name}: ${problems.join('; ')}`);
  }
  for (const line of skipped) out(`(${line})`);

  out(
    `Overfunding over the whole bench (every business, GET /api/v1/public/projects: raised ≤ target): ${results
      .map((r) => `${r.name} ${r.overfunded} of ${r.businesses} businesses over target`)
      .join(
        '; ',
      )} — ${results.every((r) => r.overfunded === 0) ? 'overfunding: 0 businesses over target' : 'OVERFUNDED'}`,
  );
  out(
    `payments-concurrency.test.ts (200 investors after the last 10 % of a target) on PGlite: ${concurrencyTest(null)}`,
  );
  if (options.pgUrl && results.some((r) => r.name === 'PostgreSQL')) {
    out(
      `payments-concurrency.test.ts on PostgreSQL (two server instances sharing the database): ${concurrencyTest(options.pgUrl)}`,
    );
  }
}
