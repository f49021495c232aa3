import type { AdminProjectListQuery } from '@grove/contracts';
import { USER_SCOPE } from '@/lib/query-keys';

/** The console's business queries: under the user's scope, so signing out drops them. */
export const adminProjectKeys = {
  all: [USER_SCOPE, 'admin', 'projects'] as const,
  list: (query: AdminProjectListQuery) => [...adminProjectKeys.all, 'list', query] as const,
  one: (id: string) => [...adminProjectKeys.all, 'one', id] as const,
  preview: (id: string, language: string) => [...adminProjectKeys.all, 'preview', id, language] as const,
};

export const adminProjectsUrl = '/api/v1/admin/projects';
export const adminProjectUrl = (id: string) => `${adminProjectsUrl}/${encodeURIComponent(id)}`;
