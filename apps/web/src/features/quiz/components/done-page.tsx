import { ArrowRight, PartyPopper, RotateCcw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useRetakeQuiz } from '../api/quiz-api';
import { useQuizStore } from '../hooks/quiz-store';
import { QuizShell } from './quiz-shell';

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        className={strong ? 'font-semibold text-brand-800 tabular-nums' : 'font-semibold text-slate-900 tabular-nums'}
      >
        {value}
      </dd>
    </div>
  );
}

function DoneContent({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('quiz');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const result = useQuizStore((s) => s.result);
  const reset = useQuizStore((s) => s.reset);
  const retake = useRetakeQuiz();
  const investorType = user?.investor_type ?? result?.investorType ?? null;
  const loss = result?.lossBearing;
  const verified = user?.verification_status === 'passed';

  return (
    <>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-4">
        <Figure label={t('done.investorType')} value={investorType ? t(`investorType.${investorType}`) : '—'} />
        {loss ? (
          <>
            <Figure label={t('estimate.capacity')} value={formatMoney(loss.capacity, loss.currency)} />
            <Figure label={t('estimate.affordableLoss')} value={formatMoney(loss.affordable_loss, loss.currency)} />
            <Figure
              label={t('common:limits.advisedMax')}
              value={formatMoney(loss.advised_max_investment, loss.currency)}
              strong
            />
          </>
        ) : null}
      </dl>
      {loss ? <p className="mt-3 text-sm leading-relaxed text-slate-600">{t('estimate.adviceGeneral')}</p> : null}

      <div className="mt-6 rounded-xl bg-brand-50 p-4 sm:p-5">
        <h2 className="flex items-center gap-2 font-semibold text-brand-900">
          <ShieldCheck className="size-5" aria-hidden />
          {verified ? t('done.verifiedTitle') : t('done.nextTitle')}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-brand-900">{verified ? t('done.verified') : t('done.next')}</p>
        <ButtonLink
          to={verified ? paths.businesses.getHref() : paths.verification.getHref()}
          size="lg"
          className="mt-4 w-full sm:w-auto"
        >
          {verified ? t('done.explore') : t('done.verify')}
          <ArrowRight className="size-4" aria-hidden />
        </ButtonLink>
      </div>

      <div className="mt-6 flex flex-col gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t('done.retakeHint')}</p>
        <Button
          variant="secondary"
          loading={retake.isPending}
          onClick={() =>
            retake.mutate(undefined, {
              onSuccess: (updated) => {
                // Without its result the done step would redirect: it stays put until the route changes.
                onLeave();
                reset(updated.id);
                void navigate(paths.quiz.getHref());
              },
            })
          }
        >
          {retake.isPending ? null : <RotateCcw className="size-4" aria-hidden />}
          {t('done.retake')}
        </Button>
      </div>
      {retake.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorText(t, retake.error, t('done.retakeFailed'))}
        </p>
      ) : null}
    </>
  );
}

/** /quiz/done: passed, the investor type and the estimate, the next step, and a retake. */
export function QuizDonePage() {
  const { t } = useTranslation('quiz');
  const [leaving, setLeaving] = useState(false);
  return (
    <QuizShell
      step="done"
      leaving={leaving}
      title={t('done.title')}
      description={t('done.lead')}
      icon={<PartyPopper className="size-6" aria-hidden />}
    >
      <DoneContent onLeave={() => setLeaving(true)} />
    </QuizShell>
  );
}
