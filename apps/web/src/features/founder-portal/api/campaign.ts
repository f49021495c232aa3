import type {
  ChangeRequest,
  FounderCampaignInput,
  FounderCampaignSaved,
  FounderCampaignView,
  FounderReviewInput,
} from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessUrl, portalKeys } from './keys';
import { USER_SCOPE } from '@/lib/query-keys';

/** GET /api/v1/founder/businesses/{id}/campaign */
export function campaignQueryOptions(id: string) {
  return queryOptions({
    queryKey: portalKeys.campaign(id),
    queryFn: ({ signal }) => api<FounderCampaignView>(`${businessUrl(id)}/campaign`, { signal }),
  });
}
export const useCampaign = (id: string) => useQuery(campaignQueryOptions(id));

/** PUT …/campaign: applied to a draft, or a change request once the business is live. */
export function useSaveCampaign(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FounderCampaignInput) =>
      api<FounderCampaignSaved>(`${businessUrl(id)}/campaign`, { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(portalKeys.campaign(id), saved.view);
      void queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'founder'] });
    },
  });
}

/** POST …/review: a draft sent to the operators (owners). */
export function useSubmitForReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FounderReviewInput) => api<ChangeRequest>(`${businessUrl(id)}/review`, { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: portalKeys.campaign(id) }),
  });
}
