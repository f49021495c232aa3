import type { ProjectDetails } from '@grove/contracts';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Hourglass, LogIn, MessageCircleQuestionMark } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { useFormatDate } from '@/lib/use-format-date';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import {
  QUESTION_MAX_LENGTH,
  QUESTION_MIN_LENGTH,
  myQuestionsQueryOptions,
  questionProblem,
  useAskQuestion,
  type QuestionProblem,
} from '../../api/ask-question';
import { DetailsSection } from './section';

/** The signed-in user's form, with their questions still waiting for an answer below it. */
function AskQuestionForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation('business');
  const formatDate = useFormatDate();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<QuestionProblem | null>(null);
  const [sent, setSent] = useState(false);
  const ask = useAskQuestion(projectId);
  const mine = useQuery(myQuestionsQueryOptions(projectId));
  const pending = (mine.data ?? []).filter((question) => question.answer === null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = questionProblem(text);
    setProblem(found);
    setSent(false);
    if (found) return;
    ask.mutate(text, {
      onSuccess: () => {
        setText('');
        setSent(true);
      },
    });
  };

  const length = text.trim().length;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const error = problem
    ? t(`qa.form.${problem}`, { min: QUESTION_MIN_LENGTH, max: QUESTION_MAX_LENGTH })
    : ask.isError
      ? errorText(t, ask.error, t('qa.form.failed'))
      : null;

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" data-testid="ask-question-form">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {t('qa.form.label')}
        </label>
        <textarea
          id={id}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
            if (sent) setSent(false);
          }}
          rows={4}
          maxLength={QUESTION_MAX_LENGTH + 200}
          placeholder={t('qa.form.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          className={cn(
            'block w-full resize-y rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:outline-offset-0 sm:text-sm',
            error ? 'border-red-600' : 'border-slate-300 hover:border-slate-400 focus-visible:border-brand-600',
          )}
        />
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-xs text-slate-500">
          <p id={hintId}>{t('qa.form.hint')}</p>
          <p className={cn('tabular-nums', length > QUESTION_MAX_LENGTH ? 'font-semibold text-red-700' : '')}>
            {t('qa.form.counter', { length, max: QUESTION_MAX_LENGTH })}
          </p>
        </div>
        {error ? (
          <p id={errorId} className="text-sm text-red-700" role="alert">
            {error}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" loading={ask.isPending} className="self-start">
            {t('qa.form.submit')}
          </Button>
          <p role="status" className={sent ? 'flex items-start gap-2 text-sm text-brand-800' : 'sr-only'}>
            {sent ? (
              <>
                <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
                {t('qa.form.sent')}
              </>
            ) : null}
          </p>
        </div>
      </form>

      {pending.length > 0 ? (
        <div className="rounded-xl bg-slate-50 p-4" data-testid="pending-questions">
          <h3 className="text-sm font-semibold text-slate-900">{t('qa.mine.title')}</h3>
          <ul className="mt-3 space-y-3">
            {pending.map((question) => (
              <li key={question.id} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
                <p className="text-sm break-words whitespace-pre-line text-slate-800">{question.question}</p>
                <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-medium text-amber-800">
                  <Hourglass className="size-3.5" aria-hidden />
                  {t('qa.mine.awaiting')}
                  <span className="font-normal text-slate-500">
                    · {t('qa.askedOn', { date: formatDate(question.asked_at) })}
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function GuestPrompt() {
  const { t } = useTranslation('business');
  const location = useLocation();
  const here = `${location.pathname}${location.search}#qa`;
  return (
    <div
      className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="qa-guest"
    >
      <p className="text-sm text-slate-700">{t('qa.guest.text')}</p>
      <ButtonLink to={paths.signin.getHref(here)} variant="secondary" size="sm" className="self-start sm:self-auto">
        <LogIn className="size-4" aria-hidden />
        {t('qa.guest.signIn')}
      </ButtonLink>
    </div>
  );
}

/** Spec §2 Q&A: answered questions with their authors and dates, and a form to ask one. */
export function QaSection({
  projectId,
  qa,
  preview = false,
}: {
  projectId: string;
  qa: ProjectDetails['qa'];
  /** The console's preview shows the answered questions only: asking (and the asker's own list) is for investors. */
  preview?: boolean;
}) {
  const { t } = useTranslation('business');
  const formatDate = useFormatDate();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const answered = qa.filter((item) => item.answer);
  return (
    <DetailsSection
      id="qa"
      title={t('sections.qa')}
      aside={
        answered.length ? (
          <span className="text-sm text-slate-500">{t('qa.count', { count: answered.length })}</span>
        ) : null
      }
    >
      {answered.length === 0 ? (
        <p className="text-sm text-slate-600">{t('qa.empty')}</p>
      ) : (
        <ul className="space-y-4" data-testid="qa-list">
          {answered.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 p-4">
              <div className="flex gap-3">
                <MessageCircleQuestionMark className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p lang={item.language} className="font-medium break-words whitespace-pre-line text-slate-900">
                    {item.question}
                  </p>
                  <p className="mt-1 text-xs text-slate-500">
                    {t('qa.askedBy', { author: item.author, date: formatDate(item.asked_at) })}
                  </p>
                  <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-brand-50/60 px-3 py-2.5">
                    <p className="text-xs font-semibold text-brand-800">
                      {item.answered_at ? t('qa.answeredOn', { date: formatDate(item.answered_at) }) : t('qa.answer')}
                    </p>
                    <p lang={item.language} className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">
                      {item.answer}
                    </p>
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {preview ? null : (
        <div className="mt-6 border-t border-slate-100 pt-6">
          <h3 className="mb-3 text-base font-semibold text-slate-900">{t('qa.askTitle')}</h3>
          {isAuthenticated ? <AskQuestionForm projectId={projectId} /> : <GuestPrompt />}
        </div>
      )}
    </DetailsSection>
  );
}
