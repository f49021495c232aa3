import {
  errorEnvelopeSchema,
  languageQuerySchema,
  normalizeLanguage,
  statementParamsSchema,
  statementQuerySchema,
  statementYearsSchema,
} from '@grove/contracts';
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

  app.get(
    '/portfolio/me/statements',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['portfolio'],
        summary: 'The years the investor has a statement for (this year to date first)',
        response: { 200: statementYearsSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      statements: (await documents.statementYears(request.user!.id)).map((entry) => ({
        year: entry.year,
        to_date: entry.toDate,
      })),
    }),
  );

  app.get(
    '/portfolio/me/statements/:year',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['portfolio'],
        summary:
          "A calendar year's statement (UTC; this year to date): investments, given back, payouts split into capital and return, fees, the wallet's movements, opening and closing balance",
        params: statementParamsSchema,
        querystring: statementQuerySchema,
        produces: ['application/pdf', 'text/csv'],
        response: {
          200: z.any().describe('A PDF document, or CSV (UTF-8 with a byte-order mark)'),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { format, lang } = request.query;
      const document = await documents.statementDocument(
        request.user!.id,
        request.params.year,
        format,
        normalizeLanguage(lang ?? request.user!.language),
      );
      return reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
        .header('content-disposition', `attachment; filename="${document.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(document.bytes));
    },
  );
};
