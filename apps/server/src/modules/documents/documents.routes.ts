import { errorEnvelopeSchema, languageQuerySchema, normalizeLanguage } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DocumentsService } from './documents.service.js';

export const documentsRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (app, { documents }) => {
  app.get(
    '/portfolio/me/investments/:paymentId/confirmation.pdf',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['portfolio'],
        summary: "A paid investment's confirmation (or its cancellation's), as a PDF in the investor's language",
        params: z.object({ paymentId: z.uuid() }),
        querystring: languageQuerySchema,
        produces: ['application/pdf'],
        response: {
          200: z.any().describe('A PDF document'),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const language = normalizeLanguage(request.query.lang ?? request.user!.language);
      const document = await documents.confirmationPdf(request.user!.id, request.params.paymentId, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${document.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(document.bytes));
    },
  );
};
