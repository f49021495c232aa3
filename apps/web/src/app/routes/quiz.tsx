import { QuizWelcomePage } from '@/features/quiz/components/welcome-page';

export function Component() {
  return <QuizWelcomePage />;
}

export const title = 'quiz';
