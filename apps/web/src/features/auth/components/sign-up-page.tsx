import { zodResolver } from '@hookform/resolvers/zod';
import { normalizeLanguage, registerRequestSchema, type RegisterRequest } from '@grove/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ErrorDialog } from '@/components/error-dialog';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { errorText, validationText } from '@/lib/error-text';
import { paths, REDIRECT_PARAM, safeRedirectTarget } from '@/lib/paths';
import { useRegister } from '../api/register';
import { AUTH_MESSAGE_KEYS } from '../utils/messages';
import { AuthCard, OrDivider } from './auth-card';
import { GoogleSignIn, isGoogleSignInEnabled } from './google-sign-in';
import { PasswordAdvice } from './password-advice';
import { PasswordInput } from './password-input';

const linkClass = 'rounded font-semibold text-brand-700 underline-offset-4 hover:underline';
const ADVICE_ID = 'password-advice';

/**
 * /signup: e-mail, password and its confirmation (spec §2, §5). The spec's texts
 * block the form; the character-class advice is shown live and never blocks.
 */
export function SignUpPage() {
  const { t, i18n } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const redirectParam = searchParams.get(REDIRECT_PARAM);
  const target = safeRedirectTarget(redirectParam, paths.profile.getHref());

  const form = useForm<RegisterRequest, unknown, z.output<typeof registerRequestSchema>>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const registration = useRegister();

  const onSubmit = form.handleSubmit((values) => {
    const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
    registration.mutate(
      { email: values.email, password: values.password, confirmPassword: values.confirmPassword, language },
      { onSuccess: () => void navigate(target, { replace: true }) },
    );
  });

  const message = (text: string | undefined) => validationText(t, text, AUTH_MESSAGE_KEYS);

  return (
    <AuthCard
      title={t('signUp.title')}
      description={t('signUp.subtitle')}
      footer={
        <>
          {t('signUp.haveAccount')}{' '}
          <Link to={paths.signin.getHref(redirectParam)} className={linkClass}>
            {t('signUp.signInLink')}
          </Link>
        </>
      }
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
        <Field label={t('fields.email')} error={message(errors.email?.message)}>
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
        <div className="flex flex-col gap-2">
          <Field label={t('fields.password')} error={message(errors.password?.message)}>
            {(control) => (
              <PasswordInput
                {...control}
                aria-describedby={
                  [control['aria-describedby'], password ? ADVICE_ID : null].filter(Boolean).join(' ') || undefined
                }
                {...form.register('password')}
                autoComplete="new-password"
              />
            )}
          </Field>
          {password ? <PasswordAdvice id={ADVICE_ID} password={password} /> : null}
        </div>
        <Field label={t('fields.confirmPassword')} error={message(errors.confirmPassword?.message)}>
          {(control) => (
            <PasswordInput {...control} {...form.register('confirmPassword')} autoComplete="new-password" />
          )}
        </Field>
        <p className="text-xs leading-relaxed text-slate-600">
          <Trans
            t={t}
            i18nKey="signUp.terms"
            components={{
              terms: <Link to={paths.terms.getHref()} target="_blank" className={linkClass} />,
              privacy: <Link to={paths.privacy.getHref()} target="_blank" className={linkClass} />,
            }}
          />
        </p>
        <Button type="submit" size="lg" className="w-full" loading={registration.isPending}>
          {t('signUp.submit')}
        </Button>
      </form>
      {isGoogleSignInEnabled() ? (
        <>
          <OrDivider />
          <GoogleSignIn redirectTo={target} />
        </>
      ) : null}
      <ErrorDialog
        open={registration.isError}
        onClose={() => registration.reset()}
        title={t('signUp.failedTitle')}
        message={errorText(t, registration.error, t('signUp.failedDefault'))}
      />
    </AuthCard>
  );
}
