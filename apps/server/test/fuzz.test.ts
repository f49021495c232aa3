import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
// Fastify's own injector (app.inject uses it too). Called with app.routing directly, so the path
// reaches the router as a client sent it: app.inject would first normalise it with WHATWG URL
// rules (resolving %2e%2e, re-encoding bytes), and a real HTTP server does no such thing.
import lightMyRequest from 'light-my-request';
import { afterAll, describe, expect, it } from 'vitest';
import { files, projects, users } from '../src/db/schema/index.js';
import { register, TEST_CLIENT } from './helpers/accounts.js';
import { createFuzzer, hintsOf, leakIn, mulberry32, routesOf, type FuzzInput, type FuzzRoute } from './helpers/fuzz.js';
import { createTestApp } from './helpers/test-app.js';

/**
 * Issue 11, "safe by default": malformed input never gets a 5xx, and no error answer
 * shows a stack, SQL or a file path. Every route in Fastify's route table gets
 * FUZZ_RUNS inputs (300 by default) as an anonymous visitor and again as a signed-in,
 * fully onboarded user; new routes are fuzzed without anyone listing them.
 *
 * `npm test` runs it with a fixed seed; `npm run test:fuzz` with a random one (printed).
 * Reproduce a failure with FUZZ_SEED=<seed> and `-t "<METHOD> <path>"`.
 */

const FIXED_SEED = 20_261_111;
const seed =
  process.env.FUZZ_SEED === 'random'
    ? randomInt(2 ** 31)
    : process.env.FUZZ_SEED
      ? Number(process.env.FUZZ_SEED)
      : FIXED_SEED;
const runs = Number(process.env.FUZZ_RUNS ?? 300);
console.info(`fuzz: seed ${seed}, ${runs} inputs per route and user (FUZZ_SEED=${seed} reproduces this run)`);

const t = await createTestApp({
  seed: true,
  // The general and sign-in limits would answer 429 before the handlers see most inputs.
  env: { RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000000' },
});
afterAll(async () => t.close());
const app: FastifyInstance = t.app;

const routes = routesOf(app);
const { hints, components } = hintsOf((app as unknown as { swagger(): Parameters<typeof hintsOf>[0] }).swagger());

// Values that name real things, so some inputs reach the code past the lookups.
const projectIds = (await t.db.db.select({ id: projects.id }).from(projects).limit(5)).map((row) => row.id);
const fileIds = (await t.db.db.select({ id: files.id }).from(files).limit(3)).map((row) => row.id);
const validIds = {
  byParam: { id: [...projectIds, ...fileIds, randomUUID()], code: [`sbx_${'0'.repeat(32)}`] },
  any: [...projectIds, randomUUID(), 'en'],
};

// One signed-in, fully onboarded user per route (a route may sign them out, or spend their
// per-session budget), sharing one real password hash so password checks run for real.
const base = await register(app, 'fuzz-base@example.com');
const [{ passwordHash } = { passwordHash: null }] = await t.db.db
  .select({ passwordHash: users.passwordHash })
  .from(users)
  .where(eq(users.id, base.user.id));
let usersMade = 0;
async function signedInUser(): Promise<string> {
  const [row] = await t.db.db
    .insert(users)
    .values({
      email: `fuzz-${++usersMade}@example.com`,
      passwordHash,
      name: 'Fuzz Tester',
      onboardingStatus: 'passed',
      investorType: 'non_sophisticated_investor',
      kycStatus: 'passed',
    })
    .returning();
  // As a password sign-in without a second factor: it counts as a step-up.
  return (await t.container.sessions.start(row!, TEST_CLIENT, 'password', new Date())).token;
}

function dispatch(input: FuzzInput) {
  return lightMyRequest(
    (request, response) => {
      request.url = input.url;
      app.routing(request, response);
    },
    {
      method: input.method as 'GET',
      url: '/',
      headers: input.headers,
      ...(input.payload !== undefined ? { payload: input.payload } : {}),
    },
  );
}

const routeSeed = (route: FuzzRoute) => {
  let hash = seed >>> 0;
  for (const char of `${route.method} ${route.path}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
};
const preview = (value: string | Buffer | undefined, max = 160) =>
  value === undefined ? '(none)' : JSON.stringify(String(value).slice(0, max));

describe('fuzzing every route', () => {
  it('reads the route table from Fastify', () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      expect(app.hasRoute({ method: route.method as 'GET', url: route.path }), `${route.method} ${route.path}`).toBe(
        true,
      );
    }
    console.info(`fuzz: ${routes.length} routes`);
  });

  for (const route of routes) {
    it(`${route.method} ${route.path}`, { timeout: 120_000 }, async () => {
      const fuzz = createFuzzer(mulberry32(routeSeed(route)), {
        components,
        ids: validIds,
        bodyLimit: t.config.bodyLimitBytes,
      });
      const routeHints = hints.get(`${route.method} ${route.path}`);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (const signedIn of [false, true]) {
        const token = signedIn ? await signedInUser() : null;
        for (let i = 0; i < runs; i++) {
          const input = fuzz.input(route, routeHints, token);
          let problem: string | null = null;
          let answer = '';
          try {
            const response = await dispatch(input);
            answer = `${response.statusCode} ${preview(response.body, 300)}`;
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            if (response.statusCode >= 500) problem = `answered ${response.statusCode}`;
            else if (response.statusCode >= 400) {
              const leak = leakIn(response.body);
              if (leak) problem = `error body shows ${leak}`;
            }
          } catch (error) {
            problem = `request threw ${String(error)}`;
          }
          if (problem && failures.length < 10) {
            failures.push(
              `#${i} ${signedIn ? 'signed in' : 'anonymous'}: ${problem}\n` +
                `  ${input.method} ${preview(input.url, 200)} content-type=${input.headers['content-type'] ?? '(none)'}` +
                ` body=${preview(input.payload)}\n  → ${answer}`,
            );
          }
        }
      }
      if (process.env.FUZZ_VERBOSE) console.info(`fuzz: ${route.method} ${route.path}`, Object.fromEntries(statuses));
      expect(failures, `seed ${seed}; FUZZ_SEED=${seed} -t "${route.method} ${route.path}" reproduces`).toEqual([]);
    });
  }
});
