import {
  adminPayoutListSchema,
  errorEnvelopeSchema,
  payoutSchema,
  projectIdParamsSchema,
  recordPayoutRequestSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyHeaders } from '../../plugins/idempotency.js';
import type { PayoutsService } from '../payouts/payouts.service.js';

/**
 * Recording a business's payouts and reading them with their total against the contract
 * minimum. Mounted inside the admin plugin, whose guard answers 401 / 403 first.
 */
export const payoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (app, { payouts }) => {
  const common = { tags: ['admin'] };
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

  app.get(
    '/projects/:id/payouts',
    {
      schema: {
        ...common,
        summary: 'A business’s payouts, what investors hold, the contract minimum and the total paid',
        params: projectIdParamsSchema,
        response: { 200: adminPayoutListSchema, 404: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => payouts.listForAdmin(request.params.id),
  );

  app.post(
    '/projects/:id/payouts',
    {
      // Money leaves on the operator's word: a recent step-up (docs/architecture.md, "Second factor").
      preHandler: app.requireStepUp,
      config: { idempotency: true },
      schema: {
        ...common,
        summary: 'Record a payout: split pro rata across the investments holding money and credited to wallets',
        description:
          'The reference is unique: recording the same payout twice answers 409 PAYOUT_REFERENCE_TAKEN. Allowed while the business is `active` or `payout`; the first payout moves `active` to `payout`.',
        headers: idempotencyHeaders,
        params: projectIdParamsSchema,
        body: recordPayoutRequestSchema,
        response: {
          201: payoutSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return payouts.record(request.user!.id, request.params.id, request.body);
    },
  );
};
