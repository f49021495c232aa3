import { QuizDonePage } from '@/features/quiz/components/done-page';

export function Component() {
  return <QuizDonePage />;
}

export const title = 'quizDone';
