import type { LossBearing, Quiz, QuizSubmission, User } from '@grove/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { currentUserQueryKey, userFromBody } from '@/lib/current-user';
import { USER_SCOPE } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

/** GET /api/v1/onboarding/quiz?lang= : the questions and criteria in the reader's language. */
export function quizQueryOptions(language: string) {
  return queryOptions({
    queryKey: [USER_SCOPE, 'quiz', language],
    queryFn: ({ signal }) => api<Quiz>(`/api/v1/onboarding/quiz?lang=${encodeURIComponent(language)}`, { signal }),
    staleTime: Infinity,
  });
}

export function useQuizLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}

/** POST /api/v1/onboarding/quiz/check */
export function useCheckAnswer() {
  return useMutation({
    mutationFn: (body: { question_id: string; option_id: string }) =>
      api<{ correct: boolean }>('/api/v1/onboarding/quiz/check', { method: 'POST', body }),
  });
}

/** The user the server answered with becomes the session's user and the cached one. */
function useAdoptUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    useSession.getState().setUser(user);
    queryClient.setQueryData(currentUserQueryKey, user);
  };
}

/** POST /api/v1/onboarding/quiz/submit */
export function useSubmitQuiz() {
  const adopt = useAdoptUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizSubmission) =>
      api<{ user: User; loss_bearing: LossBearing }>('/api/v1/onboarding/quiz/submit', { method: 'POST', body }),
    onSuccess: (answer) => {
      adopt(answer.user);
      // Passing the quiz leaves a notification.
      void queryClient.invalidateQueries({ queryKey: [USER_SCOPE, 'notifications'] });
    },
  });
}

/** POST /api/v1/onboarding/quiz/retake: back to not_passed. */
export function useRetakeQuiz() {
  const adopt = useAdoptUser();
  return useMutation({
    mutationFn: async () => {
      const user = userFromBody(await api<unknown>('/api/v1/onboarding/quiz/retake', { method: 'POST' }));
      if (!user) throw new Error('The server answered without a user.');
      return user;
    },
    onSuccess: adopt,
  });
}
