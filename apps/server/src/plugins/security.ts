import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { AppError } from '../lib/errors.js';
import { cspDirectives, cspSourcesOf } from './csp.js';

const UNLIMITED_PATHS = ['/healthz', '/readyz'];

/** Health probes and hashed static files are not rate limited; everything else is. */
function isExempt(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return UNLIMITED_PATHS.includes(path) || path.startsWith('/assets/');
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  // helmet's middleware is built once and applied to every response. (@fastify/helmet
  // rebuilds it, parsing the CSP, on each request: a measurable share of a cached answer.)
  const options = (directives: Record<string, string[]>, documentHeaders: boolean) =>
    helmet({
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
    const apply = request.url.startsWith('/api/v1/') ? apiHeaders : pageHeaders;
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
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
