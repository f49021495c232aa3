/**
 * The launch's baseline (issue 24): the least SQL a correct reservation and capture need, driven
 * straight at the database at the launch's concurrency, so the app's investments per second have
 * something to be compared with in the same run.
 *
 * One investment is two transactions, as in the app:
 * 1. reserve: insert the payment, then move the business's reserved money with one conditional
 *    update (`raised + reserved + amount <= target`), which takes the business's row lock last,
 *    so it is held only until the commit; no row updated would mean "round full" and a rollback;
 * 2. capture: the payment's compare-and-set to succeeded, three ledger rows that sum to zero, and
 *    the business's raised money, again locked last.
 *
 * On PostgreSQL pgbench runs it (one script = both transactions = one investment) against a
 * scratch database; on PGlite, which has no pgbench, the same statements run in a process of its
 * own (launch-baseline-pglite.ts) on the engine the server uses.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminQuery } from './investing.js';
import { ROOT } from './measure.js';

/** The baseline's business: a target no run can reach, so every reservation succeeds. */
export const BASELINE_PROJECT = 'launch';

/** Tables shaped like the app's (keys, foreign keys, the indexes the app's writes maintain, the money CHECK). */
export const BASELINE_SCHEMA = [
  `create table projects (
    id text primary key,
    target_minor bigint not null,
    raised_minor bigint not null default 0,
    reserved_minor bigint not null default 0,
    investor_count integer not null default 0,
    updated_at timestamptz not null default now(),
    check (raised_minor >= 0 and reserved_minor >= 0 and raised_minor + reserved_minor <= target_minor)
  )`,
  `create table payments (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null,
    project_id text not null references projects (id),
    status text not null,
    amount_minor bigint not null,
    fee_minor bigint not null,
    total_minor bigint not null,
    reserved_minor bigint not null default 0,
    idempotency_key text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    paid_at timestamptz
  )`,
  `create unique index payments_idempotency_idx on payments (user_id, idempotency_key)`,
  `create index payments_project_idx on payments (project_id)`,
  `create table ledger_entries (
    id bigserial primary key,
    payment_id uuid not null references payments (id),
    account text not null,
    amount_minor bigint not null check (amount_minor <> 0),
    created_at timestamptz not null default now()
  )`,
  `create index ledger_entries_payment_idx on ledger_entries (payment_id)`,
  `create index ledger_entries_account_idx on ledger_entries (account, id)`,
  `insert into projects (id, target_minor) values ('${BASELINE_PROJECT}', 9000000000000000000)`,
];

/**
 * The statements, with pgbench's `:name` variables (substituted as text, as pgbench's simple
 * protocol does; PGlite's runner does the same). The first statement of the reservation answers
 * `payment_id`.
 */
export const RESERVE = [
  `insert into payments (user_id, project_id, status, amount_minor, fee_minor, total_minor, reserved_minor, idempotency_key)
    values (gen_random_uuid(), '${BASELINE_PROJECT}', 'pending', :amount, :fee, :amount + :fee, :amount, gen_random_uuid()::text)
    returning id as payment_id`,
  `update projects set reserved_minor = reserved_minor + :amount, updated_at = now()
    where id = '${BASELINE_PROJECT}' and raised_minor + reserved_minor + :amount <= target_minor returning id`,
];
export const CAPTURE = [
  `update payments set status = 'succeeded', reserved_minor = 0, paid_at = now(), updated_at = now()
    where id = ':payment_id' and status = 'pending'`,
  `insert into ledger_entries (payment_id, account, amount_minor) values
    (':payment_id', 'provider_clearing:USD', :amount + :fee),
    (':payment_id', 'project_raise:${BASELINE_PROJECT}:USD', -:amount),
    (':payment_id', 'platform_fees:USD', -:fee)`,
  `update projects set reserved_minor = reserved_minor - :amount, raised_minor = raised_minor + :amount,
    investor_count = investor_count + 1, updated_at = now() where id = '${BASELINE_PROJECT}'`,
];

/** Replaces `:name` variables by their values, as pgbench does. */
export function substitute(sql: string, values: Record<string, string | number>): string {
  return sql.replace(/:([a-z_]+)/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export interface BaselineResult {
  investmentsPerSecond: number;
  clients: number;
  seconds: number;
  /** What else the reader needs: failures, latency, durability. */
  note: string;
}

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/** pgbench against a scratch database next to the app's, created and dropped here. */
export async function postgresBaseline(
  adminUrl: string,
  options: { clients: number; seconds: number; amountMinor: number; feeMinor: number },
): Promise<BaselineResult> {
  const database = `grove_launch_baseline_${Date.now()}_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-launch-baseline-'));
  await adminQuery(adminUrl, `create database ${database}`);
  try {
    for (const statement of BASELINE_SCHEMA) await adminQuery(url.toString(), statement);
    const durability = await adminQuery(url.toString(), 'show synchronous_commit');
    const script = [
      `\\set amount ${options.amountMinor}`,
      `\\set fee ${options.feeMinor}`,
      'begin;',
      `${oneLine(RESERVE[0]!)} \\gset`,
      `${oneLine(RESERVE[1]!)};`,
      'commit;',
      'begin;',
      ...CAPTURE.map((sql) => `${oneLine(sql)};`),
      'commit;',
    ].join('\n');
    const file = path.join(dir, 'launch.sql');
    fs.writeFileSync(file, `${script}\n`);
    const run = spawnSync(
      'pgbench',
      ['-n', '-f', file, '-c', String(options.clients), '-j', '2', '-T', String(options.seconds), url.toString()],
      { encoding: 'utf8', timeout: (options.seconds + 60) * 1000 },
    );
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
    if (run.status !== 0 || !tps) {
      throw new Error(`pgbench failed (exit ${run.status}): ${output.trim().split('\n').slice(-3).join(' / ')}`);
    }
    const failed = /number of failed transactions: (\d+)/.exec(output)?.[1] ?? '0';
    const latency = /latency average = ([\d.]+) ms/.exec(output)?.[1] ?? '?';
    return {
      investmentsPerSecond: Math.round(Number(tps) * 10) / 10,
      clients: options.clients,
      seconds: options.seconds,
      note: `pgbench ${options.clients} clients, 2 threads, ${options.seconds} s: ${Math.round(Number(tps))} scripts/s of two transactions each (${Math.round(Number(tps) * 2)} transactions/s), mean ${latency} ms a script, ${failed} failed; synchronous_commit=${String(durability[0]?.synchronous_commit ?? '?')} (the server's default, as the app runs)`,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await adminQuery(adminUrl, `drop database if exists ${database} with (force)`).catch(() => undefined);
  }
}

/** The same statements on PGlite, in a process of its own (the server's engine and settings). */
export async function pgliteBaseline(options: {
  clients: number;
  seconds: number;
  amountMinor: number;
  feeMinor: number;
}): Promise<BaselineResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-launch-baseline-pglite-'));
  try {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(ROOT, 'bench/src/launch-baseline-pglite.ts'),
        JSON.stringify({ ...options, dataDir: path.join(dataDir, 'pglite') }),
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`the PGlite baseline exited with ${code}: ${stdout.slice(-300)}`);
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      investments: number;
      elapsedS: number;
      durability: string;
    };
    const perSecond = result.investments / result.elapsedS;
    return {
      investmentsPerSecond: Math.round(perSecond * 10) / 10,
      clients: options.clients,
      seconds: options.seconds,
      note: `the same statements through @electric-sql/pglite (the server's openDatabase, V8 Liftoff only as the server runs it), ${options.clients} concurrent clients for ${options.seconds} s: ${Math.round(perSecond * 2)} transactions/s (${result.durability}, as the server's engine runs); PGlite runs one statement at a time, so the clients queue`,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
