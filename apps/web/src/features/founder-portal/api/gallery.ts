import type { FounderGalleryView } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GalleryChange } from '@/components/gallery/gallery-editor';
import { api } from '@/lib/api-client';
import { businessUrl, portalKeys } from './keys';

/** Uploads can take a while on a slow line: a minute rather than the usual ten seconds. */
const UPLOAD_TIMEOUT_MS = 60_000;

function form(fields: Record<string, string>, file: File): FormData {
  const body = new FormData();
  // Text fields first: the server reads them before the file.
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  return body;
}

/** GET /api/v1/founder/businesses/{id}/media */
export function galleryQueryOptions(id: string) {
  return queryOptions({
    queryKey: portalKeys.gallery(id),
    queryFn: ({ signal }) => api<FounderGalleryView>(`${businessUrl(id)}/media`, { signal }),
  });
}
export const useGallery = (id: string) => useQuery(galleryQueryOptions(id));

/** The portal's media and documents endpoints; each answers the gallery as the team now sees it. */
export function changeGallery(id: string, change: GalleryChange): Promise<FounderGalleryView> {
  const base = businessUrl(id);
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
    case 'documentPublic':
      return api(`${base}/documents/${change.documentId}`, { method: 'PATCH', body: { public: change.public } });
  }
}

export function useChangeGallery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: GalleryChange) => changeGallery(id, change),
    onSuccess: (view) => {
      queryClient.setQueryData(portalKeys.gallery(id), view);
      void queryClient.invalidateQueries({ queryKey: portalKeys.campaign(id) });
    },
  });
}
