import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db, Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { ByteRange, FileStorage } from '../../providers/storage/storage.js';
import { findFileFor, insertFile, type FileRow } from './files.repository.js';

/** The public address of a stored file. */
export const fileUrl = (id: string) => `/api/v1/files/${id}`;

/**
 * Stores bytes, then records them. If the transaction that records the file rolls
 * back, the bytes stay behind unreferenced, never the other way round.
 */
export async function saveFile(
  executor: Executor,
  storage: FileStorage,
  file: { bytes: Uint8Array; contentType: string; originalName: string },
): Promise<FileRow> {
  const id = randomUUID();
  const extension = file.originalName.match(/\.([a-z0-9]{1,8})$/i)?.[1]?.toLowerCase() ?? 'bin';
  const storageKey = `files/${id.slice(0, 2)}/${id}.${extension}`;
  await storage.put(storageKey, file.bytes);
  return insertFile(executor, {
    id,
    storageKey,
    contentType: file.contentType,
    sizeBytes: file.bytes.byteLength,
    originalName: file.originalName,
  });
}

export function createFilesService({ db, storage }: { db: Db; storage: FileStorage }) {
  return {
    /**
     * The stored file's record, for this reader: a private file (an application's paper, a revenue
     * report's evidence, a team-only document) only for its readers and operators, else not found,
     * as for an id that names nothing. `isPrivate` tells the route to keep it out of every cache.
     */
    async findFor(
      id: string,
      reader: { id: string; role: string } | null,
    ): Promise<{ file: FileRow; isPrivate: boolean }> {
      const found = await findFileFor(db, id, reader?.id ?? null);
      if (!found || (found.isPrivate && !found.isReader && reader?.role !== 'admin')) throw notFound('File not found');
      return { file: found.file, isPrivate: found.isPrivate };
    },
    /** The file's bytes, or the range of them asked for, as a stream. */
    async open(file: Pick<FileRow, 'storageKey'>, range?: ByteRange): Promise<Readable> {
      const stream = await storage.open(file.storageKey, range);
      if (!stream) throw notFound('File not found');
      return stream;
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
