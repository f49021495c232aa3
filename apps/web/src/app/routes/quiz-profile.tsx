import { QuizProfilePage } from '@/features/quiz/components/profile-step';

export function Component() {
  return <QuizProfilePage />;
}

export const title = 'quizProfile';
