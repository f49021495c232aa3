import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SECURITY_OF_ACCESS } from '../src/lib/route-access.js';
import { OPENAPI_TAGS } from '../src/plugins/openapi.js';
import { OPERATION_IDS } from '../src/plugins/operation-ids.js';
import { bearer, register } from './helpers/accounts.js';
import { routesOf } from './helpers/fuzz.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The published OpenAPI document is part of the product (docs/architecture.md, "The API
 * contract"): Redocly's recommended rules pass, every operation has a unique operationId and a
 * known tag, and the security each declares is the one its route enforces.
 */

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { required?: boolean };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** Warnings we accept, each with its reason; any other warning fails, so new ones are seen. */
const ACCEPTED_WARNINGS: Array<{ ruleId: string; pointer: RegExp; why: string }> = [
  {
    ruleId: 'no-ambiguous-paths',
    pointer: /^#\/paths\/~1api~1v1~1payments~1\{id\}~1(checkout|cancel)$/,
    why: "the spec's paths: /payments/terms/{id} beside /payments/{id}/checkout and /cancel",
  },
  {
    ruleId: 'operation-4xx-response',
    pointer: /^#\/paths\/~1(healthz|readyz)\/get\/responses$/,
    why: 'the probes answer 200 or 503 only (never rate limited, no input)',
  },
  {
    ruleId: 'operation-2xx-response',
    pointer: /^#\/paths\/~1api~1v1~1email~1unsubscribe\/get\/responses$/,
    why: "RFC 8058's link opened by a person: a 303 to the page that asks before unsubscribing (a GET changes nothing)",
  },
];

let t: TestApp;
let document: Document;
let investorToken: string;
/** Every documented operation, with its Fastify-form route. */
let operations: Array<{ method: string; path: string; route: string; operation: Operation }>;

beforeAll(async () => {
  // Demo mode and the development tools on, so every route the server can serve is documented.
  t = await createTestApp({ env: { DEMO_MODE: 'true', RATE_LIMIT_PER_MINUTE: '100000' } });
  const response = await t.app.inject('/api/docs/json');
  expect(response.statusCode).toBe(200);
  document = response.json<Document>();
  operations = operationsOf(document);
  investorToken = (await register(t.app, 'contract@example.com')).token;
}, 60_000);
afterAll(async () => t.close());

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The operations whose declared security is not what a guest and an investor meet: each is asked
 * without a token and with an investor's, from another machine, with made-up ids and no body.
 */
async function securityMismatches(
  app: FastifyInstance,
  asked: Array<{ method: string; route: string; operation: Operation }>,
  investorToken: string,
): Promise<string[]> {
  const mismatches: string[] = [];
  // Signing out ends the investor's token: ask it last.
  const logoutLast = [...asked].sort(
    (a, b) => Number(a.route === '/api/v1/auth/logout') - Number(b.route === '/api/v1/auth/logout'),
  );
  for (const { method, route, operation } of logoutLast) {
    const ask = async (headers: Record<string, string>) =>
      (
        await app.inject({
          method: method as 'GET',
          url: route.replace(/:\w+/g, PLACEHOLDER_ID),
          headers,
          // From another machine: the development tools answer the machine they run on without a token.
          remoteAddress: '203.0.113.7',
        })
      ).statusCode;
    const security = JSON.stringify(operation.security);
    const guest = await ask({});
    const investor = await ask(bearer(investorToken));
    const where = `${method} ${route} declares ${security}; a guest gets ${guest}, an investor ${investor}`;
    const is = (access: keyof typeof SECURITY_OF_ACCESS) => security === JSON.stringify(SECURITY_OF_ACCESS[access]);
    if (is('public') || is('optional')) {
      // Nothing insists on a token: not the route, not a hook of its scope.
      if ([401, 403].includes(guest) || [401, 403].includes(investor)) mismatches.push(where);
    } else if (is('user')) {
      // The guard runs after validation: an incomplete request may be refused (400) first.
      if (![400, 401].includes(guest) || [401, 403].includes(investor)) mismatches.push(where);
    } else if (route.startsWith('/api/v1/dev/')) {
      // A development tool: a 404 to anyone but the machine itself or an operator (after validation).
      if (![400, 404].includes(guest) || ![400, 404].includes(investor)) mismatches.push(where);
    } else if (is('operator')) {
      if (guest !== 401 || investor !== 403) mismatches.push(where);
    } else {
      mismatches.push(`${where}: no check for this security`);
    }
  }
  return mismatches;
}

const operationsOf = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      route: path.replace(/\{(\w+)\}/g, ':$1'),
      operation,
    })),
  );

const describeProblem = (problem: NormalizedProblem) =>
  `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`;

describe('the published OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error and only the accepted warnings", async () => {
    // Offline: the linter reads nothing but the document (any fetch would fail the test).
    vi.stubGlobal('fetch', () => Promise.reject(new Error('the OpenAPI lint tried to use the network')));
    let problems: NormalizedProblem[];
    try {
      const config = await createConfig({ extends: ['recommended'] });
      problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: '/api/docs/json', config });
    } finally {
      vi.unstubAllGlobals();
    }
    if (process.env.OPENAPI_LINT_REPORT) {
      console.info(problems.map(describeProblem).join('\n'));
    }
    expect(problems.filter((problem) => problem.severity === 'error').map(describeProblem)).toEqual([]);
    const unexpected = problems.filter(
      (problem) =>
        !ACCEPTED_WARNINGS.some(
          (accepted) => accepted.ruleId === problem.ruleId && accepted.pointer.test(problem.location[0]?.pointer ?? ''),
        ),
    );
    expect(unexpected.map(describeProblem)).toEqual([]);
  });

  it('names every operation with a unique, readable operationId from the one table', () => {
    const missing = operations.filter(({ operation }) => !operation.operationId);
    expect(missing.map(({ method, route }) => `'${method} ${route}' has no entry in plugins/operation-ids.ts`)).toEqual(
      [],
    );
    const ids = operations.map(({ operation }) => operation.operationId!);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]{2,59}$/);
    // No stale entry: every name in the table is an operation of the document.
    const documented = new Set(operations.map(({ method, route }) => `${method} ${route}`));
    expect(Object.keys(OPERATION_IDS).filter((key) => !documented.has(key))).toEqual([]);
  });

  it('gives every operation a summary and tags from the one tag table', () => {
    const known = new Set(OPENAPI_TAGS.map((tag) => tag.name));
    for (const { method, route, operation } of operations) {
      const where = `${method} ${route}`;
      expect(operation.summary, where).toBeTruthy();
      expect(operation.tags?.length, where).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(known.has(tag), `${where}: tag ${tag}`).toBe(true);
    }
  });

  it('documents every API route of the route table', () => {
    const documented = new Set(operations.map(({ method, route }) => `${method} ${route}`));
    const undocumented = routesOf(t.app)
      .filter(({ method, path }) => method !== 'HEAD' && /^\/(api\/v1\/|healthz|readyz)/.test(path))
      .map(({ method, path }) => `${method} ${path}`)
      .filter((key) => !documented.has(key));
    expect(undocumented).toEqual([]);
  });

  it('declares on every operation the security its guard enforces, as callers meet it', async () => {
    expect(await securityMismatches(t.app, operations, investorToken)).toEqual([]);
  }, 120_000);

  it('declares the media types /files/{id} serves', () => {
    const operation = document.paths['/api/v1/files/{id}']!.get!;
    const types = Object.keys(operation.responses?.['200']?.content ?? {});
    expect(types).toEqual(expect.arrayContaining(['application/pdf', 'image/jpeg', 'image/webp', 'video/mp4']));
    expect(types).not.toContain('application/json');
  });
});

describe('POST /kyc/session, as the spec’s client calls it', () => {
  it('is documented with an optional body', () => {
    expect(document.paths['/api/v1/kyc/session']!.post!.requestBody?.required).toBe(false);
  });

  const post = async (request: { headers?: Record<string, string>; payload?: string | object }) => {
    const { token } = await register(t.app, `kyc-${Math.random().toString(36).slice(2)}@example.com`);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/kyc/session',
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      headers: { ...request.headers, ...bearer(token) },
    });
  };
  const json = { 'content-type': 'application/json' };

  it.each([
    ['no body', {}],
    ['no body, with a JSON content type', { headers: json }],
    ['an empty body with a JSON content type', { headers: json, payload: '' }],
  ])('starts a session with %s', async (_what, request) => {
    const response = await post(request);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ userAccessCode: expect.any(String), token: expect.any(String) });
  });

  it('reads {} as the personal-information form sent empty, with the spec’s form error', async () => {
    for (const request of [{ headers: json, payload: '{}' }, { payload: {} }]) {
      const response = await post(request);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'EMPTY_FORM', detail: 'Please fill in at least one field' });
    }
  });

  it('refuses a body whose type is not said (415), as every route does', async () => {
    const response = await post({ payload: '{}' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('the security check', () => {
  it('catches a guard the document cannot see (a scope hook), and declares those attached to a route', async () => {
    const schema = { tags: ['health'], summary: 'A test route', response: { 200: z.object({}) } };
    const other = await createTestApp({
      extend(app) {
        void app.register(async (scope) => {
          scope.addHook('onRequest', scope.requireUser);
          scope.get('/api/v1/test/hidden-guard', { schema }, async () => ({}));
        });
        app.get('/api/v1/test/route-guard', { preHandler: app.requireUser, schema }, async () => ({}));
        app.get('/api/v1/test/optional', { preHandler: app.optionalUser, schema }, async () => ({}));
      },
    });
    try {
      const tested = operationsOf((await other.app.inject('/api/docs/json')).json<Document>()).filter(({ route }) =>
        route.startsWith('/api/v1/test/'),
      );
      expect(Object.fromEntries(tested.map(({ route, operation }) => [route, operation.security]))).toEqual({
        '/api/v1/test/hidden-guard': [],
        '/api/v1/test/optional': [{}, { bearerAuth: [] }],
        '/api/v1/test/route-guard': [{ bearerAuth: [] }],
      });
      const { token } = await register(other.app, 'contract-check@example.com');
      const mismatches = await securityMismatches(other.app, tested, token);
      expect(mismatches).toEqual([expect.stringMatching(/^GET \/api\/v1\/test\/hidden-guard declares \[\]/)]);
    } finally {
      await other.close();
    }
  }, 60_000);
});
