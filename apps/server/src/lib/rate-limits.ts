import type { FastifyRequest } from 'fastify';

/**
 * Route-level limit for signed-in actions, counted per session (the bearer token)
 * rather than per IP address: people behind one NAT or office proxy do not share
 * their budget, and one session cannot spend it for others.
 */
export function perSession(max: number, timeWindow = 60_000) {
  return {
    rateLimit: {
      max,
      timeWindow,
      keyGenerator: (request: FastifyRequest) => request.headers.authorization ?? request.ip,
    },
  };
}
