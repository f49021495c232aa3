import {
  adminDisbursementSchema,
  disbursementSchema,
  errorEnvelopeSchema,
  projectIdParamsSchema,
  recordDisbursementRequestSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyHeaders } from '../../plugins/idempotency.js';
import type { DisbursementsService } from '../disbursements/disbursements.service.js';

/**
 * A raise's disbursement to its business: what the platform holds for it, and recording the
 * bank transfer that sends it on. Mounted inside the admin plugin, whose guard answers 401 / 403 first.
 */
export const disbursementRoutes: FastifyPluginAsyncZod<{ disbursements: DisbursementsService }> = async (
  app,
  { disbursements },
) => {
  const common = { tags: ['admin'] };
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

  app.get(
    '/projects/:id/disbursement',
    {
      schema: {
        ...common,
        summary: 'What the platform holds for a business’s raise, whether it can be sent on, and the disbursement made',
        params: projectIdParamsSchema,
        response: { 200: adminDisbursementSchema, 404: errorEnvelopeSchema, ...guarded },
      },
    },
    async (request) => disbursements.forAdmin(request.params.id),
  );

  app.post(
    '/projects/:id/disbursement',
    {
      // Money leaves on the operator's word: a recent step-up (docs/architecture.md, "Second factor").
      preHandler: app.requireStepUp,
      config: { idempotency: true },
      schema: {
        ...common,
        summary: 'Record the bank transfer that sent the whole raise to the business',
        description:
          'Allowed once a raise has closed as funded, no investor can cancel any more and no refund is under way (409 DISBURSEMENT_NOT_ALLOWED otherwise). `amount` must be what the raise holds (409 DISBURSEMENT_AMOUNT_CHANGED); the reference is unique (409 DISBURSEMENT_REFERENCE_TAKEN). One per business.',
        headers: idempotencyHeaders,
        params: projectIdParamsSchema,
        body: recordDisbursementRequestSchema,
        response: {
          201: disbursementSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return disbursements.record(request.user!.id, request.params.id, request.body);
    },
  );
};
