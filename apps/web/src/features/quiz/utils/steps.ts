import type { OnboardingStatus } from '@grove/contracts';
import { paths } from '@/lib/paths';
import type { QuizProgress } from '../hooks/quiz-store';

/** The quiz flow (spec §4): welcome, profile, questions, consent, done. */
export const QUIZ_STEPS = ['welcome', 'profile', 'questions', 'consent', 'done'] as const;
export type QuizStep = (typeof QUIZ_STEPS)[number];

export const STEP_HREF: Readonly<Record<QuizStep, string>> = {
  welcome: paths.quiz.getHref(),
  profile: paths.quizProfile.getHref(),
  questions: paths.quizQuestions.getHref(),
  consent: paths.quizConsent.getHref(),
  done: paths.quizDone.getHref(),
};

/**
 * Where someone who asks for `step` belongs: the step itself when the earlier
 * steps are complete, otherwise the first one that is not.
 */
export function allowedStep(
  step: QuizStep,
  progress: QuizProgress,
  onboarding: OnboardingStatus | undefined,
): QuizStep {
  if (step === 'done') {
    if (progress.result || onboarding === 'passed') return 'done';
  } else if (step === 'welcome' || step === 'profile') {
    return step;
  }
  if (!progress.profileDone) return 'profile';
  if (step === 'questions') return 'questions';
  if (!progress.questionsDone || !progress.finances) return 'questions';
  return 'consent';
}

/**
 * Where an unfinished quiz picks up (issue 22: leaving mid-quiz keeps the answers): the furthest
 * step its progress allows; null when nothing has been answered yet.
 */
export function resumeStep(progress: QuizProgress): Exclude<QuizStep, 'welcome' | 'done'> | null {
  if (!progress.profileDone) return progress.investorType ? 'profile' : null;
  if (!progress.questionsDone || !progress.finances) return 'questions';
  return 'consent';
}
