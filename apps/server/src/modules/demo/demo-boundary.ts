import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DemoService } from './demo.service.js';

/**
 * Keeps money inside each world (docs/architecture.md, "Demo visits"): a demo account invests
 * only in its own visit's businesses, and nobody else invests in them. The payments module
 * knows nothing of demo visits; this check runs before its "confirm an investment" route.
 * Registered whether or not demo mode is on, as visits made before it was switched off remain
 * until they expire.
 */
export const demoBoundary = fp(
  async (app: FastifyInstance, { demo }: { demo: Pick<DemoService, 'checkInvestment'> }) => {
    app.addHook('preHandler', async (request) => {
      if (request.method !== 'POST' || request.routeOptions.url !== '/api/v1/payments') return;
      const projectId = (request.body as { project_id?: unknown } | undefined)?.project_id;
      if (typeof projectId !== 'string') return;
      await app.requireUser(request);
      await demo.checkInvestment(request.user!, projectId);
    });
  },
  { name: 'demo-boundary', dependencies: ['authenticate'] },
);
