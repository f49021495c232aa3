import type { AdminQuestion } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPeopleKeys } from './keys';

/** POST /api/v1/admin/questions/{id}/answer: publishes the answer and tells the asker. */
export function answerQuestion(id: string, answer: string): Promise<AdminQuestion> {
  return api<AdminQuestion>(`/api/v1/admin/questions/${encodeURIComponent(id)}/answer`, {
    method: 'POST',
    body: { answer },
  });
}

/** POST /api/v1/admin/questions/{id}/hide: never public again. */
export function hideQuestion(id: string): Promise<AdminQuestion> {
  return api<AdminQuestion>(`/api/v1/admin/questions/${encodeURIComponent(id)}/hide`, { method: 'POST' });
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) => answerQuestion(id, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPeopleKeys.allQuestions() }),
  });
}

export function useHideQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => hideQuestion(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPeopleKeys.allQuestions() }),
  });
}
