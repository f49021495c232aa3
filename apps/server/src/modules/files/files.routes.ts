import { errorEnvelopeSchema, SERVED_FILE_TYPES, text } from '@grove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import parseRange from 'range-parser';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { ByteRange } from '../../providers/storage/storage.js';
import type { FilesService } from './files.service.js';

/**
 * The one byte range a `Range` header asks for, or undefined for the whole file: a header that
 * is malformed, not in bytes, or asks for several ranges is answered with the whole file, as
 * HTTP allows. A range that starts past the end cannot be served (416).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | undefined {
  if (!header) return undefined;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) {
    throw new AppError('RANGE_NOT_SATISFIABLE', `The file has ${size} bytes; the range asked for is outside them`);
  }
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

/** The file's bytes (a stream), as one of the types stored files are served as. */
const fileBytes = (description: string) => ({
  description,
  content: Object.fromEntries(SERVED_FILE_TYPES.map((type) => [type, { schema: z.any() }])),
});

/**
 * Serves stored files, streamed, with byte ranges, so a video plays and seeks (Safari plays
 * nothing without them). A file id never points at other bytes, so a public file's answers are
 * cached for a year. A private one (an application's paper, a revenue report's evidence, a
 * team-only document) is served only to its readers, who send their session (the web app opens
 * it with `openPrivateFile`), and never cached. A sandboxing CSP keeps an opened SVG or PDF from
 * running script.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  app.get(
    '/files/:id',
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ['files'],
        summary: 'A stored image, video or document; a `Range` header asks for part of it',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ download: text().max(16).optional() }),
        response: {
          200: fileBytes('The file'),
          206: fileBytes('The part of the file asked for'),
          404: errorEnvelopeSchema,
          416: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { file, isPrivate } = await files.findFor(request.params.id, request.user);
      const size = file.sizeBytes;
      reply.header('accept-ranges', 'bytes');
      let range: ByteRange | undefined;
      try {
        range = requestedRange(request.headers.range, size);
      } catch (error) {
        reply.header('content-range', `bytes */${size}`);
        throw error;
      }
      const body = await files.open(file, range);
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      const download = request.query.download !== undefined;
      return reply
        .header('content-type', file.contentType)
        .header('content-length', range ? range.end - range.start + 1 : size)
        .header('cache-control', isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable')
        .header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:")
        .header(
          'content-disposition',
          `${download ? 'attachment' : 'inline'}; filename="${file.originalName.replace(/[^\w.-]/g, '_')}"`,
        )
        .send(body);
    },
  );
};
