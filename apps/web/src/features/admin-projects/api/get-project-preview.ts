import type { ProjectDetails } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProjectKeys, adminProjectUrl } from './keys';

/** GET /api/v1/admin/projects/{id}/preview?lang=: the public details shape, drafts included. */
export const fetchProjectPreview = (id: string, language: string, signal?: AbortSignal) =>
  api<ProjectDetails>(`${adminProjectUrl(id)}/preview?lang=${encodeURIComponent(language)}`, { signal });

export const projectPreviewQueryOptions = (id: string, language: string) =>
  queryOptions({
    queryKey: adminProjectKeys.preview(id, language),
    queryFn: ({ signal }) => fetchProjectPreview(id, language, signal),
  });

export const useProjectPreview = (id: string, language: string) => useQuery(projectPreviewQueryOptions(id, language));
