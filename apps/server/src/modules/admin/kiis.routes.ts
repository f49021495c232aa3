import {
  adminKiisSchema,
  errorEnvelopeSchema,
  kiisVersionParamsSchema,
  languageQuerySchema,
  normalizeLanguage,
  projectIdParamsSchema,
} from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { KiisService } from '../documents/kiis.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** The console's review of a business's key investment information sheet: versions, a draft's PDF, approval. */
export const adminKiisRoutes: FastifyPluginAsyncZod<{ kiis: KiisService }> = async (app, { kiis }) => {
  const tags = ['admin'];

  app.get(
    '/projects/:id/kiis',
    {
      schema: {
        tags,
        summary:
          "A business's sheet versions, newest first, and the newest as the sheet; a change of the facts it shows drafts a new version first",
        params: projectIdParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: adminKiisSchema, ...errors },
      },
    },
    async (request) =>
      kiis.adminView(request.params.id, normalizeLanguage(request.query.lang ?? request.user!.language)),
  );

  app.get(
    '/projects/:id/kiis/:version/pdf',
    {
      schema: {
        tags,
        summary: 'Any version of the sheet, a draft too, as a PDF',
        params: kiisVersionParamsSchema,
        querystring: languageQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('A PDF document'), ...errors },
      },
    },
    async (request, reply) => {
      const document = await kiis.adminPdf(
        request.params.id,
        request.params.version,
        normalizeLanguage(request.query.lang ?? request.user!.language),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${document.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(document.bytes));
    },
  );

  app.post(
    '/projects/:id/kiis/:version/approve',
    {
      schema: {
        tags,
        summary:
          'Approve the draft the operator reviewed (named by its facts hash); it becomes the published version. Refused when the business changed since.',
        params: kiisVersionParamsSchema,
        body: z.object({ facts_hash: z.string().regex(/^[0-9a-f]{64}$/, 'must be the version’s SHA-256 facts hash') }),
        querystring: languageQuerySchema,
        response: { 200: adminKiisSchema, ...errors },
      },
    },
    async (request) => {
      await kiis.approve(request.user!.id, request.params.id, request.params.version, request.body.facts_hash);
      return kiis.adminView(request.params.id, normalizeLanguage(request.query.lang ?? request.user!.language));
    },
  );
};
