import { errorEnvelopeSchema } from '@grove/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/lib/errors.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      app.get('/api/v1/test/boom', async () => {
        throw new Error('connection string postgres://secret@db leaked');
      });
      app.get('/api/v1/test/forbidden', async () => {
        throw new AppError('FORBIDDEN', 'Operators only');
      });
      app.post(
        '/api/v1/test/echo',
        { schema: { body: z.object({ email: z.email('Please enter a valid email address'), age: z.number().int() }) } },
        async (request) => request.body,
      );
    },
  });
});
afterAll(async () => t.close());

describe('health', () => {
  it('answers liveness without touching the database', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness with a database round trip', async () => {
    const response = await t.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404 envelope', async () => {
    const response = await t.app.inject('/api/v1/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.code).toBe('NOT_FOUND');
    expect(body.requestId).toBe(response.headers['x-request-id']);
  });

  it('hides the internals of a 5xx', async () => {
    const response = await t.app.inject('/api/v1/test/boom');
    expect(response.statusCode).toBe(500);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body).toMatchObject({ code: 'INTERNAL_ERROR', detail: 'Internal server error' });
    expect(response.body).not.toContain('postgres://');
  });

  it('passes an AppError through with its code and status', async () => {
    const response = await t.app.inject('/api/v1/test/forbidden');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', detail: 'Operators only' });
  });

  it('explains invalid input with the spec text and a stable code', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { email: 'not-an-email', age: 3 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_EMAIL',
      detail: 'Please enter a valid email address',
      fields: [{ path: 'email', code: 'INVALID_EMAIL' }],
    });
  });

  it('names the field of a generic validation failure', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      payload: { email: 'a@b.co', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().detail).toMatch(/^age: /);
  });

  it('rejects malformed JSON with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('rejects bodies over the size limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', age: 1, pad: 'x'.repeat(t.config.bodyLimitBytes) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('request ids', () => {
  it('echoes a sane incoming request id and replaces a bad one', async () => {
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-1234' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234');
    const replaced = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends the strictest CSP with JSON answers', async () => {
    const response = await t.app.inject('/api/v1/does-not-exist');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('sends a strict CSP and forbids framing', async () => {
    const response = await t.app.inject('/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // Inline script never; inline <style> elements only with the page's nonce. Style attributes
    // of server-rendered markup (a progress bar's width) are the one inline allowance.
    const directives = Object.fromEntries(
      csp.split(/;\s*/).map((directive) => [directive.split(' ', 1)[0], directive.split(' ').slice(1)]),
    );
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['style-src']).not.toContain("'unsafe-inline'");
    expect(directives['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  it('serves the document generated from the route schemas', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/readyz']).toBeDefined();
  });

  it('serves the interactive docs page', async () => {
    const response = await t.app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('rate limit', () => {
  it('answers 429 with the envelope once the general limit is spent', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await limited.app.inject('/api/v1/nothing')).statusCode);
      expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
      const blocked = await limited.app.inject('/api/docs/json');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(blocked.headers['retry-after']).toBeDefined();
      // Health probes are never limited.
      expect((await limited.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
