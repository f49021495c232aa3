import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import { findFile, insertFile, type FileRow } from './files.repository.js';

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
    async read(id: string): Promise<{ file: FileRow; bytes: Buffer }> {
      const file = await findFile(db, id);
      const bytes = file ? await storage.get(file.storageKey) : null;
      if (!file || !bytes) throw notFound('File not found');
      return { file, bytes };
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
