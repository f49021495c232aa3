import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type LoginRequest } from '@grove/contracts';
import { KeyRound } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ErrorDialog } from '@/components/error-dialog';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorText, validationText } from '@/lib/error-text';
import { passkeyFailureOf, passkeysSupported } from '@/lib/passkeys';
import { paths, REDIRECT_PARAM, safeRedirectTarget } from '@/lib/paths';
import { useLogin } from '../api/login';
import { usePasskeySignIn } from '../api/passkey-sign-in';
import { AUTH_MESSAGE_KEYS, type SignInLocationState } from '../utils/messages';
import { AuthCard, OrDivider, SuccessNotice } from './auth-card';
import { GoogleSignIn, isGoogleSignInEnabled } from './google-sign-in';
import { PasswordInput } from './password-input';
import { SecondStepForm } from './second-step-form';

const linkClass = 'rounded font-semibold text-brand-700 underline-offset-4 hover:underline';

/** /signin: e-mail and password, forgot password, Google, and a link to sign up (spec §2). */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const redirectParam = searchParams.get(REDIRECT_PARAM);
  const target = safeRedirectTarget(redirectParam, paths.profile.getHref());
  const arrival = (location.state ?? null) as SignInLocationState | null;

  const form = useForm<LoginRequest, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: arrival?.email ?? '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const email = useWatch({ control: form.control, name: 'email' });
  const login = useLogin();
  const passkey = usePasskeySignIn();
  // Closing the device's prompt is not a failure worth a dialog.
  const passkeyFailure = passkeyFailureOf(passkey.error);
  const passkeyError = passkey.isError && passkeyFailure !== 'cancelled';

  // Password sign-in is paused for this account or address: the e-mailed link still works.
  const throttled = login.error instanceof ApiError && login.error.code === 'SIGN_IN_THROTTLED';
  const toSignInLink = () =>
    void navigate(paths.signInLink.getHref(), { state: { email } satisfies SignInLocationState });

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (outcome) => {
        if (outcome.session) void navigate(target, { replace: true });
      },
    });
  });

  // Two-step verification: the password was right, the code from the app (or a recovery code) is next.
  const secondStep = login.data?.secondStep ?? null;
  if (secondStep) {
    return (
      <AuthCard title={t('secondStep.title')} description={t('secondStep.subtitle')}>
        <SecondStepForm
          step={secondStep}
          onSignedIn={() => void navigate(target, { replace: true })}
          onRestart={() => login.reset()}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('signIn.title')}
      description={t('signIn.subtitle')}
      footer={
        <>
          {t('signIn.noAccount')}{' '}
          <Link to={paths.signup.getHref(redirectParam)} className={linkClass}>
            {t('signIn.signUpLink')}
          </Link>
        </>
      }
    >
      {arrival?.passwordReset ? (
        <div className="mb-6">
          <SuccessNotice>{t('signIn.passwordReset')}</SuccessNotice>
        </div>
      ) : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
        <Field label={t('fields.email')} error={validationText(t, errors.email?.message, AUTH_MESSAGE_KEYS)}>
          {(control) => (
            <Input
              {...control}
              {...form.register('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('fields.emailPlaceholder')}
            />
          )}
        </Field>
        <Field
          label={t('fields.password')}
          error={validationText(t, errors.password?.message, AUTH_MESSAGE_KEYS)}
          labelAside={
            <Link
              to={paths.forgotPassword.getHref()}
              state={{ email } satisfies SignInLocationState}
              className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {t('signIn.forgot')}
            </Link>
          }
        >
          {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" />}
        </Field>
        <Button type="submit" size="lg" className="mt-1 w-full" loading={login.isPending}>
          {t('signIn.submit')}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm">
        <Link
          to={paths.signInLink.getHref()}
          state={{ email } satisfies SignInLocationState}
          className="rounded font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t('signIn.emailLink')}
        </Link>
      </p>
      {isGoogleSignInEnabled() || passkeysSupported() ? <OrDivider /> : null}
      <div className="flex flex-col gap-3">
        {passkeysSupported() ? (
          <Button
            variant="secondary"
            size="lg"
            className="w-full"
            loading={passkey.isPending}
            onClick={() => passkey.mutate(undefined, { onSuccess: () => void navigate(target, { replace: true }) })}
          >
            <KeyRound className="size-4 shrink-0" aria-hidden />
            {/* Long in Vietnamese: it may wrap on a phone rather than push the icon out. */}
            <span className="leading-tight whitespace-normal">{t('signIn.passkey')}</span>
          </Button>
        ) : null}
        {isGoogleSignInEnabled() ? <GoogleSignIn redirectTo={target} /> : null}
      </div>
      <ErrorDialog
        open={passkeyError}
        onClose={() => passkey.reset()}
        title={t('signIn.failedTitle')}
        message={
          passkeyFailure === 'failed'
            ? t('signIn.passkeyFailed')
            : errorText(t, passkey.error, t('signIn.passkeyFailed'))
        }
      />
      <ErrorDialog
        open={login.isError}
        onClose={() => login.reset()}
        title={t('signIn.failedTitle')}
        message={errorText(t, login.error, t('signIn.failedDefault'))}
        {...(throttled ? { action: { label: t('signIn.emailLink'), onClick: toSignInLink } } : {})}
      />
    </AuthCard>
  );
}
