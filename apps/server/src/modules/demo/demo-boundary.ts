import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DemoService } from './demo.service.js';

/**
 * Keeps money inside each world (docs/architecture.md, "Demo visits"): a demo account invests
 * only in its own visit's businesses, and nobody else invests in them. The payments and waitlist
 * modules know nothing of demo visits; this check runs before "confirm an investment" and "join
 * the waitlist".
 * Registered whether or not demo mode is on, as visits made before it was switched off remain
 * until they expire.
 */
export const demoBoundary = fp(
  async (app: FastifyInstance, { demo }: { demo: Pick<DemoService, 'checkInvestment'> }) => {
    app.addHook('preHandler', async (request) => {
      if (request.method !== 'POST') return;
      // Joining a waitlist is the first step of investing: the same boundary.
      const projectId =
        request.routeOptions.url === '/api/v1/payments'
          ? (request.body as { project_id?: unknown } | undefined)?.project_id
          : request.routeOptions.url === '/api/v1/projects/:id/waitlist'
            ? (request.params as { id?: unknown } | undefined)?.id
            : undefined;
      if (typeof projectId !== 'string') return;
      await app.requireUser(request);
      await demo.checkInvestment(request.user!, projectId);
    });
  },
  { name: 'demo-boundary', dependencies: ['authenticate'] },
);
