import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { routesOf } from './helpers/fuzz.js';
import { insertInvestor, insertProject, type Investor } from './helpers/investing.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Every route under /api/v1/admin, read from Fastify's route table (printRoutes), so a
 * route added later is checked without being listed here: a guest gets 401, an investor 403,
 * and an operator gets past the guard.
 */
const PREFIX = '/api/v1/admin';
const routes: { method: string; url: string }[] = [];

let t: TestApp;
let investor: Investor;
let operator: Investor;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const route of routesOf(t.app)) {
    if (!route.path.startsWith(PREFIX) || route.method === 'HEAD') continue;
    // Checked against the router, so a misread of the printed tree fails here rather than passing.
    expect(t.app.hasRoute({ method: route.method as 'GET', url: route.path })).toBe(true);
    routes.push({ method: route.method, url: route.path });
  }
  investor = await insertInvestor(t);
  operator = await insertInvestor(t);
  await t.db.db.update(users).set({ role: 'admin' }).where(eq(users.id, operator.id));
  projectId = await insertProject(t);
});
afterAll(async () => {
  await t?.close();
});

/** A concrete URL for a route: ids point at a real business, other params at a made-up value. */
const concrete = (url: string) =>
  url.replace(/:id\b/g, projectId).replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000');

describe('operator routes', () => {
  it('finds the console routes in the route table', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        `GET ${PREFIX}/dashboard`,
        `GET ${PREFIX}/audit`,
        `POST ${PREFIX}/projects/:id/status`,
        `POST ${PREFIX}/projects/:id/updates`,
      ]),
    );
  });

  it('answers 401 to a guest, 403 to an investor and lets an operator through, on every route', async () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const url = concrete(route.url);
      const request = (headers: Record<string, string>) =>
        t.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
      const guest = await request({});
      expect(guest.statusCode, `guest ${route.method} ${url}`).toBe(401);
      const asInvestor = await request(investor.headers);
      expect(asInvestor.statusCode, `investor ${route.method} ${url}`).toBe(403);
      const asOperator = await request(operator.headers);
      expect([401, 403], `operator ${route.method} ${url}: ${asOperator.body}`).not.toContain(asOperator.statusCode);
      expect(asOperator.statusCode, `operator ${route.method} ${url}`).toBeLessThan(500);
    }
  });
});
