import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { databaseRateLimitStore, purgeRateLimits } from '../src/lib/rate-limit-store.js';
import { rateLimitStoreOf } from '../src/plugins/security.js';
import { bearer, register } from './helpers/accounts.js';
import { startSecondInstance } from './helpers/second-instance.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let second: Awaited<ReturnType<typeof startSecondInstance>>;
/** Both instances on PostgreSQL, taken in turn; PGlite has one process, so one instance. */
let instances: FastifyInstance[];

beforeAll(async () => {
  t = await createTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_MINUTE: '4',
      RATE_LIMIT_PER_MINUTE: '5',
      // PostgreSQL counts in the database by default; PGlite is asked to.
      ...(onPostgres ? {} : { RATE_LIMIT_STORE: 'database' }),
    },
  });
  second = await startSecondInstance(t);
  instances = second ? [t.app, second.app] : [t.app];
});
afterAll(async () => {
  await second?.close();
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Windows are read from the wall clock: the tests hold it still and move it. */
function holdClock(): (ms: number) => void {
  const start = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  return (ms) => vi.setSystemTime(start + ms);
}

const instance = (i: number) => instances[i % instances.length]!;

async function countOf(key: string): Promise<number | undefined> {
  const rows = rowsOf<{ count: number }>(await t.db.db.execute(sql`select count from rate_limits where key = ${key}`));
  return rows[0]?.count;
}

describe(`rate limits counted in the database (${onPostgres ? 'two instances on PostgreSQL' : 'one instance on PGlite'})`, () => {
  it('spend one sign-in budget per address across instances, answer 429 with retry-after, and start again in a new window', async () => {
    const moveTo = holdClock();
    const signIn = (i: number, remoteAddress = '198.51.100.7') =>
      instance(i).inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        // A different account each time: the per-account failure counters stay out of it.
        payload: { email: `nobody-${i}-${randomUUID()}@example.com`, password: 'not the password 1' },
        remoteAddress,
      });

    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await signIn(i)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);

    const refused = await signIn(4);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBe('60');
    // The window's end is the same for every instance.
    moveTo(45_000);
    const later = await signIn(5);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('15');
    // Another address has its own budget.
    expect((await signIn(6, '198.51.100.8')).statusCode).toBe(401);
    // The count is in the database, under the route and the address.
    expect(await countOf('POST /api/v1/auth/login 198.51.100.7')).toBeGreaterThan(4);

    moveTo(60_000);
    expect((await signIn(7)).statusCode).toBe(401);
    expect((await signIn(8)).statusCode).toBe(401);
    expect(await countOf('POST /api/v1/auth/login 198.51.100.7')).toBe(2);
  });

  it('spend one per-user budget across instances and addresses; another user has their own', async () => {
    holdClock();
    const ana = await register(t.app, `ana-${randomUUID()}@example.com`);
    const bao = await register(t.app, `bao-${randomUUID()}@example.com`);
    // Asking a question is limited to 10 a minute per user (perSession); no such business: 404.
    const ask = (i: number, token: string) =>
      instance(i).inject({
        method: 'POST',
        url: `/api/v1/projects/${randomUUID()}/questions`,
        headers: bearer(token),
        payload: { question: 'When does the first payout happen?' },
        remoteAddress: `203.0.113.${i + 1}`,
      });

    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await ask(i, ana.token)).statusCode);
    expect(statuses).toEqual(Array(10).fill(404));
    const refused = await ask(10, ana.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBe('60');
    expect((await ask(11, bao.token)).statusCode).toBe(404);
    expect(await countOf(`POST /api/v1/projects/:id/questions user:${ana.user.id}`)).toBe(11);
  });

  it('count the general per-address limit in each instance (a flood guard, not an account or money limit)', async () => {
    holdClock();
    const get = (i: number) =>
      instance(i).inject({ method: 'GET', url: '/api/v1/nothing-here', remoteAddress: '192.0.2.44' });
    const statuses: number[] = [];
    for (let i = 0; i < 6 * instances.length; i += 1) statuses.push((await get(i)).statusCode);
    // Five each, per instance: the sixth request to each is refused.
    expect(statuses.filter((status) => status === 429)).toHaveLength(instances.length);
    expect(statuses.slice(0, 5 * instances.length).every((status) => status === 404)).toBe(true);
    // Health probes are never limited.
    expect((await instance(1).inject({ url: '/healthz', remoteAddress: '192.0.2.44' })).statusCode).toBe(200);
    // Nothing of it reached the database.
    expect(await countOf('192.0.2.44')).toBeUndefined();
  });
});

describe('the database store', () => {
  const incr = (store: ReturnType<InstanceType<ReturnType<typeof databaseRateLimitStore>>['child']>, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 2),
    );

  it('answers a key over its limit without counting it again until its window ends', async () => {
    let now = Date.now();
    const Store = databaseRateLimitStore(t.db.db, () => now);
    const store = new Store({});
    const key = `flood-${randomUUID()}`;
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await incr(store, key)).current);
    expect(answers.slice(0, 3)).toEqual([1, 2, 3]);
    expect(answers.slice(3).every((current) => current > 2)).toBe(true);
    expect(await countOf(key)).toBe(3);
    now += 60_000;
    expect(await incr(store, key)).toEqual({ current: 1, ttl: 60_000 });
  });

  it.runIf(onPostgres)('counts requests at once from two instances without losing one', async () => {
    const stores = [t.db.db, second!.database.db].map((db) => new (databaseRateLimitStore(db))({}));
    const key = `burst-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from(
        { length: 40 },
        (_, i) =>
          new Promise<number>((resolve, reject) =>
            stores[i % 2]!.incr(
              key,
              (error, result) => (error ? reject(error) : resolve(result!.current)),
              60_000,
              1000,
            ),
          ),
      ),
    );
    expect(answers.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('purges the counts of ended windows and keeps the current ones', async () => {
    const Store = databaseRateLimitStore(t.db.db, () => Date.now() - 10 * 60_000);
    const old = `old-${randomUUID()}`;
    await incr(new Store({}), old);
    const current = `current-${randomUUID()}`;
    await incr(new (databaseRateLimitStore(t.db.db))({}), current);
    await purgeRateLimits(t.db.db);
    expect(await countOf(old)).toBeUndefined();
    expect(await countOf(current)).toBe(1);
  });

  it('is refused with options that move a window per key', () => {
    const Store = databaseRateLimitStore(t.db.db);
    expect(() => new Store({ continueExceeding: true } as never)).toThrow(/fixed windows/);
  });
});

describe('the store chosen', () => {
  it('is the database on PostgreSQL and memory on PGlite, unless RATE_LIMIT_STORE says', () => {
    expect(rateLimitStoreOf({ rateLimitStore: null }, { kind: 'postgres' })).toBe('database');
    expect(rateLimitStoreOf({ rateLimitStore: null }, { kind: 'pglite' })).toBe('memory');
    expect(rateLimitStoreOf({ rateLimitStore: 'memory' }, { kind: 'postgres' })).toBe('memory');
    expect(rateLimitStoreOf({ rateLimitStore: 'database' }, { kind: 'pglite' })).toBe('database');
  });
});
