import type { AdminProject } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryChange } from '@/components/gallery/gallery-editor';
import { sendGalleryChange, UPLOAD_TIMEOUT_MS, uploadForm } from '@/components/gallery/gallery-requests';
import { api } from '@/lib/api-client';
import { adminProjectKeys, adminProjectUrl } from './keys';

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
    case 'setVideo':
      return api(`${base}/video`, {
        method: 'PUT',
        body: uploadForm({}, change.file),
        timeoutMs: UPLOAD_TIMEOUT_MS,
      });
    case 'removeVideo':
      return api(`${base}/video`, { method: 'DELETE' });
    default:
      return sendGalleryChange<AdminProject>(base, change);
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
