import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { databaseRateLimitStore } from '../lib/rate-limit-store.js';
import { cspDirectives, cspSourcesOf } from './csp.js';

const UNLIMITED_PATHS = ['/healthz', '/readyz'];

/** Health probes and hashed static files are not rate limited; everything else is. */
function isExempt(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return UNLIMITED_PATHS.includes(path) || path.startsWith('/assets/');
}

/** The headers helmet sets with these options (it sets the same ones on every response). */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

/**
 * Where the limits count: in the database when several instances may share it (PostgreSQL),
 * so that they spend one budget; in this process's memory on PGlite, which one process owns.
 */
export function rateLimitStoreOf(config: Pick<Config, 'rateLimitStore'>, database: Pick<Database, 'kind'>) {
  return config.rateLimitStore ?? (database.kind === 'postgres' ? 'database' : 'memory');
}

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  database: Pick<Database, 'kind' | 'db'>,
): Promise<void> {
  // helmet decides the headers; they do not depend on the request, so they are worked out
  // once here and copied onto each reply (running helmet's middleware chain on every
  // request was a measurable share of a cached answer).
  const options = (directives: Record<string, string[]>, documentHeaders: boolean) =>
    helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives },
      // Headers that only matter for documents a browser renders (OWASP REST guidance).
      ...(documentHeaders
        ? {}
        : {
            crossOriginOpenerPolicy: false,
            originAgentCluster: false,
            xDnsPrefetchControl: false,
            xDownloadOptions: false,
            xPermittedCrossDomainPolicies: false,
            xXssProtection: false,
          }),
      // Same-origin isolation for our own pages; images are served from our origin.
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
    });
  // Pages get the app's policy; JSON answers, which nothing renders, the shortest strict one.
  const pageHeaders = options(cspDirectives(cspSourcesOf(config)), true);
  const apiHeaders = options({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] }, false);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/v1/') ? apiHeaders : pageHeaders);
    done();
  });

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // The global limit and every route's (config.rateLimit) count in this store.
    ...(rateLimitStoreOf(config, database) === 'database' ? { store: databaseRateLimitStore(database.db) } : {}),
    allowList: (request) => isExempt(request),
    // The x-ratelimit-* headers only on the 429 itself (with retry-after), not on every answer.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });

  if (config.corsOrigins.length > 0) {
    // Split deployments only (PRODUCT.md decision 1): an explicit allow-list, never a wildcard.
    await app.register(cors, { origin: config.corsOrigins, credentials: true, maxAge: 600 });
  }
}
