import { passwordAdvice } from '@grove/contracts';
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const ITEMS = ['lowercase', 'uppercase', 'number', 'symbol'] as const;

/**
 * Spec §5: upper and lower case letters, numbers and symbols are recommended only.
 * Live advice while typing; it never blocks the form.
 */
export function PasswordAdvice({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('auth');
  const advice = passwordAdvice(password);
  return (
    <div id={id} className="rounded-lg bg-slate-50 px-3 py-2.5 text-xs text-slate-600" data-testid="password-advice">
      <p>{t('signUp.advice.title')}</p>
      <ul className="mt-1.5 grid grid-cols-1 gap-1 min-[360px]:grid-cols-2">
        {ITEMS.map((item) => {
          const met = advice[item];
          return (
            <li key={item} className={cn('flex items-center gap-1.5', met ? 'text-brand-700' : 'text-slate-600')}>
              {met ? (
                <Check className="size-3.5 shrink-0" aria-hidden />
              ) : (
                <Circle className="size-3.5 shrink-0 text-slate-400" aria-hidden />
              )}
              <span>{t(`signUp.advice.${item}`)}</span>
              {met ? <span className="sr-only">{t('signUp.advice.met')}</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
