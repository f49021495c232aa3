import { api } from '@/lib/api-client';
import type { GalleryChange } from './gallery-editor';

/** Uploads can take a while on a slow line: a minute rather than the usual ten seconds. */
export const UPLOAD_TIMEOUT_MS = 60_000;

/** A multipart body: the text fields first (the server reads them before the file), then the file. */
export function uploadForm(fields: Record<string, string>, file: File): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  return body;
}

/**
 * A change to a business's images or documents sent to `base` (the console's business, or the
 * portal's): both sides have the same media and documents endpoints below it.
 */
export function sendGalleryChange<T>(base: string, change: Exclude<GalleryChange, { type: 'documentPublic' }>) {
  switch (change.type) {
    case 'addImage':
      return api<T>(`${base}/media`, {
        method: 'POST',
        body: uploadForm({}, change.file),
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
    case 'orderMedia':
      return api<T>(`${base}/media/order`, { method: 'PUT', body: { ids: change.ids } });
    case 'altText':
      return api<T>(`${base}/media/${change.mediaId}`, { method: 'PATCH', body: { alt: change.alt } });
    case 'removeMedia':
      return api<T>(`${base}/media/${change.mediaId}`, { method: 'DELETE' });
    case 'addDocument':
      return api<T>(`${base}/documents`, {
        method: 'POST',
        body: uploadForm(
          { kind: change.kind, title_en: change.title.en, title_vi: change.title.vi, title_ru: change.title.ru },
          change.file,
        ),
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
    case 'orderDocuments':
      return api<T>(`${base}/documents/order`, { method: 'PUT', body: { ids: change.ids } });
    case 'removeDocument':
      return api<T>(`${base}/documents/${change.documentId}`, { method: 'DELETE' });
  }
}
