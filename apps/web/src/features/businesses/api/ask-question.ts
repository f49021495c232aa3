import type { questionSchema } from '@grove/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';

export type Question = z.infer<typeof questionSchema>;

/**
 * The contract's bounds of a question (askQuestionRequestSchema): 10 to 1000 characters,
 * trimmed. Copied, not imported: the contract's projects module builds zod schemas when
 * it loads, which would put zod on this page (a test checks that the numbers agree).
 */
export const QUESTION_MIN_LENGTH = 10;
export const QUESTION_MAX_LENGTH = 1000;

export type QuestionProblem = 'tooShort' | 'tooLong';

/** What is wrong with a question before it is sent, or null. */
export function questionProblem(text: string): QuestionProblem | null {
  const length = text.trim().length;
  if (length < QUESTION_MIN_LENGTH) return 'tooShort';
  if (length > QUESTION_MAX_LENGTH) return 'tooLong';
  return null;
}

/** The signed-in user's own questions about a business: user data, dropped on sign-out. */
export function myQuestionsQueryKey(projectId: string) {
  return [USER_SCOPE, 'questions', projectId] as const;
}

/** GET /api/v1/projects/{id}/questions/mine: the user's questions, answered or not. */
export function myQuestionsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: myQuestionsQueryKey(projectId),
    queryFn: async ({ signal }) => {
      const body = await api<{ questions?: Question[] }>(
        `/api/v1/projects/${encodeURIComponent(projectId)}/questions/mine`,
        { signal },
      );
      return Array.isArray(body.questions) ? body.questions : [];
    },
  });
}

/** POST /api/v1/projects/{id}/questions: asks the business; it is published once answered. */
export function useAskQuestion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) =>
      api<Question>(`/api/v1/projects/${encodeURIComponent(projectId)}/questions`, {
        method: 'POST',
        body: { question: question.trim() },
      }),
    onSuccess: (question) => {
      queryClient.setQueryData<Question[]>(myQuestionsQueryKey(projectId), (previous) => [
        question,
        ...(previous ?? []).filter((item) => item.id !== question.id),
      ]);
    },
  });
}
