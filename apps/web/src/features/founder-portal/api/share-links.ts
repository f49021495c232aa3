import type { FounderShareLinks, ShareLinkInput } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessUrl, portalKeys } from './keys';

/** GET …/share-links: the links and where investors come from. */
export function shareLinksQueryOptions(id: string) {
  return queryOptions({
    queryKey: portalKeys.shareLinks(id),
    queryFn: ({ signal }) => api<FounderShareLinks>(`${businessUrl(id)}/share-links`, { signal }),
  });
}
export const useShareLinks = (id: string) => useQuery(shareLinksQueryOptions(id));

/** POST …/share-links: a new named link; answers the list with it. */
export function useCreateShareLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareLinkInput) =>
      api<FounderShareLinks>(`${businessUrl(id)}/share-links`, { method: 'POST', body }),
    onSuccess: (data) => queryClient.setQueryData(portalKeys.shareLinks(id), data),
  });
}
