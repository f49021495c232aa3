import type { FastifyReply } from 'fastify';
import type { FileRow } from './files.repository.js';
import type { FilesService } from './files.service.js';

/**
 * Streams a stored file that is not public (an application's papers) to the one caller a route
 * let through: never cached by anyone on the way, opened inline in the browser's viewer, and
 * sandboxed like every served file so an opened PDF or image runs no script.
 */
export async function sendPrivateFile(
  reply: FastifyReply,
  files: Pick<FilesService, 'open'>,
  file: Pick<FileRow, 'storageKey' | 'contentType' | 'sizeBytes' | 'originalName'>,
): Promise<FastifyReply> {
  const body = await files.open(file);
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.sizeBytes)
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:")
    .header('content-disposition', `inline; filename="${file.originalName.replace(/[^\w.-]/g, '_')}"`)
    .send(body);
}
