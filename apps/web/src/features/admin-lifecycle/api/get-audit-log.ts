import type { AuditList, AuditQuery } from '@grove/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_LIFECYCLE_SCOPE } from './keys';

/** GET /api/v1/admin/audit with its filters and page. */
export function getAuditLog(query: AuditQuery): Promise<AuditList> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return api<AuditList>(`/api/v1/admin/audit${search ? `?${search}` : ''}`);
}

export const auditLogQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...ADMIN_LIFECYCLE_SCOPE, 'audit', query],
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: AuditQuery) {
  return useQuery(auditLogQueryOptions(query));
}
