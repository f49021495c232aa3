import { errorEnvelopeSchema, sandboxDashboardResultSchema, sandboxDisputeCloseSchema, text } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxDashboard } from '../../providers/payments/sandbox.js';
import { devToolAccess } from './dev-access.js';

const params = z.object({ id: z.uuid() });

/**
 * What a person at the payment provider can do that the platform only hears of by webhook
 * (Stripe's Dashboard), for the sandbox provider: refund a payment there, have its cardholder
 * dispute it, and have the card network decide the dispute. `{id}` is the payment's or top-up's
 * id. Outside production, for the machine the server runs on or an operator only.
 */
export const sandboxDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: SandboxDashboard }> = async (
  app,
  { dashboard },
) => {
  const response = { 200: sandboxDashboardResultSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };
  const route = (path: string) => `POST /api/v1/dev/sandbox/payments/{id}/${path}`;

  app.post(
    '/dev/sandbox/payments/:id/refund',
    {
      preHandler: devToolAccess(app, route('refund')),
      schema: { tags: ['development'], summary: 'Refund a paid checkout at the sandbox provider', params, response },
    },
    async (request) => ({ done: await dashboard.refund(request.params.id) }),
  );

  app.post(
    '/dev/sandbox/payments/:id/dispute',
    {
      preHandler: devToolAccess(app, route('dispute')),
      schema: {
        tags: ['development'],
        summary: 'Have the cardholder dispute a paid checkout (the provider takes the money back at once)',
        params,
        response,
      },
    },
    async (request) => ({ done: await dashboard.dispute(request.params.id) }),
  );

  app.post(
    '/dev/sandbox/payments/:id/dispute/close',
    {
      preHandler: devToolAccess(app, route('dispute/close')),
      schema: {
        tags: ['development'],
        summary: 'Have the card network decide an open dispute: won or lost',
        params,
        body: sandboxDisputeCloseSchema.extend({ note: text().max(200).optional() }),
        response,
      },
    },
    async (request) => ({ done: await dashboard.closeDispute(request.params.id, request.body.outcome) }),
  );
};
