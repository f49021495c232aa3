import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** Spec §2: the profile's guest-mode notice, with sign-up and log-in actions that come back here. */
export function GuestNotice() {
  const { t } = useTranslation('profile');
  const back = paths.profile.getHref();
  return (
    <div
      className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm"
      data-testid="guest-notice"
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <UserRound className="size-6" aria-hidden />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('guest.title')}</h2>
      <p className="mt-2 max-w-sm text-sm leading-relaxed text-slate-600">{t('guest.description')}</p>
      <div className="mt-6 grid w-full max-w-xs grid-cols-1 gap-3 min-[360px]:grid-cols-2">
        <Button asChild>
          <Link to={paths.signup.getHref(back)}>{t('guest.signUp')}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.signin.getHref(back)}>{t('guest.logIn')}</Link>
        </Button>
      </div>
    </div>
  );
}
