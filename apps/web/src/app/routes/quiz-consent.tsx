import { QuizConsentPage } from '@/features/quiz/components/consent-step';

export function Component() {
  return <QuizConsentPage />;
}

export const title = 'quizConsent';
