import type { AdminProject } from '@grove/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProjectKeys, adminProjectUrl } from './keys';

/** GET /api/v1/admin/projects/{id}: every field, every language. */
export const fetchAdminProject = (id: string, signal?: AbortSignal) =>
  api<AdminProject>(adminProjectUrl(id), { signal });

export const adminProjectQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminProjectKeys.one(id), queryFn: ({ signal }) => fetchAdminProject(id, signal) });

export const useAdminProject = (id: string) => useQuery(adminProjectQueryOptions(id));
