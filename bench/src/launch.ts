/**
 * A launch (issue 24): N verified investors arrive at one business within a couple of seconds
 * and each opens its page, creates a payment, pays through the sandbox (its signed webhook) and
 * polls the payment until it settles. On PostgreSQL through two server instances (requests
 * alternating between them, as a load balancer would send them) and on PGlite (one instance),
 * beside the least SQL a correct reservation and capture need at the same concurrency
 * (launch-baseline.ts), with the business page and the catalogue measured during the launch and
 * outside it.
 *
 * Investors are prepared before the timed part. One is made through the API (registration,
 * identity verification on the sandbox's form, the investor quiz), and its rows are copied in SQL
 * for the others: through the API, 5,000 investors would take about an hour, because the sandbox's
 * identity webhook is limited to 120 a minute per address and registration hashes with argon2.
 * Their sign-in tokens are signed with the built server's own token service. The business is a
 * demo business whose target is set (in SQL) to what it has plus 60 % of N tickets, so the round
 * fills during the launch and the last investors meet the "round full" answer.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { computeFees, fromMinorUnits, toMinorUnits } from '@grove/contracts';
import {
  adminQuery,
  canConnectFrom,
  checkoutCompletedBody,
  Client,
  createInvestor,
  listBusinesses,
  pgConnect,
  RequestTimeoutError,
  ROUND_FULL_CODES,
  webhookSigner,
  type CreatedPayment,
  type Reply,
} from './investing.js';
import { pgliteBaseline, postgresBaseline, type BaselineResult } from './launch-baseline.js';
import { JWT_SECRET, ROOT, sleep, startGrove, type Running } from './measure.js';
import type { SideLoadFigures } from './side-load.js';

export interface LaunchOptions {
  /** Investors per launch, e.g. [100, 1000, 5000]. */
  sizes: number[];
  /** An administrative PostgreSQL URL, or null to skip PostgreSQL. */
  pgUrl: string | null;
  pglite: boolean;
  /** The arrivals are spread evenly over this window. */
  windowMs: number;
  /** A request without an answer in this time counts as a timeout (and the investor gives up that step). */
  timeoutMs: number;
  /** Seconds of each baseline run, and of the side load outside the launch. */
  baselineSeconds: number;
  sideSeconds: number;
  out: (line?: string) => void;
}

/** The launch business: the demo business the other sections measure. */
const SLUG = 'saigon-bean-roastery';
/** Share of N tickets the round has room for: the rest of the investors find it full. */
const FILL_NUMERATOR = 3;
const FILL_DENOMINATOR = 5;
/** Extra investors for the warm-up, on another business. */
const WARM_INVESTORS = 4;
/** The progress page asks every 2 s (web: PAYMENT_POLL_MS) until the payment settles; the bench gives up after 30 s. */
const POLL_MS = 2_000;
const POLL_FOR_MS = 30_000;
/** Answers that say "come back later": honoured (Retry-After) a few times, as the web app will. */
const RETRY_STATUSES = [429, 503];
const MAX_ATTEMPTS = 3;
/** The provider delivers again what was not acknowledged (Stripe: later, with backoff, for days; here sooner). */
const WEBHOOK_RETRY_MS = 5_000;
/** Stripe sends webhooks from a dozen published addresses; the bench's provider uses as many. */
const PROVIDER_ADDRESSES = 12;
const SETTLED = ['succeeded', 'failed', 'expired', 'canceled', 'refunding', 'refunded'];

const dist = (file: string) => pathToFileURL(path.join(ROOT, 'apps/server/dist', file)).href;

// ---------------------------------------------------------------------------------------------
// Preparing investors: one through the API, the others copied from it in SQL.

/** One statement, its rows: PostgreSQL through the server's driver, or an open PGlite. */
type Sql = (text: string) => Promise<Record<string, unknown>[]>;

interface TemplateInvestor {
  userId: string;
}

/** Registers, verifies (the sandbox's form) and passes the quiz through the API: what each launch investor is. */
async function templateInvestor(base: URL): Promise<TemplateInvestor> {
  const client = new Client(base, undefined, 2);
  try {
    const investor = await createInvestor(client, 'launch-template');
    const headers = investor.headers;
    const quiz = await client.json<{ questions: { id: string; options: { id: string }[] }[] }>(
      'GET',
      '/api/v1/onboarding/quiz',
      headers,
    );
    const answers: { question_id: string; option_id: string }[] = [];
    for (const question of quiz.questions) {
      for (const option of question.options) {
        const answer = { question_id: question.id, option_id: option.id };
        const { correct } = await client.json<{ correct: boolean }>(
          'POST',
          '/api/v1/onboarding/quiz/check',
          headers,
          answer,
        );
        if (correct) {
          answers.push(answer);
          break;
        }
      }
    }
    const submitted = await client.json<{ user: { id: string; onboarding_status: string } }>(
      'POST',
      '/api/v1/onboarding/quiz/submit',
      headers,
      {
        investor_type: 'non_sophisticated_investor',
        criteria: [],
        answers,
        finances: { net_annual_income: 60_000, liquid_assets: 40_000, annual_commitments: 12_000 },
        consent: true,
      },
    );
    if (submitted.user.onboarding_status !== 'passed') throw new Error('the template investor did not pass the quiz');
    return { userId: submitted.user.id };
  } finally {
    client.close();
  }
}

/**
 * Copies the template investor `count` times: the user row (verified, quiz passed), its identity
 * session and its quiz answers, each copy with its own id and e-mail. Answers the copies' ids in
 * order and their token version (the template's).
 */
async function cloneInvestors(
  sql: Sql,
  template: TemplateInvestor,
  count: number,
): Promise<{ ids: string[]; sessionIds: string[]; tokenVersion: number }> {
  const id = (n: string) => `md5('launch-investor-' || ${n})::uuid`;
  const sessionId = (n: string) => `md5('launch-session-' || ${n})::uuid`;
  const copy = async (table: string, key: string, overrides: Record<string, string>) => {
    const columns = (
      await sql(
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = '${table}' and is_generated = 'NEVER' order by ordinal_position`,
      )
    ).map((row) => String(row.column_name));
    const values = columns.map((column) => overrides[column] ?? `t.${column}`);
    await sql(
      `insert into ${table} (${columns.join(', ')})
       select ${values.join(', ')} from ${table} t cross join generate_series(1, ${count}) as n
       where t.${key} = '${template.userId}'`,
    );
  };
  await copy('users', 'id', { id: id('n'), email: `'launch-investor-' || n || '@example.com'` });
  await copy('kyc_sessions', 'user_id', {
    id: 'gen_random_uuid()',
    user_id: id('n'),
    user_access_code: `t.user_access_code || '-' || n`,
  });
  await copy('quiz_submissions', 'user_id', { id: 'gen_random_uuid()', user_id: id('n') });
  // A token is good only with a live session (docs/architecture.md, "Sessions"): one per investor.
  await sql(
    `insert into sessions (id, user_id, method, expires_at)
     select ${sessionId('n')}, ${id('n')}, 'password', now() + interval '1 day' from generate_series(1, ${count}) as n`,
  );
  const rows = await sql(
    `select ${id('n')} as id, ${sessionId('n')} as session_id from generate_series(1, ${count}) as n order by n`,
  );
  const [user] = await sql(`select token_version from users where id = '${template.userId}'`);
  return {
    ids: rows.map((row) => String(row.id)),
    sessionIds: rows.map((row) => String(row.session_id)),
    tokenVersion: Number(user?.token_version ?? 0),
  };
}

/** Signs each investor's bearer token with the built server's token service and the bench's secret. */
async function signTokens(userIds: string[], sessionIds: string[], tokenVersion: number): Promise<string[]> {
  const { createTokenService } = (await import(dist('modules/auth/tokens.js'))) as {
    createTokenService: (
      secret: string,
      ttlSeconds: number,
    ) => { sign(claims: { userId: string; sessionId: string; tokenVersion: number }): Promise<string> };
  };
  const tokens = createTokenService(JWT_SECRET, 24 * 3600);
  return Promise.all(
    userIds.map((userId, index) => tokens.sign({ userId, sessionId: sessionIds[index]!, tokenVersion })),
  );
}

interface LaunchBusiness {
  targetMinor: number;
  raisedMinor: number;
  reservedMinor: number;
  ticketMinor: number;
  currency: string;
}

/** Sets the launch business's target to what it holds plus room for 60 % of N tickets. */
async function prepareBusiness(sql: Sql, investors: number): Promise<LaunchBusiness> {
  const ticket = await sql(`select ticket_min_minor from projects where id = '${SLUG}'`);
  const ticketMinor = Number(ticket[0]?.ticket_min_minor);
  if (!ticketMinor) throw new Error(`the demo business ${SLUG} is missing`);
  const tickets = Math.floor((investors * FILL_NUMERATOR) / FILL_DENOMINATOR);
  const [row] = await sql(
    `update projects set target_minor = raised_minor + reserved_minor + ${tickets * ticketMinor}, updated_at = now()
     where id = '${SLUG}' returning target_minor, raised_minor, reserved_minor, currency`,
  );
  return {
    targetMinor: Number(row!.target_minor),
    raisedMinor: Number(row!.raised_minor),
    reservedMinor: Number(row!.reserved_minor),
    ticketMinor,
    currency: String(row!.currency),
  };
}

interface Truth {
  targetMinor: number;
  raisedMinor: number;
  reservedMinor: number;
  status: string;
  ledgerHeldMinor: number;
  launchPayments: Record<string, { count: number; minor: number }>;
}

/** The business and the launch's payments as the database has them. */
async function readTruth(sql: Sql): Promise<Truth> {
  const [project] = await sql(
    `select target_minor, raised_minor, reserved_minor, status, currency from projects where id = '${SLUG}'`,
  );
  const ledger = await sql(
    `select balance_minor from ledger_accounts where key = 'project_raise:${SLUG}:${String(project!.currency)}'`,
  );
  const payments = await sql(
    `select p.status, count(*) as count, coalesce(sum(p.amount_minor), 0) as minor
     from payments p join users u on u.id = p.user_id
     where p.project_id = '${SLUG}' and u.email like 'launch-investor-%' group by p.status order by p.status`,
  );
  return {
    targetMinor: Number(project!.target_minor),
    raisedMinor: Number(project!.raised_minor),
    reservedMinor: Number(project!.reserved_minor),
    status: String(project!.status),
    ledgerHeldMinor: -Number(ledger[0]?.balance_minor ?? 0),
    launchPayments: Object.fromEntries(
      payments.map((row) => [String(row.status), { count: Number(row.count), minor: Number(row.minor) }]),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Databases: PostgreSQL through the server's driver, PGlite through the server's openDatabase.

const pgUrlOf = (adminUrl: string, database: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};
const onPg =
  (url: string): Sql =>
  (text) =>
    adminQuery(url, text);

interface PgliteHandle {
  query(sql: string): Promise<{ rows: Record<string, unknown>[] }>;
}

/** Opens a stopped server's PGlite folder in this process for `work`, then closes it. */
async function withPglite<T>(dataDir: string, work: (sql: Sql) => Promise<T>): Promise<T> {
  const { openDatabase } = (await import(dist('db/client.js'))) as {
    openDatabase: (options: {
      kind: 'pglite';
      dataDir: string;
    }) => Promise<{ pglite: PgliteHandle; close(): Promise<void> }>;
  };
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    return await work(async (text) => (await database.pglite.query(text)).rows);
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The launch.

type Step = 'page' | 'create' | 'webhook' | 'poll' | 'journey';
const STEPS: Step[] = ['page', 'create', 'webhook', 'poll', 'journey'];
type Outcome = 'confirmed' | 'round full' | 'not created' | 'not paid' | 'ended unpaid' | 'not settled';

class Tally {
  readonly latencies = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
  /** Latency of each refusal (a round-full answer, 429, 503): the goal is a quick, clear answer. */
  readonly refusals: number[] = [];
  /** Answers other than success, by step, HTTP status and code; timeouts and network errors too. */
  readonly answers = new Map<string, number>();
  readonly outcomes = new Map<Outcome, number>();
  fiveXx = 0;
  timeouts = 0;
  firstArrival = Infinity;
  lastConfirmation = 0;
  lastEnd = 0;

  time(step: Step, ms: number) {
    this.latencies.get(step)!.push(ms);
  }
  answer(step: Step, what: string) {
    const key = `${step} ${what}`;
    this.answers.set(key, (this.answers.get(key) ?? 0) + 1);
  }
  outcome(outcome: Outcome) {
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
  }
}

const codeOf = (reply: Reply) => {
  try {
    return (JSON.parse(reply.body) as { code?: string }).code ?? '';
  } catch {
    return '';
  }
};

/**
 * One request of a step: its latency recorded unless `record` is false (a timeout counts as the
 * client's time limit), any answer other than `ok` tallied by status and code. Answers null on a
 * timeout or network error.
 */
async function timed(
  tally: Tally,
  step: Step,
  timeoutMs: number,
  send: () => Promise<Reply>,
  ok: (reply: Reply) => boolean,
  record = true,
): Promise<Reply | null> {
  const started = performance.now();
  try {
    const reply = await send();
    if (record) tally.time(step, performance.now() - started);
    if (!ok(reply)) {
      tally.answer(step, `${reply.status} ${codeOf(reply)}`.trim());
      if (reply.status >= 500) tally.fiveXx += 1;
    }
    return reply;
  } catch (error) {
    if (error instanceof RequestTimeoutError) {
      if (record) tally.time(step, timeoutMs);
      tally.answer(step, 'timeout');
      tally.timeouts += 1;
    } else {
      tally.answer(step, `network error (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
    return null;
  }
}

const retryAfterMs = (reply: Reply) => {
  const seconds = Number(reply.headers['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 10) * 1000 : 1000;
};

interface LaunchSetup {
  instances: URL[];
  tokens: string[];
  business: LaunchBusiness;
  sign: (body: string) => string;
  windowMs: number;
  timeoutMs: number;
  /** Each investor's own loopback address, or undefined where 127.x.y.z cannot be bound. */
  addressOf: (index: number) => string | undefined;
}

/** Runs the N journeys; resolves when every investor has finished or given up. */
async function launch(setup: LaunchSetup, tally: Tally): Promise<void> {
  const { instances, business, timeoutMs } = setup;
  let turn = 0;
  // The provider's deliveries, from its own addresses, to whichever instance the balancer picks.
  const provider = Array.from({ length: PROVIDER_ADDRESSES }, (_, index) =>
    instances.map((base) => new Client(base, setup.addressOf(60_000 + index), 64, timeoutMs)),
  );
  const amount = fromMinorUnits(business.ticketMinor, business.currency);
  const t0 = performance.now() + 200;
  tally.firstArrival = t0;

  const journey = async (index: number) => {
    await sleep(Math.max(0, t0 + (index * setup.windowMs) / setup.tokens.length - performance.now()));
    const arrived = performance.now();
    const own = instances.map((base) => new Client(base, setup.addressOf(index), 1, timeoutMs));
    const next = () => own[turn++ % own.length]!;
    const headers = { authorization: `Bearer ${setup.tokens[index]!}` };
    try {
      await timed(
        tally,
        'page',
        timeoutMs,
        () => next().request('GET', `/business/${SLUG}`, { accept: 'text/html' }),
        (reply) => reply.status === 200,
      );

      let created: Reply | null = null;
      const key = `launch-${index}-${arrived.toFixed(0)}`;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        const started = performance.now();
        created = await timed(
          tally,
          'create',
          timeoutMs,
          () =>
            next().request(
              'POST',
              '/api/v1/payments/',
              { ...headers, 'content-type': 'application/json', 'idempotency-key': key },
              JSON.stringify({
                project_id: SLUG,
                amount,
                currency: business.currency,
                risk_acknowledged: true,
                extra_risk_acknowledged: true,
                // The seed's approved key information sheet of every business.
                kiis_version: 1,
              }),
            ),
          (reply) => reply.status === 201 || reply.status === 200,
        );
        if (!created) break;
        const refused = RETRY_STATUSES.includes(created.status) || ROUND_FULL_CODES.includes(codeOf(created));
        if (refused) tally.refusals.push(performance.now() - started);
        if (!RETRY_STATUSES.includes(created.status) || attempt === MAX_ATTEMPTS) break;
        await sleep(retryAfterMs(created));
      }
      if (!created || (created.status !== 201 && created.status !== 200)) {
        tally.outcome(created && ROUND_FULL_CODES.includes(codeOf(created)) ? 'round full' : 'not created');
        return;
      }
      const payment = JSON.parse(created.body) as CreatedPayment;
      const body = checkoutCompletedBody(payment);
      if (!body) {
        tally.answer('create', `answered a ${payment.status} payment without a checkout`);
        tally.outcome('not created');
        return;
      }

      // The provider's webhook; the provider retries what was not acknowledged (Stripe does, for days).
      const deliverer = provider[index % PROVIDER_ADDRESSES]!;
      let delivered = false;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS && !delivered; attempt += 1) {
        const reply = await timed(
          tally,
          'webhook',
          timeoutMs,
          () =>
            deliverer[turn++ % deliverer.length]!.request(
              'POST',
              '/api/v1/webhooks/payments',
              { 'content-type': 'application/json', 'stripe-signature': setup.sign(body) },
              body,
            ),
          (answer) => answer.status === 200,
        );
        delivered = reply?.status === 200;
        if (!delivered && attempt < MAX_ATTEMPTS) await sleep(WEBHOOK_RETRY_MS);
      }
      if (!delivered) {
        tally.outcome('not paid');
        return;
      }

      // The progress page, back from the checkout: asks until the payment settles.
      const returned = performance.now();
      for (let ask = 0; performance.now() - returned < POLL_FOR_MS; ask += 1) {
        if (ask > 0) await sleep(POLL_MS);
        const reply = await timed(
          tally,
          'poll',
          timeoutMs,
          () => next().request('GET', `/api/v1/payments/${payment.id}`, headers),
          (answer) => answer.status === 200,
          false,
        );
        const status = reply?.status === 200 ? (JSON.parse(reply.body) as { status: string }).status : null;
        if (status && SETTLED.includes(status)) {
          const now = performance.now();
          tally.time('poll', now - returned);
          if (status === 'succeeded') {
            tally.time('journey', now - arrived);
            tally.lastConfirmation = Math.max(tally.lastConfirmation, now);
            tally.outcome('confirmed');
          } else {
            tally.answer('poll', `settled as ${status}`);
            tally.outcome('ended unpaid');
          }
          return;
        }
      }
      tally.outcome('not settled');
    } finally {
      for (const client of own) client.close();
      tally.lastEnd = Math.max(tally.lastEnd, performance.now());
    }
  };

  try {
    await Promise.all(setup.tokens.map((_, index) => journey(index)));
  } finally {
    for (const clients of provider) for (const client of clients) client.close();
  }
}

/**
 * What the app's database connections do during the launch (PostgreSQL): pg_stat_activity sampled
 * every 250 ms, averaged. Shows where a payment's time goes on the database side: running, waiting
 * for a lock (the business row), or idle in a transaction while the app works between statements.
 */
async function sampleConnections(url: string): Promise<{ stop(): Promise<string> }> {
  const client = await pgConnect(url);
  const database = new URL(url).pathname.slice(1);
  const totals = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const rows = await client.query(
        `select state, wait_event_type, wait_event, count(*) as n from pg_stat_activity
         where datname = '${database}' and application_name = 'grove' group by 1, 2, 3`,
      );
      samples += 1;
      for (const row of rows.rows) {
        const waiting =
          row.wait_event && row.state !== 'idle' ? ` (${String(row.wait_event_type)}: ${String(row.wait_event)})` : '';
        const key = `${String(row.state)}${waiting}`;
        totals.set(key, (totals.get(key) ?? 0) + Number(row.n));
      }
      await sleep(250);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      const average = [...totals]
        .map(([key, sum]) => [key, sum / Math.max(1, samples)] as const)
        .sort((a, b) => b[1] - a[1]);
      const connections = average.reduce((sum, [, n]) => sum + n, 0);
      return `the app's database connections during the launch (pg_stat_activity every 250 ms, ${samples} samples): ${connections.toFixed(1)} on average — ${average.map(([key, n]) => `${n.toFixed(1)} ${key}`).join(', ')}`;
    },
  };
}

/**
 * Connections the kernel refused because a listening socket's accept queue was full (Linux
 * TcpExt ListenOverflows, the whole machine): a client then retries its SYN after 1, 3, 7, 15 s.
 */
function listenOverflows(): number | null {
  try {
    const lines = fs.readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const header = lines.findIndex((line) => line.startsWith('TcpExt:'));
    const names = lines[header]!.split(/\s+/);
    const values = lines[header + 1]!.split(/\s+/);
    const value = Number(values[names.indexOf('ListenOverflows')]);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The side load: the business page and the catalogue, outside the launch and during it.

interface SideLoad {
  stop(): Promise<SideLoadFigures[]>;
}

async function startSideLoad(base: string, connections: number): Promise<SideLoad> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'bench/src/side-load.ts'),
      JSON.stringify({ urls: [`${base}/businesses`, `${base}/business/${SLUG}`], connections }),
    ],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the side load exited with ${code}`)));
  });
  return {
    stop: () =>
      new Promise<SideLoadFigures[]>((resolve, reject) => {
        child.removeAllListeners('exit');
        child.once('message', (figures) => resolve(figures as SideLoadFigures[]));
        child.once('exit', (code) => reject(new Error(`the side load exited with ${code}`)));
        child.send('stop');
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// One database: prepare, then for each size the baseline, the warm-up, the launch and the checks.

interface RunFigures {
  database: 'PostgreSQL' | 'PGlite';
  instances: number;
  investors: number;
  business: LaunchBusiness;
  tally: Tally;
  baseline: BaselineResult | null;
  baselineError: string | null;
  /** Raised and target as GET /api/v1/public/projects/{id} answers them after the launch (the first instance; raised on each). */
  api: { raisedMinor: number; targetMinor: number; perInstance: number[] } | null;
  truth: Truth | null;
  side: { outside: SideLoadFigures[]; during: SideLoadFigures[] } | null;
  serverErrors: string[];
  notes: string[];
}

interface Deployment {
  /** Starts the app for one size (its database prepared), answers its instances. */
  start(investors: number): Promise<{ servers: Running[]; business: LaunchBusiness; databaseUrl?: string }>;
  /** After the servers stopped: what the database holds; then the size's database is removed. */
  finish(): Promise<Truth>;
  close(): Promise<void>;
}

const SIDE_CONNECTIONS = 2;

/** The 5xx and failures the servers logged (pino JSON lines), grouped by message. */
function serverErrorsOf(logFile: string): string[] {
  if (!fs.existsSync(logFile)) return [];
  const counts = new Map<string, number>();
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { message?: string; cause?: { message?: string } };
      };
      if ((entry.level ?? 0) < 50) continue;
      // A failed query's text is long; its statement's first words and the driver's reason say enough.
      const message = (entry.err?.message ?? '').replace(/^(Failed query: \S+ \S+ \S+).*$/s, '$1 …');
      const cause = entry.err?.cause?.message ? ` (${entry.err.cause.message})` : '';
      const key = `${entry.msg ?? ''}${message ? `: ${message}` : ''}${cause}`.slice(0, 200);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    } catch {
      // not a log line
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([message, count]) => `${count} × ${message}`);
}

async function warmUp(instances: URL[], tokens: string[], sign: (body: string) => string): Promise<void> {
  // Code paths of every instance: the pages, the catalogue, and a payment on another business.
  const setup = new Client(instances[0]!, undefined, 2);
  const other = (await listBusinesses(setup))
    .filter((b) => b.status === 'fundraising' && b.id !== SLUG)
    .sort((a, b) => b.target_amount - b.current_amount - (a.target_amount - a.current_amount))[0];
  setup.close();
  if (!other) throw new Error('no other demo business is raising money for the warm-up');
  for (const [index, base] of instances.entries()) {
    const client = new Client(base, undefined, 2);
    try {
      for (const token of tokens.slice(index * 2, index * 2 + 2)) {
        const headers = { authorization: `Bearer ${token}` };
        const terms = await client.json<{ ticket_min: number; currency: string }>(
          'GET',
          `/api/v1/payments/terms/${other.id}`,
          headers,
        );
        const payment = await client.json<CreatedPayment>(
          'POST',
          '/api/v1/payments/',
          { ...headers, 'idempotency-key': `launch-warm-${token.slice(-12)}` },
          {
            project_id: other.id,
            amount: terms.ticket_min,
            currency: terms.currency,
            risk_acknowledged: true,
            extra_risk_acknowledged: true,
            // The seed's approved key information sheet of every business.
            kiis_version: 1,
          },
        );
        const body = checkoutCompletedBody(payment);
        if (body) {
          await client.request(
            'POST',
            '/api/v1/webhooks/payments',
            { 'content-type': 'application/json', 'stripe-signature': sign(body) },
            body,
          );
        }
        await client.request('GET', `/api/v1/payments/${payment.id}`, headers);
      }
      // Then the pages, rendered again after the payments changed the catalogue.
      for (let i = 0; i < 3; i += 1) {
        await client.request('GET', `/business/${SLUG}`);
        await client.request('GET', '/businesses');
        await client.request('GET', `/api/v1/public/projects/${SLUG}`);
      }
    } finally {
      client.close();
    }
  }
}

/** The public API's answers are kept up to 10 s per instance (container.ts), so an unchanged figure is read that long. */
const CATALOGUE_TTL_MS = 10_000;

/**
 * Reads raised and target from the public API of every instance once a second, until the figures
 * have not moved for longer than the instances keep an answer (abandoned requests finishing, caches
 * expiring), at most 40 s.
 */
async function settle(instances: URL[]): Promise<RunFigures['api']> {
  const clients = instances.map((base) => new Client(base, undefined, 1, 10_000));
  let last = '';
  let changed = performance.now();
  let figures: { raisedMinor: number; targetMinor: number }[] = [];
  try {
    for (const begin = performance.now(); performance.now() - begin < 40_000; await sleep(1_000)) {
      const replies = await Promise.all(
        clients.map((client) => client.request('GET', `/api/v1/public/projects/${SLUG}`).catch(() => null)),
      );
      if (replies.some((reply) => reply?.status !== 200)) continue;
      figures = replies.map((reply) => {
        const project = JSON.parse(reply!.body) as { current_amount: number; target_amount: number; currency: string };
        return {
          raisedMinor: toMinorUnits(project.current_amount, project.currency),
          targetMinor: toMinorUnits(project.target_amount, project.currency),
        };
      });
      const now = JSON.stringify(figures);
      if (now !== last) {
        last = now;
        changed = performance.now();
      } else if (performance.now() - changed > CATALOGUE_TTL_MS) break;
    }
  } finally {
    for (const client of clients) client.close();
  }
  if (figures.length === 0) return null;
  return { ...figures[0]!, perInstance: figures.map((figure) => figure.raisedMinor) };
}

async function runDatabase(
  name: RunFigures['database'],
  deployment: Deployment,
  tokens: string[],
  options: LaunchOptions,
  sign: (body: string) => string,
  logFile: string,
): Promise<RunFigures[]> {
  const figures: RunFigures[] = [];
  const warmTokens = tokens.slice(-WARM_INVESTORS);
  for (const investors of options.sizes) {
    const notes: string[] = [];
    const { servers, business, databaseUrl } = await deployment.start(investors);
    const instances = servers.map((server) => new URL(server.url));
    fs.writeFileSync(logFile, '');
    let baseline: BaselineResult | null = null;
    let baselineError: string | null = null;
    const tally = new Tally();
    let api: RunFigures['api'];
    let side: RunFigures['side'];
    try {
      const reader = new Client(instances[0]!, undefined, 1);
      const fees = await reader
        .json<{ service_fee_bp: number; card_fee_bp: number }>('GET', `/api/v1/payments/terms/${SLUG}`, {
          authorization: `Bearer ${tokens[0]!}`,
        })
        .finally(() => reader.close());
      const breakdown = computeFees(business.ticketMinor, {
        serviceFeeBp: fees.service_fee_bp,
        cardFeeBp: fees.card_fee_bp,
      });
      // The app reaches PostgreSQL through its instances' pools; the baseline gets as many connections.
      const poolMax = Number(process.env.DATABASE_POOL_MAX ?? 10);
      const clients = Math.min(investors, servers.length * poolMax);
      const baselineOptions = {
        clients,
        seconds: options.baselineSeconds,
        amountMinor: business.ticketMinor,
        feeMinor: breakdown.totalMinor - business.ticketMinor,
      };
      try {
        baseline =
          name === 'PostgreSQL' && options.pgUrl
            ? await postgresBaseline(options.pgUrl, baselineOptions)
            : await pgliteBaseline(baselineOptions);
      } catch (error) {
        baselineError = (error as Error).message;
      }

      await warmUp(instances, warmTokens, sign);
      await sleep(1_000);
      const outsideLoad = await startSideLoad(instances[0]!.origin, SIDE_CONNECTIONS);
      await sleep(options.sideSeconds * 1000);
      const outside = await outsideLoad.stop();

      const bindable = await canConnectFrom(instances[0]!, '127.20.1.1');
      if (!bindable) notes.push('127.x.y.z could not be bound: every investor connected from 127.0.0.1');
      notes.push(
        `load average ${os
          .loadavg()
          .map((value) => value.toFixed(2))
          .join(', ')} (1, 5, 15 min) when the launch began`,
      );
      const duringLoad = await startSideLoad(instances[0]!.origin, SIDE_CONNECTIONS);
      const sampler = databaseUrl ? await sampleConnections(databaseUrl) : null;
      const overflowsBefore = listenOverflows();
      const cpu = process.cpuUsage();
      const wall = performance.now();
      await launch(
        {
          instances,
          tokens: tokens.slice(0, investors),
          business,
          sign,
          windowMs: options.windowMs,
          timeoutMs: options.timeoutMs,
          // 127.20.0.1 onwards, 250 a /24; the provider's addresses sit past the investors'.
          addressOf: (index) =>
            bindable
              ? `127.${20 + Math.floor(index / 62_500)}.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`
              : undefined,
        },
        tally,
      );
      const used = process.cpuUsage(cpu);
      notes.push(
        `the bench's own process (the investors' side) used ${((used.user + used.system) / 1e6).toFixed(1)} s of CPU in the ${((performance.now() - wall) / 1000).toFixed(1)} s the launch took`,
      );
      const overflowsAfter = listenOverflows();
      if (overflowsBefore !== null && overflowsAfter !== null) {
        notes.push(
          `connections refused by a full accept queue during the launch (the kernel's ListenOverflows, whole machine; the client retries its SYN after 1, 3, 7, 15 s): ${int(overflowsAfter - overflowsBefore)}`,
        );
      }
      if (sampler) notes.push(await sampler.stop());
      const during = await duringLoad.stop();
      side = { outside, during };
      api = await settle(instances);
    } finally {
      for (const server of servers) await server.stop();
    }
    let truth: Truth | null = null;
    try {
      truth = await deployment.finish();
    } catch (error) {
      notes.push(`could not read the database after the run: ${(error as Error).message}`);
    }
    figures.push({
      database: name,
      instances: servers.length,
      investors,
      business,
      tally,
      baseline,
      baselineError,
      api,
      truth,
      side,
      serverErrors: serverErrorsOf(logFile),
      notes,
    });
    options.out(`  (${name}, ${investors.toLocaleString('en')} investors: done)`);
  }
  return figures;
}

/** PostgreSQL: a template database with the demo content and the investors, copied for each size. */
async function postgresDeployment(
  adminUrl: string,
  count: number,
  logFile: string,
): Promise<{ deployment: Deployment; tokens: string[] }> {
  const stamp = `${Date.now()}_${process.pid}`;
  const template = `grove_launch_${stamp}_template`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-launch-pg-'));
  await adminQuery(adminUrl, `create database ${template}`);
  const env = (database: string) => ({
    DATA_DIR: dataDir, // shared by the instances: the demo content's files
    DATABASE_URL: pgUrlOf(adminUrl, database),
    // The default on PostgreSQL, said here: the two instances count every limit in the database, as production does.
    RATE_LIMIT_STORE: 'database',
    LOG_LEVEL: 'error',
  });
  let current: string | null = null;
  const dropCurrent = async () => {
    if (current) await adminQuery(adminUrl, `drop database if exists ${current} with (force)`).catch(() => undefined);
    current = null;
  };
  const deployment: Deployment = {
    async start(investors) {
      current = `grove_launch_${stamp}_${investors}`;
      await adminQuery(adminUrl, `create database ${current} template ${template}`);
      const business = await prepareBusiness(onPg(pgUrlOf(adminUrl, current)), investors);
      const first = await startGrove({ ...env(current), SEED_DEMO_CONTENT: 'false' }, { logFile });
      const second = await startGrove({ ...env(current), SEED_DEMO_CONTENT: 'false' }, { logFile });
      return { servers: [first, second], business, databaseUrl: pgUrlOf(adminUrl, current) };
    },
    async finish() {
      try {
        return await readTruth(onPg(pgUrlOf(adminUrl, current!)));
      } finally {
        await dropCurrent();
      }
    },
    async close() {
      await dropCurrent();
      await adminQuery(adminUrl, `drop database if exists ${template} with (force)`).catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    const server = await startGrove({ ...env(template), SEED_DEMO_CONTENT: 'true' }, { logFile });
    let made: TemplateInvestor;
    try {
      made = await templateInvestor(new URL(server.url));
    } finally {
      await server.stop();
    }
    const clones = await cloneInvestors(onPg(pgUrlOf(adminUrl, template)), made, count);
    return { deployment, tokens: await signTokens(clones.ids, clones.sessionIds, clones.tokenVersion) };
  } catch (error) {
    await deployment.close();
    throw error;
  }
}

/** PGlite: a template data folder with the demo content and the investors, copied for each size. */
async function pgliteDeployment(count: number, logFile: string): Promise<{ deployment: Deployment; tokens: string[] }> {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-launch-pglite-'));
  let current: string | null = null;
  const deployment: Deployment = {
    async start(investors) {
      current = fs.mkdtempSync(path.join(os.tmpdir(), `grove-launch-pglite-${investors}-`));
      fs.cpSync(template, current, { recursive: true });
      const business = await withPglite(current, (sql) => prepareBusiness(sql, investors));
      const server = await startGrove({ DATA_DIR: current, LOG_LEVEL: 'error' }, { logFile });
      return { servers: [server], business };
    },
    async finish() {
      try {
        return await withPglite(current!, readTruth);
      } finally {
        fs.rmSync(current!, { recursive: true, force: true });
        current = null;
      }
    },
    async close() {
      if (current) fs.rmSync(current, { recursive: true, force: true });
      fs.rmSync(template, { recursive: true, force: true });
    },
  };
  try {
    const server = await startGrove({ DATA_DIR: template, LOG_LEVEL: 'error' }, { logFile });
    let made: TemplateInvestor;
    try {
      made = await templateInvestor(new URL(server.url));
    } finally {
      await server.stop();
    }
    const clones = await withPglite(template, (sql) => cloneInvestors(sql, made, count));
    return { deployment, tokens: await signTokens(clones.ids, clones.sessionIds, clones.tokenVersion) };
  } catch (error) {
    await deployment.close();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The report.

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
};
const ms = (value: number | null) => (value === null ? '—' : Math.round(value).toLocaleString('en'));
const pair = (values: number[]) => `${ms(percentile(values, 0.5))} / ${ms(percentile(values, 0.99))}`;
const int = (value: number) => value.toLocaleString('en');
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

function confirmedPerSecond(run: RunFigures): number {
  const confirmed = run.tally.outcomes.get('confirmed') ?? 0;
  const seconds = (run.tally.lastConfirmation - run.tally.firstArrival) / 1000;
  return confirmed > 0 && seconds > 0 ? Math.round((confirmed / seconds) * 10) / 10 : 0;
}

function report(runs: RunFigures[], options: LaunchOptions, skipped: string[]) {
  const { out } = options;
  const money = (minor: number, currency: string) => fromMinorUnits(minor, currency).toLocaleString('en');

  out(
    '| database | investors | confirmed | round full | other endings | first arrival → last confirmation | confirmed/s | baseline inv/s | ratio | raised / target (API) |',
  );
  out('|---|---:|---:|---:|---|---:|---:|---:|---:|---|');
  for (const run of runs) {
    const { tally, business } = run;
    const rate = confirmedPerSecond(run);
    const other = [...tally.outcomes]
      .filter(([outcome]) => outcome !== 'confirmed' && outcome !== 'round full')
      .map(([outcome, count]) => `${outcome} ${int(count)}`)
      .join(', ');
    const ratio = run.baseline ? Number((rate / run.baseline.investmentsPerSecond).toPrecision(2)) : null;
    out(
      `| ${run.database} (${run.instances} instance${run.instances > 1 ? 's' : ''}) | ${int(run.investors)} | ${int(tally.outcomes.get('confirmed') ?? 0)} | ${int(tally.outcomes.get('round full') ?? 0)} | ${other || '—'} | ${tally.lastConfirmation ? ((tally.lastConfirmation - tally.firstArrival) / 1000).toFixed(1) : '—'} s | ${rate} | ${run.baseline ? `${run.baseline.investmentsPerSecond} (${run.baseline.clients} clients)` : '—'} | ${ratio ?? '—'} | ${run.api ? `${money(run.api.raisedMinor, business.currency)} / ${money(run.api.targetMinor, business.currency)}` : '—'} |`,
    );
  }

  out('');
  out(
    'Latency of each step, p50 / p99 ms (a timeout counts as the client limit; "poll" is from the webhook\'s answer until the progress page sees the payment settled, one figure per investor; "journey" from arrival to confirmed):',
  );
  out(
    '| database | investors | page | create | webhook | poll until settled | journey | refusals (round full, 429, 503) p99 |',
  );
  out('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const run of runs) {
    const l = run.tally.latencies;
    out(
      `| ${run.database} | ${int(run.investors)} | ${pair(l.get('page')!)} | ${pair(l.get('create')!)} | ${pair(l.get('webhook')!)} | ${pair(l.get('poll')!)} | ${pair(l.get('journey')!)} | ${ms(percentile(run.tally.refusals, 0.99))} (${int(run.tally.refusals.length)}) |`,
    );
  }

  out('');
  out('Answers other than success, by step, HTTP status and code:');
  out('| database | investors | answers |');
  out('|---|---:|---|');
  for (const run of runs) {
    const answers = [...run.tally.answers]
      .sort((a, b) => b[1] - a[1])
      .map(([key, count]) => `${key} × ${int(count)}`)
      .join('; ');
    out(`| ${run.database} | ${int(run.investors)} | ${answers || 'none'} |`);
  }

  out('');
  out(
    `The business page and the catalogue under a small closed-loop load (autocannon, ${SIDE_CONNECTIONS} connections each, on the first instance), ${options.sideSeconds} s before the launch and during it:`,
  );
  out('| database | investors | page | req/s outside | p99 ms | req/s during | p99 ms | during ÷ outside |');
  out('|---|---:|---|---:|---:|---:|---:|---:|');
  for (const run of runs) {
    if (!run.side) continue;
    for (const [index, outside] of run.side.outside.entries()) {
      const during = run.side.during[index]!;
      const label = new URL(outside.url).pathname;
      const errors = during.non2xx + during.errors;
      out(
        `| ${run.database} | ${int(run.investors)} | \`${label}\` | ${int(outside.requestsPerSecond)} | ${outside.p99Ms} | ${int(during.requestsPerSecond)} | ${during.p99Ms} | ${outside.requestsPerSecond ? (during.requestsPerSecond / outside.requestsPerSecond).toFixed(2) : '—'}${errors ? ` (${int(errors)} errors)` : ''} |`,
      );
    }
  }

  out('');
  out('Goals (issue 24; the budgets hold on PostgreSQL through two instances, PGlite is reported):');
  out(
    '| database | investors | ≥ 0.5× baseline | p99 create ≤ 500 ms at 1,000 | 0 5xx | 0 timeouts | 0 overfunding | raised = target | refusals ≤ 200 ms (p99) |',
  );
  out('|---|---:|---|---|---|---|---|---|---|');
  const overfunded: string[] = [];
  for (const run of runs) {
    const budgeted = run.database === 'PostgreSQL';
    const cell = (figure: string, ok: boolean, applies = budgeted) =>
      `${figure}: ${applies ? verdict(ok) : 'reported'}`;
    const ratio = run.baseline ? confirmedPerSecond(run) / run.baseline.investmentsPerSecond : null;
    const createP99 = percentile(run.tally.latencies.get('create')!, 0.99) ?? 0;
    const raised = run.truth?.raisedMinor ?? run.api?.raisedMinor ?? null;
    const target = run.truth?.targetMinor ?? run.api?.targetMinor ?? null;
    const over = raised !== null && target !== null && raised > target;
    const refusalP99 = percentile(run.tally.refusals, 0.99);
    if (over)
      overfunded.push(`${run.database} ${int(run.investors)}: raised ${raised} > target ${target} (minor units)`);
    out(
      `| ${run.database} | ${int(run.investors)} | ${ratio === null ? '— (no baseline)' : cell(`${ratio.toPrecision(2)}×`, ratio >= 0.5)} | ${cell(`${ms(createP99)} ms`, createP99 <= 500, budgeted && run.investors === 1000)} | ${cell(int(run.tally.fiveXx), run.tally.fiveXx === 0)} | ${cell(int(run.tally.timeouts), run.tally.timeouts === 0)} | ${raised === null ? '— (not read)' : cell(over ? 'OVERFUNDED' : '0', !over, true)} | ${raised === null ? '—' : cell(`${money(raised, run.business.currency)} of ${money(target!, run.business.currency)}`, raised === target)} | ${refusalP99 === null ? '— (none)' : cell(`${ms(refusalP99)} ms`, refusalP99 <= 200)} |`,
    );
  }
  out(
    overfunded.length
      ? `OVERFUNDING: ${overfunded.join('; ')}`
      : `Overfunding: none (raised ≤ target in the database after every launch).`,
  );

  out('');
  for (const run of runs) {
    const label = `${run.database}, ${int(run.investors)}`;
    const currency = run.business.currency;
    out(
      `- ${label}: the round had room for ${int((run.business.targetMinor - run.business.raisedMinor - run.business.reservedMinor) / run.business.ticketMinor)} tickets of ${money(run.business.ticketMinor, currency)} ${currency} (target ${money(run.business.targetMinor, currency)}, ${money(run.business.raisedMinor, currency)} raised before).`,
    );
    if (run.truth) {
      const t = run.truth;
      const payments = Object.entries(t.launchPayments)
        .map(([status, { count }]) => `${status} ${int(count)}`)
        .join(', ');
      const grew = t.raisedMinor - run.business.raisedMinor;
      const succeeded = t.launchPayments.succeeded?.minor ?? 0;
      out(
        `  In the database afterwards: raised ${money(t.raisedMinor, currency)}, reserved ${money(t.reservedMinor, currency)} (unpaid reservations left), status ${t.status}; the launch's payments: ${payments || 'none'}; raised grew by ${money(grew, currency)}, ${grew === succeeded ? 'exactly the succeeded payments' : `MISMATCH with the succeeded payments (${money(succeeded, currency)})`}; the ledger holds ${money(t.ledgerHeldMinor, currency)} for the raise${t.ledgerHeldMinor === t.raisedMinor ? ' (= raised)' : ' (DIFFERS from raised)'}.`,
      );
    }
    if (run.api && run.truth && run.api.perInstance.some((minor) => minor !== run.truth!.raisedMinor)) {
      out(
        `  The public API answered raised ${run.api.perInstance.map((minor) => money(minor, currency)).join(' / ')} (instance by instance) once its figures had stopped moving for ${CATALOGUE_TTL_MS / 1000} s; the database, after the servers stopped, ${money(run.truth.raisedMinor, currency)}.`,
      );
    }
    if (run.baseline) out(`  Baseline: ${run.baseline.note}.`);
    if (run.baselineError) out(`  Baseline failed: ${run.baselineError}`);
    if (run.serverErrors.length) out(`  Server errors logged: ${run.serverErrors.slice(0, 4).join('; ')}`);
    for (const note of run.notes) out(`  ${note}`);
  }
  for (const line of skipped) out(`(${line})`);
}

export async function launchSection(options: LaunchOptions): Promise<void> {
  const { out } = options;
  out('\n## Launch (issue 24): many investors on one business at once');
  const count = Math.max(...options.sizes) + WARM_INVESTORS;
  out(
    `${options.sizes.map(int).join(', ')} verified investors (quiz passed) arrive at ${SLUG} spread evenly over ${options.windowMs / 1000} s; each GETs /business/${SLUG}, POSTs /api/v1/payments (Idempotency-Key; 429/503 retried after Retry-After, ${MAX_ATTEMPTS} attempts), has the sandbox's signed checkout.session.completed delivered (from ${PROVIDER_ADDRESSES} provider addresses; an unacknowledged delivery is retried after ${WEBHOOK_RETRY_MS / 1000} s, ${MAX_ATTEMPTS} attempts), and polls GET /api/v1/payments/{id} every ${POLL_MS / 1000} s until it settles (for at most ${POLL_FOR_MS / 1000} s). A request without an answer in ${options.timeoutMs / 1000} s is a timeout. The round has room for 60 % of the investors' tickets.`,
  );
  out(
    `Prepared before the timed part: one investor through the API (registration, the sandbox's identity form, the quiz), copied ${int(count)} times in SQL (5,000 through the API would take about an hour: the identity webhook allows 120 a minute per address), tokens signed by the server's token service; the business's target set in SQL. Each investor connects from its own loopback address; the general per-address limit is raised as in every bench server (RATE_LIMIT_PER_MINUTE, so that the side load from one address is not refused), the per-user limits are the server's own. PostgreSQL: every limit counted in the database (RATE_LIMIT_STORE=database, one upsert per request), so the two instances spend one budget; two instances on one database (pool ${process.env.DATABASE_POOL_MAX ?? 10} each), requests alternating; PGlite: one instance. Baseline (launch-baseline.ts): the reservation and capture in bare SQL, driven with as many clients as the app has database connections (two pools on PostgreSQL, one pool's worth on PGlite, which runs one statement at a time anyway), at most N.`,
  );
  const sign = await webhookSigner();
  const runs: RunFigures[] = [];
  const skipped: string[] = [];
  // The servers' errors, summarised per run; BENCH_LAUNCH_LOG keeps them (each run's replaces the previous).
  const logFile =
    process.env.BENCH_LAUNCH_LOG ??
    path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'grove-launch-log-')), 'servers.log');

  const databases: [RunFigures['database'], () => Promise<{ deployment: Deployment; tokens: string[] }>][] = [];
  if (options.pgUrl) databases.push(['PostgreSQL', () => postgresDeployment(options.pgUrl!, count, logFile)]);
  else skipped.push('PostgreSQL skipped: BENCH_PG_URL=off');
  if (options.pglite) databases.push(['PGlite', () => pgliteDeployment(count, logFile)]);
  else skipped.push('PGlite skipped');

  for (const [name, prepare] of databases) {
    const started = performance.now();
    let prepared: { deployment: Deployment; tokens: string[] };
    try {
      prepared = await prepare();
    } catch (error) {
      skipped.push(`${name} skipped: ${(error as Error).message}`);
      continue;
    }
    out(`  (${name}: ${int(count)} investors prepared in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    try {
      runs.push(...(await runDatabase(name, prepared.deployment, prepared.tokens, options, sign, logFile)));
    } finally {
      await prepared.deployment.close();
    }
  }
  if (!process.env.BENCH_LAUNCH_LOG) fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  report(runs, options, skipped);
}
