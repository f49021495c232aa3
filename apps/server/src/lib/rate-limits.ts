import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The client's address as limits count it: an IPv6 client is its /56 (what one
 * subscriber usually gets), or it could use a fresh address per attempt.
 */
export function clientAddressOf(request: FastifyRequest): string {
  return normalizeIP(request.ip, 56);
}

/**
 * Route-level limit for signed-in actions, counted per user rather than per IP
 * address: people behind one NAT or office proxy do not share their budget, and
 * one account cannot spend it for others. It runs as a pre-handler after
 * `requireUser` (which must come first in the route's `preHandler`), so the key
 * is the authenticated user id: varying the Authorization header's spelling
 * cannot open a fresh budget. A request that fails authentication ends with a
 * 401 before reaching it, having cost one HMAC check.
 */
export function perSession(max: number, timeWindow = 60_000) {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    },
  };
}
