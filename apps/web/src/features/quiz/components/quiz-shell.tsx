import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { useQuizStore } from '../hooks/quiz-store';
import { allowedStep, STEP_HREF, type QuizStep } from '../utils/steps';
import { StepIndicator } from './step-indicator';

/**
 * The frame of every quiz step: the step indicator, a card with the step's title,
 * and the rule that a later step cannot be opened before the earlier ones are done.
 */
export function QuizShell({
  step,
  title,
  description,
  icon,
  children,
  leaving = false,
}: {
  step: QuizStep;
  /** The step is on its way out (e.g. after a retake): stay put instead of redirecting. */
  leaving?: boolean;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('quiz');
  const user = useSession((s) => s.user);
  const progress = useQuizStore();
  const owner = progress.userId;
  const reset = progress.reset;
  const userId = user?.id ?? null;

  useEffect(() => {
    // Progress left in this tab by someone else is not this user's.
    if (userId && owner !== userId) reset(userId);
  }, [owner, reset, userId]);

  if (!user || owner !== user.id) return <PageLoader label={t('loading')} />;
  const target = allowedStep(step, progress, user.onboarding_status);
  if (target !== step && !leaving) return <Navigate to={STEP_HREF[target]} replace />;

  return (
    <section className="mx-auto w-full max-w-2xl px-4 pt-4 pb-12 sm:pt-8">
      <StepIndicator current={step} />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-900/5 sm:p-8">
        {icon ? (
          <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            {icon}
          </div>
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-2 leading-relaxed text-slate-600">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
