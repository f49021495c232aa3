import { PAYMENT_PROGRESS_STEPS, progressOf, type Payment, type StepState } from '@grove/contracts';
import { Check, Circle, Loader2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const LOOK: Record<StepState, { dot: string; Icon: typeof Check }> = {
  done: { dot: 'bg-brand-700 text-white', Icon: Check },
  current: { dot: 'bg-amber-100 text-amber-800 ring-2 ring-amber-400', Icon: Loader2 },
  upcoming: { dot: 'bg-slate-100 text-slate-400', Icon: Circle },
  stopped: { dot: 'bg-red-100 text-red-700 ring-2 ring-red-300', Icon: X },
};

/** The steps as the server reports them (the contracts' progressOf when it sends none). */
export function stepsOf(payment: Payment) {
  if (payment.steps.length === PAYMENT_PROGRESS_STEPS.length) return payment.steps;
  const states = progressOf(payment.status);
  return PAYMENT_PROGRESS_STEPS.map((step, index) => ({ step, state: states[index] ?? 'upcoming' }));
}

/** Spec §4's five steps, each with its state; `extra` adds something under one step (e.g. verify). */
export function StepTracker({ payment, extra }: { payment: Payment; extra?: Partial<Record<string, ReactNode>> }) {
  const { t } = useTranslation('payments');
  const steps = stepsOf(payment);
  return (
    <ol aria-label={t('progress.stepsLabel')} className="flex flex-col" data-testid="step-tracker" data-tour="progress">
      {steps.map(({ step, state }, index) => {
        const { dot, Icon } = LOOK[state];
        const last = index === steps.length - 1;
        return (
          <li key={step} className="relative flex gap-4 pb-6 last:pb-0" data-step={step} data-state={state}>
            {last ? null : (
              <span
                aria-hidden
                className={cn(
                  'absolute top-9 bottom-1 left-[17px] w-0.5',
                  state === 'done' ? 'bg-brand-600' : 'bg-slate-200',
                )}
              />
            )}
            <span className={cn('relative flex size-9 shrink-0 items-center justify-center rounded-full', dot)}>
              <Icon
                className={cn('size-4', state === 'current' && 'animate-spin [animation-duration:2s]')}
                aria-hidden
              />
            </span>
            <div className="min-w-0 pt-1.5">
              <p className={cn('text-sm font-semibold', state === 'upcoming' ? 'text-slate-500' : 'text-slate-900')}>
                {t(`progress.steps.${step}`)}
              </p>
              <p className={cn('text-xs', state === 'stopped' ? 'text-red-700' : 'text-slate-500')}>
                {t(`progress.stepState.${state}`)}
              </p>
              {extra?.[step] ? <div className="mt-3">{extra[step]}</div> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
