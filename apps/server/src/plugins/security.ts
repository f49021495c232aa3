import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
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
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(cspSourcesOf(config)) },
    // Same-origin isolation for our own pages; images are served from our origin.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    allowList: (request) => isExempt(request),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });

  if (config.corsOrigins.length > 0) {
    // Split deployments only (PRODUCT.md decision 1): an explicit allow-list, never a wildcard.
    await app.register(cors, { origin: config.corsOrigins, credentials: true, maxAge: 600 });
  }
}
