import { normalizeLanguage, type ProjectDetails } from '@grove/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { catalogueUrls } from './urls';

/** The query key of one business's details in one language. */
export function projectDetailsQueryKey(id: string, language: string) {
  return ['projects', 'details', id, normalizeLanguage(language)] as const;
}

/**
 * Spec §3: documents with a url come first (the order among each group is kept);
 * updates read newest first.
 */
export function orderProjectDetails(project: ProjectDetails): ProjectDetails {
  const documents = [...project.documents].sort((a, b) => Number(a.url === null) - Number(b.url === null));
  const updates = [...project.updates].sort((a, b) => b.published_at.localeCompare(a.published_at));
  return { ...project, documents, updates };
}

/** GET /api/v1/public/projects/{id}?lang=: one business with every section of its page (spec §7). */
export function fetchProjectDetails(id: string, language: string, signal?: AbortSignal): Promise<ProjectDetails> {
  return api<ProjectDetails>(catalogueUrls.details(id, normalizeLanguage(language)), { signal });
}

/** The cache keeps the answer as the API sent it (the server renders from the same); readers get it in spec order. */
export function projectDetailsQueryOptions(id: string, language: string) {
  return queryOptions({
    queryKey: projectDetailsQueryKey(id, language),
    queryFn: ({ signal }) => fetchProjectDetails(id, language, signal),
    select: orderProjectDetails,
  });
}

/** The server answers 404 PROJECT_NOT_FOUND for an unknown id (spec §8: 'Business not found'). */
export function isProjectNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'PROJECT_NOT_FOUND' || error.status === 404);
}
