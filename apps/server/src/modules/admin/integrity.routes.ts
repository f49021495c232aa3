import { errorEnvelopeSchema, moneyIntegritySchema } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IntegrityService } from '../integrity/integrity.service.js';

/**
 * The money invariants checked now (docs/architecture.md, "Money invariants"). Mounted inside the
 * admin plugin, whose guard answers 401 / 403 first; not part of a demo visit's console.
 */
export const integrityRoutes: FastifyPluginAsyncZod<{ integrity: IntegrityService }> = async (app, { integrity }) => {
  app.get(
    '/integrity',
    {
      schema: {
        tags: ['admin'],
        summary: 'Checks every money invariant now and lists what breaks one (nothing, when the books hold)',
        response: { 200: moneyIntegritySchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async () => integrity.check(),
  );
};
