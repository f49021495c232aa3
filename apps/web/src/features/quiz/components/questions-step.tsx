import type { Quiz } from '@grove/contracts';
import { ArrowLeft, CheckCircle2, CircleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useCheckAnswer } from '../api/quiz-api';
import { useQuizStore } from '../hooks/quiz-store';
import { shuffleOptions } from '../utils/option-order';
import { LossBearingForm } from './loss-bearing-form';
import { WithQuiz } from './quiz-data';
import { QuizShell } from './quiz-shell';

type Question = Quiz['questions'][number];

function QuestionCard({
  question,
  index,
  total,
  focusOnMount,
  onCorrect,
  onBack,
}: {
  question: Question;
  index: number;
  total: number;
  focusOnMount: boolean;
  onCorrect: (optionId: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('quiz');
  const answered = useQuizStore((s) => s.answers[question.id]);
  const [selected, setSelected] = useState<string | null>(answered ?? null);
  const [problem, setProblem] = useState<'choose' | 'incorrect' | null>(null);
  const check = useCheckAnswer();
  const heading = useRef<HTMLHeadingElement>(null);
  const name = useId();
  const messageId = useId();

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return setProblem('choose');
    setProblem(null);
    check.mutate(
      { question_id: question.id, option_id: selected },
      {
        onSuccess: ({ correct }) => {
          if (correct) onCorrect(selected);
          else setProblem('incorrect');
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="flex items-center justify-between gap-4 text-sm">
        <p className="font-medium text-slate-600">{t('questions.counter', { current: index + 1, total })}</p>
      </div>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${(index / total) * 100}%` }} />
      </div>
      <fieldset className="mt-5 min-w-0" aria-describedby={problem ? messageId : undefined}>
        <legend className="contents">
          <h2
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold text-pretty text-slate-900 focus:outline-none"
          >
            {question.text}
          </h2>
        </legend>
        <div className="mt-4 flex flex-col gap-2">
          {question.options.map((option) => {
            const checked = selected === option.id;
            const wrong = checked && problem === 'incorrect';
            return (
              <label
                key={option.id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 text-sm leading-relaxed text-slate-800 transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  wrong
                    ? 'border-red-400 bg-red-50/60'
                    : checked
                      ? 'border-brand-600 bg-brand-50/60'
                      : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={checked}
                  onChange={() => {
                    setSelected(option.id);
                    setProblem(null);
                  }}
                  className="mt-0.5 size-4 shrink-0 accent-brand-700"
                />
                <span>{option.text}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div id={messageId} aria-live="assertive">
        {problem === 'incorrect' ? (
          <p
            role="alert"
            className="mt-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('questions.incorrect')}
          </p>
        ) : problem === 'choose' ? (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {t('questions.choose')}
          </p>
        ) : null}
        {check.isError ? (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {errorText(t, check.error, t('questions.checkFailed'))}
          </p>
        ) : null}
      </div>

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden />
          {t('back')}
        </Button>
        <Button type="submit" size="lg" loading={check.isPending}>
          {t('questions.check')}
        </Button>
      </div>
    </form>
  );
}

function QuestionsFlow({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation('quiz');
  const navigate = useNavigate();
  const {
    questionIndex,
    finances,
    financesDraft,
    optionSeed,
    answerCorrectly,
    goToQuestion,
    setFinances,
    setFinancesDraft,
  } = useQuizStore();
  const [praised, setPraised] = useState(false);
  const total = quiz.questions.length;

  if (questionIndex >= total) {
    return (
      <LossBearingForm
        currency={quiz.currency}
        advisedShareBp={quiz.advised_share_bp}
        initial={finances}
        draft={financesDraft}
        onDraft={setFinancesDraft}
        onBack={() => goToQuestion(total - 1)}
        onDone={(values) => {
          setFinances(values);
          void navigate(paths.quizConsent.getHref());
        }}
      />
    );
  }

  const current = quiz.questions[questionIndex]!;
  const question = { ...current, options: shuffleOptions(current.options, optionSeed, current.id) };
  return (
    <>
      <div role="status" aria-live="polite">
        {praised ? (
          <p className="mb-4 flex items-center gap-2 rounded-lg bg-brand-50 px-4 py-2.5 text-sm font-medium text-brand-800">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden />
            {t('questions.correct')}
          </p>
        ) : null}
      </div>
      <QuestionCard
        key={question.id}
        question={question}
        index={questionIndex}
        total={total}
        focusOnMount={praised}
        onCorrect={(optionId) => {
          setPraised(true);
          answerCorrectly(question.id, optionId, total);
        }}
        onBack={() => {
          setPraised(false);
          if (questionIndex === 0) void navigate(paths.quizProfile.getHref());
          else goToQuestion(questionIndex - 1);
        }}
      />
    </>
  );
}

/** /quiz/questions: one knowledge question at a time, then the loss-bearing estimate. */
export function QuizQuestionsPage() {
  const { t } = useTranslation('quiz');
  const onEstimate = useQuizStore((s) => s.questionsDone && s.questionIndex >= s.questionCount);
  return (
    <QuizShell
      step="questions"
      title={onEstimate ? t('estimate.title') : t('questions.title')}
      description={onEstimate ? t('estimate.lead', { currency: 'USD' }) : t('questions.lead')}
    >
      <WithQuiz>{(quiz) => <QuestionsFlow quiz={quiz} />}</WithQuiz>
    </QuizShell>
  );
}
