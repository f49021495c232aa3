import {
  adminIdentityListSchema,
  adminIdentityQuerySchema,
  adminIdentitySettledSchema,
  errorEnvelopeSchema,
  settleIdentitySchema,
  userIdParamsSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { worldOf } from '../../lib/demo-world.js';
import type { KycService } from '../kyc/kyc.service.js';

/**
 * Identity reviews: people pending a review at the provider or whose check failed, and, with
 * the sandbox provider only, settling a pending review (404 with a real provider).
 */
export const identityRoutes: FastifyPluginAsyncZod<{ kyc: KycService }> = async (app, { kyc }) => {
  const common = { tags: ['admin'] };
  const guarded = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

  app.get(
    '/identity',
    {
      schema: {
        ...common,
        summary: 'Identity checks pending a review or failed, with the provider’s reason',
        querystring: adminIdentityQuerySchema,
        response: { 200: adminIdentityListSchema, 400: errorEnvelopeSchema, ...guarded },
      },
    },
    (request) => kyc.reviews(request.query, worldOf(request.user)),
  );

  app.post(
    '/identity/:userId/settle',
    {
      schema: {
        ...common,
        summary: 'Sandbox only: settle a pending review as the provider’s compliance officer would',
        params: userIdParamsSchema,
        body: settleIdentitySchema,
        response: {
          200: adminIdentitySettledSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      await kyc.settleReview(request.user!.id, request.params.userId, request.body);
      return { user_id: request.params.userId, outcome: request.body.outcome };
    },
  );
};
