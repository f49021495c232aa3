import type { AdminQuestionList, AdminQuestionsQuery } from '@grove/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { adminPeopleKeys, queryString } from './keys';

/** GET /api/v1/admin/questions: business names in the operator's language. */
export function fetchQuestions(query: AdminQuestionsQuery, signal?: AbortSignal): Promise<AdminQuestionList> {
  return api<AdminQuestionList>(`/api/v1/admin/questions${queryString(query)}`, { signal });
}

export function questionsQueryOptions(query: AdminQuestionsQuery, language: string) {
  return queryOptions({
    queryKey: adminPeopleKeys.questions(query, language),
    queryFn: ({ signal }) => fetchQuestions(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useQuestions(query: AdminQuestionsQuery) {
  const language = useLanguage();
  return useQuery(questionsQueryOptions(query, language));
}
