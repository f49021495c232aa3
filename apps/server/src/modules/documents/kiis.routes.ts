import {
  errorEnvelopeSchema,
  kiisAcknowledgmentsSchema,
  kiisQuerySchema,
  kiisSheetSchema,
  languageQuerySchema,
  normalizeLanguage,
  projectIdParamsSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { KiisService } from './kiis.service.js';

/** A business's key investment information sheet for everyone, and the sheets an investor acknowledged. */
export const kiisRoutes: FastifyPluginAsyncZod<{ kiis: KiisService }> = async (app, { kiis }) => {
  app.get(
    '/public/projects/:id/kiis',
    {
      schema: {
        tags: ['businesses'],
        summary:
          "A published business's key investment information sheet (EU 2020/1503 Annex I): the published version, or an earlier approved one with ?version=",
        params: projectIdParamsSchema,
        querystring: kiisQuerySchema,
        response: { 200: kiisSheetSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { lang, version } = request.query;
      return kiis.sheet(request.params.id, normalizeLanguage(lang), version);
    },
  );

  app.get(
    '/public/projects/:id/kiis.pdf',
    {
      schema: {
        tags: ['businesses'],
        summary: 'The key investment information sheet as a PDF in a language (?version= for an earlier approved one)',
        params: projectIdParamsSchema,
        querystring: kiisQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('A PDF document'), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { lang, version } = request.query;
      const document = await kiis.pdf(request.params.id, normalizeLanguage(lang), version);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${document.filename}"`)
          // An approved version never changes; the published one can, so only a named version is cached for long.
          .header('cache-control', version === undefined ? 'public, max-age=60' : 'public, max-age=86400, immutable')
          .send(Buffer.from(document.bytes))
      );
    },
  );

  app.get(
    '/portfolio/me/kiis',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['portfolio'],
        summary: 'The key investment information sheets the investor acknowledged before investing, newest first',
        querystring: languageQuerySchema,
        response: { 200: kiisAcknowledgmentsSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) =>
      kiis.acknowledgments(request.user!.id, normalizeLanguage(request.query.lang ?? request.user!.language)),
  );
};
