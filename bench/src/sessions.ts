/**
 * Revocation across instances (issue 25): two servers on one PostgreSQL database; a session used on
 * the second is ended on the first, and the second is polled until it refuses the token. Beside it,
 * what the check costs a request: the authenticated read with the session cache, and the round trip
 * a read of the session row on every request would add instead (the alternative design).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, Client, pgConnect } from './investing.js';
import { load } from './load.js';
import { startGrove, type Running } from './measure.js';

const ROUNDS = 20;
const PASSWORD = 'bench-password-1';
const GOAL_MS = 1_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const round1 = (value: number) => Math.round(value * 10) / 10;

export async function sessionsSection(options: {
  pgUrl: string | null;
  seconds: number;
  connections: number;
  out: (line?: string) => void;
}): Promise<void> {
  const { out } = options;
  out('\n## Ending a session: every instance within 1 s (issue 25, PostgreSQL, two instances)');
  if (!options.pgUrl) {
    out('Skipped: no PostgreSQL (BENCH_PG_URL=off).');
    return;
  }
  const database = `grove_bench_sessions_${Date.now()}_${process.pid}`;
  try {
    await adminQuery(options.pgUrl, `create database ${database}`);
  } catch (error) {
    out(`Skipped: ${(error as Error).message}`);
    return;
  }
  const url = new URL(options.pgUrl);
  url.pathname = `/${database}`;
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'grove-bench-sessions-')));
  const servers: Running[] = [];
  try {
    // One after the other: the first applies the migrations.
    for (const dir of dirs)
      servers.push(await startGrove({ DATA_DIR: dir, DATABASE_URL: url.toString(), SEED_DEMO_CONTENT: 'false' }));
    const [first, second] = servers.map((server) => new Client(new URL(server.url))) as [Client, Client];
    const email = `bench-sessions-${randomBytes(6).toString('hex')}@example.com`;
    await first.json('POST', '/api/v1/auth/register', {}, { email, password: PASSWORD, confirmPassword: PASSWORD });

    const afterCommit: number[] = [];
    const afterRequest: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const { token } = await first.json<{ token: string }>(
        'POST',
        '/api/v1/auth/login',
        {},
        { email, password: PASSWORD },
      );
      const auth = { authorization: `Bearer ${token}` };
      // The second instance has the session in its cache, as it would after any request.
      for (let i = 0; i < 3; i += 1) {
        const reply = await second.request('GET', '/api/v1/users/me', auth);
        if (reply.status !== 200) throw new Error(`the second instance answered ${reply.status} before the logout`);
      }
      const sent = performance.now();
      const logout = await first.request('POST', '/api/v1/auth/logout', auth);
      if (logout.status >= 300) throw new Error(`logout answered ${logout.status}`);
      const committed = performance.now();
      for (;;) {
        const reply = await second.request('GET', '/api/v1/users/me', auth);
        if (reply.status === 401) break;
        if (performance.now() - committed > 10_000) throw new Error('the ended session still works after 10 s');
      }
      const refused = performance.now();
      afterCommit.push(refused - committed);
      afterRequest.push(refused - sent);
    }
    const p50 = round1(percentile(afterCommit, 50));
    const p95 = round1(percentile(afterCommit, 95));
    const max = round1(Math.max(...afterCommit));
    out(
      `${ROUNDS} sessions ended on one instance (logout) while in the other's cache; time until the other refused the token, from the logout's answer: p50 ${p50} ms, p95 ${p95} ms, max ${max} ms (from the logout's request: max ${round1(Math.max(...afterRequest))} ms) — goal ≤ ${GOAL_MS} ms: ${max <= GOAL_MS ? 'met' : 'NOT MET'}`,
    );

    // The cost of the check on each request.
    const { token } = await first.json<{ token: string }>(
      'POST',
      '/api/v1/auth/login',
      {},
      { email, password: PASSWORD },
    );
    const read = await load(`${servers[1]!.url}/api/v1/users/me`, {
      seconds: options.seconds,
      connections: options.connections,
      headers: { authorization: `Bearer ${token}` },
    });
    const pg = await pgConnect(url.toString());
    const timings: number[] = [];
    try {
      const [{ id }] = (await pg.query(`select id from sessions where ended_at is null limit 1`)).rows as [
        { id: string },
      ];
      for (let i = 0; i < 2_000; i += 1) {
        const started = performance.now();
        await pg.query(`select ended_at, expires_at from sessions where id = '${id}'`);
        timings.push(performance.now() - started);
      }
    } finally {
      await pg.end();
    }
    out(
      `GET /api/v1/users/me with the session cache (LISTEN/NOTIFY): ${read.requestsPerSecond} req/s, p99 ${read.p99Ms} ms (${read.non2xx} non-2xx), ${options.connections} connections, ${options.seconds} s`,
    );
    out(
      `The alternative, reading the session row on every request: one round trip of p50 ${round1(percentile(timings, 50) * 1000)} µs, p99 ${round1(percentile(timings, 99) * 1000)} µs (2,000 sequential reads by primary key, same database), added to every authenticated request and held on a pool connection`,
    );
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await adminQuery(options.pgUrl, `drop database if exists ${database} with (force)`).catch((error: Error) =>
      out(`(could not drop the bench database ${database}: ${error.message})`),
    );
  }
}
