import { errorEnvelopeSchema, text } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FilesService } from './files.service.js';

/**
 * Serves stored files. A file id never points at other bytes, so answers are
 * cached for a year. A sandboxing CSP keeps an opened SVG or PDF from running script.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored image or document',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ download: text().max(16).optional() }),
        response: { 200: z.any().describe('The file'), 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { file, bytes } = await files.read(request.params.id);
      const download = request.query.download !== undefined;
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:")
        .header(
          'content-disposition',
          `${download ? 'attachment' : 'inline'}; filename="${file.originalName.replace(/[^\w.-]/g, '_')}"`,
        )
        .send(bytes);
    },
  );
};
