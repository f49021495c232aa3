import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequestSchema, RECOVERY_CODE_LENGTH, resetPasswordRequestSchema } from '@grove/contracts';
import { ArrowLeft, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ErrorDialog } from '@/components/error-dialog';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { errorText, validationText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { publicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/session';
import { useRequestRecoveryCode } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { AUTH_MESSAGE_KEYS, type SignInLocationState } from '../utils/messages';
import { AuthCard, SuccessNotice } from './auth-card';
import { PasswordInput } from './password-input';

const linkClass = 'rounded font-semibold text-brand-700 underline-offset-4 hover:underline';

/**
 * /forgot-password (spec §2, §4; PRODUCT.md decision 2): step one asks for the
 * e-mail and has a code sent; step two takes the code and the new password.
 * The session's recoveryCode holds the address a code was requested for, so the
 * page reopens on step two after a visit to the mailbox.
 */
export function ForgotPasswordPage() {
  const location = useLocation();
  const requestedFor = useSession((s) => s.recoveryCode);
  const [email, setEmail] = useState(
    () => requestedFor ?? ((location.state ?? null) as SignInLocationState | null)?.email ?? '',
  );
  const [step, setStep] = useState<'request' | 'reset'>(() => (requestedFor ? 'reset' : 'request'));

  if (step === 'reset') {
    return (
      <ResetStep
        email={email}
        onBack={() => {
          useSession.getState().setRecoveryCode(null);
          setStep('request');
        }}
      />
    );
  }
  return (
    <RequestStep
      defaultEmail={email}
      onSent={(sentTo) => {
        setEmail(sentTo);
        setStep('reset');
      }}
    />
  );
}

function RequestStep({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const form = useForm<
    z.input<typeof forgotPasswordRequestSchema>,
    unknown,
    z.output<typeof forgotPasswordRequestSchema>
  >({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  });
  const request = useRequestRecoveryCode();
  const onSubmit = form.handleSubmit(({ email }) => {
    request.mutate(email, { onSuccess: () => onSent(email) });
  });

  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.requestSubtitle')}
      footer={
        <Link to={paths.signin.getHref()} className={linkClass}>
          {t('forgot.backToSignIn')}
        </Link>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
        <Field
          label={t('fields.email')}
          error={validationText(t, form.formState.errors.email?.message, AUTH_MESSAGE_KEYS)}
        >
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
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          {t('forgot.sendCode')}
        </Button>
      </form>
      <ErrorDialog
        open={request.isError}
        onClose={() => request.reset()}
        title={t('forgot.recoveryFailedTitle')}
        message={errorText(t, request.error, t('forgot.recoveryFailedDefault'))}
      />
    </AuthCard>
  );
}

function ResetStep({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm<
    z.input<typeof resetPasswordRequestSchema>,
    unknown,
    z.output<typeof resetPasswordRequestSchema>
  >({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { email, code: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const reset = useResetPassword();
  const resend = useRequestRecoveryCode();
  const message = (text: string | undefined) => validationText(t, text, AUTH_MESSAGE_KEYS);

  const onSubmit = form.handleSubmit((values) => {
    reset.mutate(values, {
      onSuccess: () =>
        void navigate(paths.signin.getHref(), {
          state: { email, passwordReset: true } satisfies SignInLocationState,
        }),
    });
  });

  const mailboxHref = `${paths.devMailbox.getHref()}?email=${encodeURIComponent(email)}`;

  return (
    <AuthCard
      title={t('forgot.title')}
      description={t('forgot.resetSubtitle', { email })}
      footer={
        <Link to={paths.signin.getHref()} className={linkClass}>
          {t('forgot.backToSignIn')}
        </Link>
      }
    >
      <div className="mb-6 flex flex-col gap-3">
        <SuccessNotice>{t('forgot.sent')}</SuccessNotice>
        {publicConfig().devMailbox ? (
          <a
            href={mailboxHref}
            target="_blank"
            rel="noopener"
            className="flex items-center gap-2 rounded-lg border border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 hover:bg-amber-100"
          >
            <Inbox className="size-4 shrink-0" aria-hidden />
            {t('forgot.devMailbox')}
          </a>
        ) : null}
      </div>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
        <Field label={t('fields.code')} error={message(errors.code?.message)} hint={t('forgot.codeHint')}>
          {(control) => (
            <Input
              {...control}
              {...form.register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={RECOVERY_CODE_LENGTH}
              placeholder={'0'.repeat(RECOVERY_CODE_LENGTH)}
              className="font-mono tracking-[0.3em]"
            />
          )}
        </Field>
        <Field label={t('fields.newPassword')} error={message(errors.password?.message)}>
          {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" />}
        </Field>
        <Field label={t('fields.confirmNewPassword')} error={message(errors.confirmPassword?.message)}>
          {(control) => (
            <PasswordInput {...control} {...form.register('confirmPassword')} autoComplete="new-password" />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          {t('forgot.resetSubmit')}
        </Button>
      </form>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
        <button
          type="button"
          onClick={onBack}
          className={`inline-flex min-h-11 cursor-pointer items-center gap-1.5 ${linkClass}`}
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('forgot.backToEmail')}
        </button>
        <button
          type="button"
          onClick={() => resend.mutate(email)}
          disabled={resend.isPending}
          className={`inline-flex min-h-11 cursor-pointer items-center disabled:opacity-60 ${linkClass}`}
        >
          {resend.isSuccess ? t('forgot.resent') : t('forgot.resend')}
        </button>
      </div>
      <ErrorDialog
        open={reset.isError}
        onClose={() => reset.reset()}
        title={t('forgot.resetFailedTitle')}
        message={errorText(t, reset.error, t('forgot.resetFailedDefault'))}
      />
      <ErrorDialog
        open={resend.isError}
        onClose={() => resend.reset()}
        title={t('forgot.recoveryFailedTitle')}
        message={errorText(t, resend.error, t('forgot.recoveryFailedDefault'))}
      />
    </AuthCard>
  );
}
