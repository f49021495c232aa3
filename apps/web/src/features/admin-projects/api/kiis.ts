import type { AdminKiis, Language } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProjectKeys, adminProjectUrl } from './keys';

const kiisKey = (id: string, language: Language) => [...adminProjectKeys.all, 'kiis', id, language] as const;

/** GET /api/v1/admin/projects/{id}/kiis: the sheet's versions and the newest (drafted first if the facts changed). */
export const fetchAdminKiis = (id: string, language: Language, signal?: AbortSignal) =>
  api<AdminKiis>(`${adminProjectUrl(id)}/kiis?${new URLSearchParams({ lang: language })}`, { signal });

export function adminKiisQueryOptions(id: string, language: Language) {
  return queryOptions({
    queryKey: kiisKey(id, language),
    queryFn: ({ signal }) => fetchAdminKiis(id, language, signal),
  });
}

export function useAdminKiis(id: string, language: Language) {
  return useQuery(adminKiisQueryOptions(id, language));
}

/** POST /api/v1/admin/projects/{id}/kiis/{version}/approve with the facts hash the operator reviewed. */
export function useApproveKiis(id: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, factsHash }: { version: number; factsHash: string }) =>
      api<AdminKiis>(`${adminProjectUrl(id)}/kiis/${version}/approve?${new URLSearchParams({ lang: language })}`, {
        method: 'POST',
        body: { facts_hash: factsHash },
      }),
    onSuccess: (answer) => queryClient.setQueryData(kiisKey(id, language), answer),
  });
}

/** GET /api/v1/admin/projects/{id}/kiis/{version}/pdf?lang=: any version, a draft too (fetched with the session). */
export const adminKiisPdfPath = (id: string, version: number, language: Language) =>
  `${adminProjectUrl(id)}/kiis/${version}/pdf?${new URLSearchParams({ lang: language })}`;
