import type { InvestorType, Quiz, SophisticatedCriterion } from '@grove/contracts';
import { ArrowLeft, ArrowRight, BadgeCheck, CalendarClock, UserRound } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useQuizStore } from '../hooks/quiz-store';
import { WithQuiz } from './quiz-data';
import { QuizShell } from './quiz-shell';

function TypeCard({
  value,
  checked,
  onChange,
  icon,
  title,
  children,
  name,
}: {
  value: InvestorType;
  checked: boolean;
  onChange: (value: InvestorType) => void;
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  name: string;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'relative flex cursor-pointer gap-4 rounded-xl border-2 p-4 transition-colors sm:p-5',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        checked ? 'border-brand-600 bg-brand-50/60' : 'border-slate-200 bg-white hover:border-slate-300',
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        aria-describedby={`${id}-text`}
        className="sr-only"
      />
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          checked ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-600',
        )}
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span id={`${id}-text`} className="mt-1 block text-sm leading-relaxed text-slate-600">
          {children}
        </span>
      </span>
      <span
        aria-hidden
        className={cn(
          'mt-1 flex size-5 shrink-0 items-center justify-center rounded-full border-2',
          checked ? 'border-brand-700' : 'border-slate-300',
        )}
      >
        {checked ? <span className="size-2.5 rounded-full bg-brand-700" /> : null}
      </span>
    </label>
  );
}

function ProfileForm({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation('quiz');
  const navigate = useNavigate();
  const saved = useQuizStore();
  const [investorType, setInvestorType] = useState<InvestorType | null>(saved.investorType);
  const [criteria, setCriteria] = useState<SophisticatedCriterion[]>(saved.criteria);
  const [error, setError] = useState<'type' | 'criteria' | null>(null);
  const name = useId();
  const errorId = useId();
  const required = quiz.criteria_required;
  const sophisticated = investorType === 'sophisticated_investor';
  /** "At least one" by default; "at least two" under the EU rule. */
  const needed = required >= 2 ? 'two' : 'one';

  const toggle = (criterion: SophisticatedCriterion, on: boolean) => {
    setCriteria((current) => (on ? [...current, criterion] : current.filter((c) => c !== criterion)));
    setError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!investorType) return setError('type');
    const ticked = criteria.filter((c) => quiz.criteria.some((item) => item.id === c));
    if (sophisticated && ticked.length < required) return setError('criteria');
    saved.setProfile(investorType, ticked);
    void navigate(paths.quizQuestions.getHref());
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset className="min-w-0" aria-describedby={error === 'type' ? errorId : undefined}>
        <legend className="mb-3 text-sm font-semibold text-slate-800">{t('profile.legend')}</legend>
        <div className="flex flex-col gap-3">
          <TypeCard
            name={name}
            value="non_sophisticated_investor"
            checked={investorType === 'non_sophisticated_investor'}
            onChange={(value) => {
              setInvestorType(value);
              setError(null);
            }}
            icon={<UserRound className="size-5" aria-hidden />}
            title={t('investorType.non_sophisticated_investor')}
          >
            {t('profile.nonSophisticated')}
          </TypeCard>
          <TypeCard
            name={name}
            value="sophisticated_investor"
            checked={sophisticated}
            onChange={(value) => {
              setInvestorType(value);
              setError(null);
            }}
            icon={<BadgeCheck className="size-5" aria-hidden />}
            title={t('investorType.sophisticated_investor')}
          >
            {t('profile.sophisticated')}
          </TypeCard>
        </div>
      </fieldset>

      {sophisticated ? (
        <fieldset
          className="mt-6 min-w-0 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
          aria-describedby={`${name}-declaration-hint${error === 'criteria' ? ` ${errorId}` : ''}`}
        >
          <legend className="sr-only">{t('profile.declarationTitle')}</legend>
          <p className="font-semibold text-slate-900" aria-hidden>
            {t('profile.declarationTitle')}
          </p>
          <p id={`${name}-declaration-hint`} className="mt-1 text-sm text-slate-600">
            {t(`profile.declarationHint.${needed}`)}
          </p>
          <p className="mt-4 text-sm font-medium text-slate-800">{t('profile.declare')}</p>
          <ul className="mt-2 flex flex-col gap-2">
            {quiz.criteria.map((criterion) => {
              const checked = criteria.includes(criterion.id);
              return (
                <li key={criterion.id}>
                  <label
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 text-sm leading-relaxed text-slate-800',
                      checked ? 'border-brand-500' : 'border-slate-200 hover:border-slate-300',
                    )}
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={(event) => toggle(criterion.id, event.target.checked)}
                      className="mt-0.5 size-4 shrink-0 accent-brand-700"
                    />
                    <span>{criterion.text}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          <p className="mt-4 flex items-start gap-2 text-xs leading-relaxed text-slate-600">
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
            {t('profile.reasked')}
          </p>
        </fieldset>
      ) : null}

      {error ? (
        <p id={errorId} role="alert" className="mt-4 text-sm text-red-700">
          {error === 'type' ? t('profile.errorType') : t(`profile.errorCriteria.${needed}`)}
        </p>
      ) : null}

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <ButtonLink to={paths.quiz.getHref()} variant="ghost">
          <ArrowLeft className="size-4" aria-hidden />
          {t('back')}
        </ButtonLink>
        <Button type="submit" size="lg">
          {t('continue')}
          <ArrowRight className="size-4" aria-hidden />
        </Button>
      </div>
    </form>
  );
}

/** /quiz/profile: non-sophisticated or sophisticated, the latter with its declaration. */
export function QuizProfilePage() {
  const { t } = useTranslation('quiz');
  return (
    <QuizShell step="profile" title={t('profile.title')} description={t('profile.lead')}>
      <WithQuiz>{(quiz) => <ProfileForm quiz={quiz} />}</WithQuiz>
    </QuizShell>
  );
}
