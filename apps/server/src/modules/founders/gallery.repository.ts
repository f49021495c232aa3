import type { FounderGallery } from '@grove/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { projectDocuments, projectMedia } from '../../db/schema/index.js';
import {
  deleteDocument,
  deleteMedia,
  documentsOf,
  insertDocument,
  insertMedia,
} from '../admin/admin-projects.repository.js';

/** A business's images and documents, in their order, with their files. */
export async function galleryRows(executor: Executor, projectId: string) {
  const [media, documents] = await Promise.all([
    executor
      .select({ id: projectMedia.id, fileId: projectMedia.fileId, alt: projectMedia.alt })
      .from(projectMedia)
      .where(eq(projectMedia.projectId, projectId))
      .orderBy(asc(projectMedia.position), asc(projectMedia.id)),
    documentsOf(executor, projectId),
  ]);
  return { media, documents };
}

/**
 * Makes the business's gallery `next`, from `current` (read in the same transaction): items
 * missing from `next` are removed (their files stay: a paper's file is the application's too),
 * new ones are inserted with the ids they were proposed with, and every item takes its place and
 * its texts from `next`.
 */
export async function writeGallery(
  executor: Executor,
  projectId: string,
  current: FounderGallery,
  next: FounderGallery,
): Promise<void> {
  const keptMedia = new Set(next.media.map((item) => item.id));
  const keptDocuments = new Set(next.documents.map((item) => item.id));
  for (const item of current.media) if (!keptMedia.has(item.id)) await deleteMedia(executor, projectId, item.id);
  for (const item of current.documents) {
    if (!keptDocuments.has(item.id)) await deleteDocument(executor, projectId, item.id);
  }
  const hadMedia = new Set(current.media.map((item) => item.id));
  for (const [position, item] of next.media.entries()) {
    if (hadMedia.has(item.id)) {
      await executor
        .update(projectMedia)
        .set({ alt: item.alt, position })
        .where(and(eq(projectMedia.id, item.id), eq(projectMedia.projectId, projectId)));
    } else {
      await insertMedia(executor, { id: item.id, projectId, fileId: item.file_id, alt: item.alt, position });
    }
  }
  const hadDocuments = new Set(current.documents.map((item) => item.id));
  for (const [position, item] of next.documents.entries()) {
    const values = { kind: item.kind, title: item.title, public: item.public, position };
    if (hadDocuments.has(item.id)) {
      await executor
        .update(projectDocuments)
        .set(values)
        .where(and(eq(projectDocuments.id, item.id), eq(projectDocuments.projectId, projectId)));
    } else {
      await insertDocument(executor, { id: item.id, projectId, fileId: item.file_id, ...values });
    }
  }
}
