import { CheckCircle2 } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useEndSessionByLink } from '../api/sign-in-link';
import { AuthCard } from './auth-card';
import { tokenFromHash } from './sign-in-link-page';

const linkClass = 'rounded font-semibold text-brand-700 underline-offset-4 hover:underline';

/** /sessions/end: the new-device e-mail's "End that session" link; confirms that it ended. */
export function EndSessionPage() {
  const { t } = useTranslation('auth');
  const { hash } = useLocation();
  const token = useMemo(() => tokenFromHash(hash), [hash]);
  const end = useEndSessionByLink();
  const started = useRef(false);
  const { mutate } = end;

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    window.history.replaceState(null, '', paths.endSession.getHref());
    mutate(token);
  }, [mutate, token]);

  if (token && (end.isIdle || end.isPending)) return <PageLoader label={t('endSession.ending')} />;
  if (!token || end.isError) {
    return (
      <AuthCard
        title={t('endSession.failedTitle')}
        description={token ? errorText(t, end.error, t('endSession.failedDefault')) : t('endSession.failedDefault')}
      >
        <Link to={paths.signin.getHref()} className={linkClass}>
          {t('forgot.backToSignIn')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('endSession.title')}>
      <p role="status" className="flex items-start gap-3 text-sm leading-relaxed text-slate-700">
        <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        {t('endSession.done')}
      </p>
      <div className="mt-6 flex flex-col gap-3 text-sm">
        <Link to={paths.forgotPassword.getHref()} className={linkClass}>
          {t('endSession.changePassword')}
        </Link>
        <Link to={paths.signin.getHref()} className={linkClass}>
          {t('forgot.backToSignIn')}
        </Link>
      </div>
    </AuthCard>
  );
}
