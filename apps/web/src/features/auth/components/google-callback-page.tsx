import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ErrorDialog } from '@/components/error-dialog';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { paths, safeRedirectTarget } from '@/lib/paths';
import { useGoogleCodeLogin } from '../api/google';
import { AuthCard } from './auth-card';
import { SecondStepForm } from './second-step-form';
import { forgetGoogleFlow, googleRedirectUri, peekGoogleFlow } from '../utils/google-flow';

interface CallbackCheck {
  code: string | null;
  target: string;
}

/** The code Google sent back, if the answer carries the state this tab remembered. */
function checkCallback(params: URLSearchParams): CallbackCheck {
  const remembered = peekGoogleFlow();
  const code = params.get('code');
  const state = params.get('state');
  const valid = Boolean(code) && !params.get('error') && remembered.state !== null && state === remembered.state;
  return {
    code: valid ? code : null,
    target: safeRedirectTarget(remembered.redirectTo, paths.profile.getHref()),
  };
}

/**
 * /auth/google/callback: 'Finishing authorization' while the code is exchanged
 * (POST /auth/google/code), then the second step when the account has one, then on to the
 * page the user came from.
 */
export function GoogleCallbackPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const [check] = useState(() => checkCallback(params));
  const [dialogOpen, setDialogOpen] = useState(true);
  const login = useGoogleCodeLogin();
  const { mutate } = login;
  const started = useRef(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    forgetGoogleFlow();
    if (check.code) mutate({ code: check.code, redirectUri: googleRedirectUri() });
  }, [check, mutate]);

  const secondStep = login.data?.secondStep ?? null;
  if (secondStep) {
    return (
      <AuthCard title={t('secondStep.title')} description={t('secondStep.googleSubtitle')}>
        <SecondStepForm
          step={secondStep}
          onSignedIn={() => void navigate(check.target, { replace: true })}
          onRestart={() => void navigate(paths.signin.getHref(check.target), { replace: true })}
        />
      </AuthCard>
    );
  }
  if (login.isSuccess) return <Navigate to={check.target} replace />;

  const failed = check.code === null || login.isError;
  return (
    <section className="flex justify-center px-4 pt-10 pb-12 sm:pt-16">
      <div
        className="flex w-full max-w-md flex-col items-center rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-xl shadow-slate-900/5"
        aria-busy={!failed}
      >
        {failed ? null : <Spinner className="mb-5 size-10 text-brand-700" />}
        <h1 className="text-xl font-bold tracking-tight text-slate-900">
          {failed ? t('callback.failed') : t('callback.title')}
        </h1>
        <p className="mt-2 text-sm text-slate-600" role="status">
          {failed ? t('callback.failedHint') : t('callback.description')}
        </p>
        {failed ? (
          <ButtonLink to={paths.signin.getHref()} className="mt-6">
            {t('callback.backToSignIn')}
          </ButtonLink>
        ) : null}
      </div>
      <ErrorDialog
        open={failed && dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={t('signIn.failedTitle')}
        message={errorText(t, login.error, t('signIn.failedDefault'))}
      />
    </section>
  );
}
