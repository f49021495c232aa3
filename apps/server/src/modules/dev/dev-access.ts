import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.js';
import { isLocalRequest } from '../../lib/local-request.js';
import { guard } from '../../lib/route-access.js';

/**
 * Who may use a development tool (the local mailbox, the test clock, the sandbox's dashboard),
 * which is never registered in production: the machine the server runs on, or a signed-in
 * operator. A demo operator (/demo) is an operator of their own visit only, not of the platform.
 * Anyone else gets a 404, as if the route did not exist.
 */
export function devToolAccess(app: FastifyInstance, route: string) {
  return guard('devTool', async function devToolAccess(request: FastifyRequest) {
    if (isLocalRequest(request)) return;
    await app.optionalUser(request);
    if (request.user?.role !== 'admin' || request.user.demoVisitId) throw notFound(`No API route ${route}`);
  });
}
