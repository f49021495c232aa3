import type { FounderQuestionList, FounderUpdateInput, FounderUpdatePosted, FounderUpdates } from '@grove/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessUrl, portalKeys } from './keys';

/** GET /api/v1/founder/businesses/{id}/questions */
export function questionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: portalKeys.questions(id),
    queryFn: ({ signal }) => api<FounderQuestionList>(`${businessUrl(id)}/questions`, { signal }),
  });
}
export const useQuestions = (id: string) => useQuery(questionsQueryOptions(id));

/** PUT …/questions/{questionId}/answer */
export function useAnswer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, answer }: { questionId: string; answer: string }) =>
      api(`${businessUrl(id)}/questions/${encodeURIComponent(questionId)}/answer`, {
        method: 'PUT',
        body: { answer },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: portalKeys.questions(id) }),
  });
}

/** GET …/updates */
export function updatesQueryOptions(id: string) {
  return queryOptions({
    queryKey: portalKeys.updates(id),
    queryFn: ({ signal }) => api<FounderUpdates>(`${businessUrl(id)}/updates`, { signal }),
  });
}
export const useUpdates = (id: string) => useQuery(updatesQueryOptions(id));

/** POST …/updates: published at once, or waiting for an operator. */
export function usePostUpdate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FounderUpdateInput) =>
      api<FounderUpdatePosted>(`${businessUrl(id)}/updates`, { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: portalKeys.updates(id) }),
  });
}
