import { randomUUID } from 'node:crypto';
import {
  founderGallerySchema,
  type FounderGallery,
  type FounderGalleryView,
  type Language,
  type ProjectDocumentKind,
} from '@grove/contracts';
import type { Db, Executor } from '../../db/client.js';
import type { Localized } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { FileStorage } from '../../providers/storage/storage.js';
import { recordAudit } from '../audit/audit.service.js';
import { findProject } from '../admin/admin-projects.repository.js';
import { fileUrl, saveFile } from '../files/files.service.js';
import { checkContent, webImage, type UploadedFile } from '../files/uploads.js';
import { amendRequest, insertRequest, listRequests } from './changes.repository.js';
import { canonical, present } from './changes.service.js';
import { galleryRows, writeGallery } from './gallery.repository.js';

/** A business's images and documents, in their order, as the portal edits them. */
async function readGallery(executor: Executor, projectId: string): Promise<FounderGallery> {
  const { media, documents } = await galleryRows(executor, projectId);
  return {
    media: media.map((row) => ({ id: row.id, file_id: row.fileId, url: fileUrl(row.fileId), alt: row.alt })),
    documents: documents.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      public: row.public,
      file_id: row.fileId,
      url: row.fileId ? fileUrl(row.fileId) : null,
      name: row.originalName,
    })),
  };
}

const itemNotFound = (table: 'media' | 'documents') =>
  new AppError('NOT_FOUND', table === 'media' ? 'Image not found' : 'Document not found');

/** The gallery with one list's order replaced: `ids` must name each of its items once. */
function reordered(gallery: FounderGallery, table: 'media' | 'documents', ids: string[]): FounderGallery {
  const items: { id: string }[] = gallery[table];
  const byId = new Map(items.map((item) => [item.id, item]));
  if (ids.length !== items.length || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id))) {
    throw new AppError(
      'VALIDATION_ERROR',
      `List every ${table === 'media' ? 'image' : 'document'} of this business once`,
    );
  }
  return { ...gallery, [table]: ids.map((id) => byId.get(id)!) };
}

function edited<T extends { id: string }>(items: T[], id: string, table: 'media' | 'documents', edit: (item: T) => T) {
  if (!items.some((item) => item.id === id)) throw itemNotFound(table);
  return items.map((item) => (item.id === id ? edit(item) : item));
}

export interface GalleryServiceDeps {
  db: Db;
  storage: FileStorage;
  /** The public catalogue's cache is stale once a business's images change. */
  catalogueChanged: () => void;
}

/**
 * A business's images and documents in the founder's portal (docs/architecture.md "The founder's
 * portal"). Each edit is made on the gallery as the team sees it: on a draft it applies at once;
 * on a published business it becomes (or amends) the one pending `media` request, whose before
 * and after an operator compares and approves. Uploads pass the console's own checks (uploads.ts).
 */
export function createGalleryService({ db, storage, catalogueChanged }: GalleryServiceDeps) {
  async function view(projectId: string, language: Language): Promise<FounderGalleryView> {
    const project = await findProject(db, projectId);
    if (!project) throw notFound();
    const [pending] = await listRequests(db, { projectId, kind: 'media', status: 'pending', limit: 1 });
    const decided = (await listRequests(db, { projectId, kind: 'media', limit: 5 })).find(
      (row) => row.request.status !== 'pending',
    );
    return {
      id: projectId,
      status: project.publishedAt ? (project.status as FounderGalleryView['status']) : 'draft',
      gallery: pending ? founderGallerySchema.parse(pending.request.after) : await readGallery(db, projectId),
      pending: pending ? present(pending, language) : null,
      last_decided: decided ? present(decided, language) : null,
    };
  }

  /**
   * One edit of the gallery, in a transaction holding the business's row: applied to a draft, else
   * laid on the pending media request's proposal (or the live gallery) and sent for approval.
   */
  async function change(
    userId: string,
    projectId: string,
    language: Language,
    action: string,
    edit: (tx: Executor, gallery: FounderGallery) => Promise<FounderGallery> | FounderGallery,
  ): Promise<FounderGalleryView> {
    await db.transaction(async (tx) => {
      const project = await findProject(tx, projectId, { lock: true });
      if (!project) throw notFound();
      const current = await readGallery(tx, projectId);
      if (!project.publishedAt) {
        const next = await edit(tx, current);
        await writeGallery(tx, projectId, current, next);
        await recordAudit(tx, {
          actorId: userId,
          action: `founder.${action}`,
          targetType: 'project',
          targetId: projectId,
          before: current,
          after: next,
        });
        return;
      }
      const [pending] = await listRequests(tx, { projectId, kind: 'media', status: 'pending', limit: 1 });
      const base = pending ? founderGallerySchema.parse(pending.request.after) : current;
      const next = await edit(tx, base);
      if (canonical(next) === canonical(base)) return;
      let requestId: string;
      if (pending && (await amendRequest(tx, pending.request.id, next))) {
        requestId = pending.request.id;
      } else {
        requestId = (
          await insertRequest(tx, { projectId, kind: 'media', before: current, after: next, requestedBy: userId })
        ).id;
      }
      await recordAudit(tx, {
        actorId: userId,
        action: 'founder.change.request',
        targetType: 'project',
        targetId: projectId,
        before: base,
        after: { request_id: requestId, action, ...next },
      });
    });
    catalogueChanged();
    return view(projectId, language);
  }

  return {
    view,

    async addImage(userId: string, projectId: string, language: Language, upload: UploadedFile, alt: Localized) {
      await checkContent(upload.bytes, 'image');
      const web = await webImage(upload.bytes);
      return change(userId, projectId, language, 'media.add', async (tx, gallery) => {
        const file = await saveFile(tx, storage, {
          bytes: web.bytes,
          contentType: 'image/webp',
          originalName: upload.filename.replace(/\.[^.]*$/, '') + '.webp',
        });
        const image = { id: randomUUID(), file_id: file.id, url: fileUrl(file.id), alt };
        return { ...gallery, media: [...gallery.media, image] };
      });
    },

    async addDocument(
      userId: string,
      projectId: string,
      language: Language,
      upload: UploadedFile,
      details: { kind: ProjectDocumentKind; title: Localized },
    ) {
      const { contentType } = await checkContent(upload.bytes, 'pdf');
      return change(userId, projectId, language, 'document.add', async (tx, gallery) => {
        const file = await saveFile(tx, storage, { bytes: upload.bytes, contentType, originalName: upload.filename });
        const document = {
          id: randomUUID(),
          kind: details.kind,
          title: details.title,
          public: true,
          file_id: file.id,
          url: fileUrl(file.id),
          name: upload.filename,
        };
        return { ...gallery, documents: [...gallery.documents, document] };
      });
    },

    reorder(userId: string, projectId: string, language: Language, table: 'media' | 'documents', ids: string[]) {
      return change(userId, projectId, language, `${table === 'media' ? 'media' : 'document'}.order`, (_tx, gallery) =>
        reordered(gallery, table, ids),
      );
    },

    remove(userId: string, projectId: string, language: Language, table: 'media' | 'documents', itemId: string) {
      return change(
        userId,
        projectId,
        language,
        `${table === 'media' ? 'media' : 'document'}.remove`,
        (_tx, gallery) => {
          const items: { id: string }[] = gallery[table];
          if (!items.some((item) => item.id === itemId)) throw itemNotFound(table);
          return { ...gallery, [table]: items.filter((item) => item.id !== itemId) };
        },
      );
    },

    setAlt(userId: string, projectId: string, language: Language, itemId: string, alt: Localized) {
      return change(userId, projectId, language, 'media.alt', (_tx, gallery) => ({
        ...gallery,
        media: edited(gallery.media, itemId, 'media', (item) => ({ ...item, alt })),
      }));
    },

    setPublic(userId: string, projectId: string, language: Language, itemId: string, shown: boolean) {
      return change(userId, projectId, language, 'document.public', (_tx, gallery) => ({
        ...gallery,
        documents: edited(gallery.documents, itemId, 'documents', (item) => ({ ...item, public: shown })),
      }));
    },

    /**
     * An approved media request's `after` made the business's, in the approval's transaction. The
     * gallery must still be what the request was made on: an operator's own edit since is a 409.
     */
    async apply(tx: Executor, projectId: string, before: unknown, after: unknown): Promise<void> {
      await findProject(tx, projectId, { lock: true });
      const current = await readGallery(tx, projectId);
      if (canonical(current) !== canonical(founderGallerySchema.parse(before))) {
        throw new AppError(
          'CONFLICT',
          'The images or documents have changed since this request was made: reject it and ask the team to make it again',
        );
      }
      await writeGallery(tx, projectId, current, founderGallerySchema.parse(after));
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
