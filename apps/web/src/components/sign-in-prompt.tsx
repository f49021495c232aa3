import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { ButtonLink } from './ui/button';

/**
 * A signed-out visitor's card on a page that needs an account (spec §2: the profile's guest
 * mode, the portfolio's unauthorised state): sign-up and log-in actions that come back to `back`.
 */
export function SignInPrompt({
  icon: Icon,
  title,
  description,
  back,
  className,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  back: string;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm',
        className,
      )}
      data-testid={testId}
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 max-w-sm text-sm leading-relaxed text-slate-600">{description}</p>
      <div className="mt-6 grid w-full max-w-xs grid-cols-1 gap-3 min-[360px]:grid-cols-2">
        <ButtonLink to={paths.signup.getHref(back)}>{t('nav.signUp')}</ButtonLink>
        <ButtonLink to={paths.signin.getHref(back)} variant="secondary">
          {t('nav.logIn')}
        </ButtonLink>
      </div>
    </div>
  );
}
