import type { AdminProject } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryChange } from '@/components/gallery/gallery-editor';
import { api } from '@/lib/api-client';
import { adminProjectKeys, adminProjectUrl } from './keys';

/** Uploads can take a while on a slow line: a minute rather than the usual ten seconds. */
const UPLOAD_TIMEOUT_MS = 60_000;

function form(fields: Record<string, string>, file: File): FormData {
  const body = new FormData();
  // Text fields first: the server reads them before the file.
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  return body;
}

/**
 * Every change to a business's media, documents or video; each answers the whole business.
 * Whether a document is public is the team's to choose (the portal), not the console's.
 */
export type FileChange =
  Exclude<GalleryChange, { type: 'documentPublic' }> | { type: 'setVideo'; file: File } | { type: 'removeVideo' };

/** The media, documents and video endpoints under /api/v1/admin/projects/{id}/. */
export function changeProjectFiles(id: string, change: FileChange): Promise<AdminProject> {
  const base = adminProjectUrl(id);
  switch (change.type) {
    case 'addImage':
      return api(`${base}/media`, { method: 'POST', body: form({}, change.file), timeoutMs: UPLOAD_TIMEOUT_MS });
    case 'orderMedia':
      return api(`${base}/media/order`, { method: 'PUT', body: { ids: change.ids } });
    case 'altText':
      return api(`${base}/media/${change.mediaId}`, { method: 'PATCH', body: { alt: change.alt } });
    case 'removeMedia':
      return api(`${base}/media/${change.mediaId}`, { method: 'DELETE' });
    case 'addDocument':
      return api(`${base}/documents`, {
        method: 'POST',
        body: form(
          { kind: change.kind, title_en: change.title.en, title_vi: change.title.vi, title_ru: change.title.ru },
          change.file,
        ),
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
    case 'orderDocuments':
      return api(`${base}/documents/order`, { method: 'PUT', body: { ids: change.ids } });
    case 'removeDocument':
      return api(`${base}/documents/${change.documentId}`, { method: 'DELETE' });
    case 'setVideo':
      return api(`${base}/video`, { method: 'PUT', body: form({}, change.file), timeoutMs: UPLOAD_TIMEOUT_MS });
    case 'removeVideo':
      return api(`${base}/video`, { method: 'DELETE' });
  }
}

export function useProjectFiles(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: FileChange) => changeProjectFiles(id, change),
    onSuccess: (project) => {
      queryClient.setQueryData(adminProjectKeys.one(id), project);
      void queryClient.invalidateQueries({ queryKey: adminProjectKeys.all });
    },
  });
}
