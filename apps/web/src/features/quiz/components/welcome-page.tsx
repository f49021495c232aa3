import { ArrowRight, Clock, ListChecks, Scale, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useQuizStore } from '../hooks/quiz-store';
import { resumeStep, STEP_HREF } from '../utils/steps';
import { QuizShell } from './quiz-shell';

function Point({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-0.5 text-sm leading-relaxed text-slate-600">{children}</p>
      </div>
    </li>
  );
}

/** /quiz: why we ask, what to expect, and the way in. */
export function QuizWelcomePage() {
  const { t } = useTranslation('quiz');
  const passed = useSession((s) => s.user?.onboarding_status === 'passed');
  const progress = useQuizStore();
  const resume = passed ? null : resumeStep(progress);
  return (
    <QuizShell step="welcome" title={t('welcome.title')} description={t('welcome.lead')}>
      {passed ? (
        <p
          role="status"
          className="mb-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          {t('welcome.alreadyPassed')}{' '}
          <Link to={paths.quizDone.getHref()} className="font-semibold underline underline-offset-4">
            {t('welcome.seeResult')}
          </Link>
        </p>
      ) : null}
      {resume ? (
        <div
          role="status"
          className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-4"
          data-testid="quiz-resume"
        >
          <p className="text-sm font-semibold text-brand-900">{t('welcome.savedTitle')}</p>
          <p className="mt-1 text-sm text-brand-900">
            {resume === 'questions' && progress.questionCount > 0 && progress.questionIndex < progress.questionCount
              ? t('welcome.savedAtQuestion', { number: progress.questionIndex + 1, total: progress.questionCount })
              : t(`welcome.savedAt.${resume}`)}
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <ButtonLink to={STEP_HREF[resume]}>
              {t('welcome.resume')}
              <ArrowRight className="size-4" aria-hidden />
            </ButtonLink>
            <Button variant="ghost" onClick={() => progress.reset(progress.userId)}>
              {t('welcome.startOver')}
            </Button>
          </div>
        </div>
      ) : null}
      <ul className="flex flex-col gap-5">
        <Point icon={<Scale className="size-5" aria-hidden />} title={t('welcome.whyTitle')}>
          {t('welcome.why')}
        </Point>
        <Point icon={<ShieldCheck className="size-5" aria-hidden />} title={t('welcome.protectTitle')}>
          {t('welcome.protect')}
        </Point>
        <Point icon={<ListChecks className="size-5" aria-hidden />} title={t('welcome.expectTitle')}>
          {t('welcome.expect')}
        </Point>
        <Point icon={<Clock className="size-5" aria-hidden />} title={t('welcome.timeTitle')}>
          {t('welcome.time')}
        </Point>
      </ul>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">{t('welcome.privacy')}</p>
        {/* With saved answers, the box above offers the way on (or a fresh start). */}
        {resume ? null : (
          <ButtonLink to={paths.quizProfile.getHref()} size="lg">
            {t('welcome.start')}
            <ArrowRight className="size-4" aria-hidden />
          </ButtonLink>
        )}
      </div>
    </QuizShell>
  );
}
