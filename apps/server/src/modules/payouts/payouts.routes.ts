import { errorEnvelopeSchema, projectIdParamsSchema, publicPayoutListSchema } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PayoutsService } from './payouts.service.js';

/** A business's public track record: the payouts it made (amounts and periods, no investor). */
export const publicPayoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (app, { payouts }) => {
  app.get(
    '/public/projects/:id/payouts',
    {
      schema: {
        tags: ['public'],
        summary: 'The payouts a business has made, newest first, and their total',
        params: projectIdParamsSchema,
        response: { 200: publicPayoutListSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => payouts.listPublic(request.params.id),
  );
};
