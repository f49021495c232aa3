import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { QUIZ_STEPS, type QuizStep } from '../utils/steps';

/** Where the reader is in the quiz: numbered steps on wide screens, "Step 2 of 5" and a bar on narrow ones. */
export function StepIndicator({ current }: { current: QuizStep }) {
  const { t } = useTranslation('quiz');
  const index = QUIZ_STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')} className="mb-6">
      <div className="sm:hidden">
        <p className="text-sm font-medium text-slate-600">
          {t('steps.counter', { current: index + 1, total: QUIZ_STEPS.length })}
          <span aria-hidden> · </span>
          <span className="font-semibold text-slate-900">{t(`steps.${current}`)}</span>
        </p>
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden>
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${((index + 1) / QUIZ_STEPS.length) * 100}%` }}
          />
        </div>
      </div>
      <ol className="hidden items-center sm:flex" data-testid="quiz-steps">
        {QUIZ_STEPS.map((step, position) => {
          const done = position < index;
          const active = position === index;
          return (
            <li
              key={step}
              className="flex flex-auto items-center gap-2 last:flex-none"
              aria-current={active ? 'step' : undefined}
            >
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                  done && 'bg-brand-600 text-white',
                  active && 'bg-brand-700 text-white ring-4 ring-brand-100',
                  !done && !active && 'bg-white text-slate-500 ring-1 ring-slate-300',
                )}
              >
                {done ? <Check className="size-4" aria-hidden /> : position + 1}
              </span>
              <span
                className={cn(
                  'text-sm whitespace-nowrap',
                  active ? 'font-semibold text-slate-900' : done ? 'text-slate-700' : 'text-slate-500',
                )}
              >
                {t(`steps.${step}`)}
                {done ? <span className="sr-only"> ({t('steps.completed')})</span> : null}
              </span>
              {position < QUIZ_STEPS.length - 1 ? (
                <span aria-hidden className={cn('mx-1 h-px min-w-4 flex-1', done ? 'bg-brand-500' : 'bg-slate-300')} />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
