import { ArrowLeft, ExternalLink, TriangleAlert } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { quizQueryOptions, useQuizLanguage, useSubmitQuiz } from '../api/quiz-api';
import { useQuizStore } from '../hooks/quiz-store';
import { estimateOf } from '../utils/finances';
import { QuizShell } from './quiz-shell';

/** The quiz asks amounts in US dollars (GET /onboarding/quiz says so too). */
const CURRENCY = 'USD';

const RISKS = ['loseAll', 'illiquid', 'payouts', 'fees', 'diversify'] as const;

/** Server refusals that send the investor back to a step, with the step to go to. */
const BACK_TO: Readonly<Record<string, 'questions' | 'profile'>> = {
  INCORRECT_ANSWER: 'questions',
  DECLARATION_INVALID: 'profile',
};

function ConsentForm() {
  const { t } = useTranslation('quiz');
  const navigate = useNavigate();
  const progress = useQuizStore();
  const [consent, setConsent] = useState(false);
  const [showError, setShowError] = useState(false);
  const submit = useSubmitQuiz();
  const checkboxId = useId();
  const errorId = useId();
  const { investorType, finances } = progress;
  const quiz = useQuery(quizQueryOptions(useQuizLanguage()));
  const shareBp = quiz.data?.advised_share_bp;
  const advised =
    finances && shareBp !== undefined ? estimateOf(finances, CURRENCY, shareBp).advisedMaxInvestment : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!consent) return setShowError(true);
    if (!investorType || !finances) return;
    submit.mutate(
      {
        investor_type: investorType,
        criteria: progress.criteria,
        answers: Object.entries(progress.answers).map(([question_id, option_id]) => ({ question_id, option_id })),
        finances,
        consent: true,
      },
      {
        onSuccess: (answer) => {
          progress.setResult({
            investorType: answer.user.investor_type ?? investorType,
            lossBearing: answer.loss_bearing,
          });
          void navigate(paths.quizDone.getHref());
        },
      },
    );
  };

  const failure = submit.error;
  const backTo = failure instanceof ApiError ? BACK_TO[failure.code] : undefined;

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-5">
        <h2 className="flex items-center gap-2 font-semibold text-amber-950">
          <TriangleAlert className="size-5 shrink-0 text-amber-700" aria-hidden />
          {t('consent.risksTitle')}
        </h2>
        <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed text-amber-950 marker:text-amber-600">
          {RISKS.map((risk) => (
            <li key={risk}>{t(`consent.risks.${risk}`)}</li>
          ))}
          <li>
            {t('estimate.adviceGeneral')}
            {advised === null ? null : (
              <>
                {' '}
                <span className="font-semibold" data-testid="consent-advised-max">
                  {t('common:limits.advisedMax')}: {formatMoney(advised, CURRENCY)}
                </span>
              </>
            )}
          </li>
        </ul>
        <a
          href={paths.riskWarning.getHref()}
          target="_blank"
          rel="noopener"
          className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-amber-900 underline underline-offset-4 hover:text-amber-950"
        >
          {t('consent.readWarning')}
          <ExternalLink className="size-3.5" aria-hidden />
          <span className="sr-only"> {t('consent.newTab')}</span>
        </a>
      </div>

      <div className="mt-6">
        <label
          htmlFor={checkboxId}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 text-sm leading-relaxed text-slate-800',
            consent ? 'border-brand-600 bg-brand-50/60' : showError ? 'border-red-400' : 'border-slate-200',
          )}
        >
          <input
            id={checkboxId}
            type="checkbox"
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              if (event.target.checked) setShowError(false);
            }}
            aria-invalid={showError || undefined}
            aria-describedby={showError ? errorId : undefined}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          <span>
            <Trans
              t={t}
              i18nKey="consent.statement"
              components={{
                warning: (
                  <Link
                    to={paths.riskWarning.getHref()}
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  />
                ),
              }}
            />
          </span>
        </label>
        {showError ? (
          <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
            {t('consent.required')}
          </p>
        ) : null}
      </div>

      {failure ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>{errorText(t, failure, t('consent.failed'))}</p>
          {backTo ? (
            <Link
              to={backTo === 'questions' ? paths.quizQuestions.getHref() : paths.quizProfile.getHref()}
              onClick={() => {
                if (backTo === 'questions') progress.goToQuestion(0);
              }}
              className="mt-2 inline-block font-semibold underline underline-offset-4"
            >
              {backTo === 'questions' ? t('consent.backToQuestions') : t('consent.backToProfile')}
            </Link>
          ) : null}
        </div>
      ) : null}

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <ButtonLink to={paths.quizQuestions.getHref()} variant="ghost">
          <ArrowLeft className="size-4" aria-hidden />
          {t('back')}
        </ButtonLink>
        <Button type="submit" size="lg" loading={submit.isPending}>
          {t('consent.submit')}
        </Button>
      </div>
    </form>
  );
}

/** /quiz/consent: the risk statement, a checkbox that must be ticked, and the submission. */
export function QuizConsentPage() {
  const { t } = useTranslation('quiz');
  return (
    <QuizShell step="consent" title={t('consent.title')} description={t('consent.lead')}>
      <ConsentForm />
    </QuizShell>
  );
}
