import { QuizQuestionsPage } from '@/features/quiz/components/questions-step';

export function Component() {
  return <QuizQuestionsPage />;
}

export const title = 'quizQuestions';
