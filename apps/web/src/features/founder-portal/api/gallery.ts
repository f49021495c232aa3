import type { FounderGalleryView } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GalleryChange } from '@/components/gallery/gallery-editor';
import { sendGalleryChange } from '@/components/gallery/gallery-requests';
import { api } from '@/lib/api-client';
import { businessUrl, portalKeys } from './keys';

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
  if (change.type === 'documentPublic') {
    return api(`${base}/documents/${change.documentId}`, { method: 'PATCH', body: { public: change.public } });
  }
  return sendGalleryChange<FounderGalleryView>(base, change);
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
