import type { User } from '@grove/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, BadgeCheck, Camera, Clock, IdCard, Lock, ShieldCheck } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { PageLoader } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { errorText, validationText } from '@/lib/error-text';
import { maskDate } from '@/lib/masks';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useStartVerification } from '../api/kyc-api';
import {
  DETAIL_MESSAGE_KEYS,
  detailFieldOf,
  detailsResolver,
  nameParts,
  type DetailField,
  type DetailValues,
} from '../utils/details-form';
import { pendingProvider, providerUrl } from '../utils/provider-redirect';
import { Card, VerificationShell } from './verification-shell';

function Need({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 text-sm text-slate-700">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      {children}
    </li>
  );
}

function DetailsForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation('verification');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useStartVerification();
  const form = useForm<DetailValues>({
    resolver: detailsResolver,
    // Pre-filled from the profile: the name, date of birth and e-mail.
    defaultValues: {
      ...nameParts(user.name),
      dateOfBirth: user.date_of_birth ?? '',
      email: user.email,
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const message = (text: string | undefined) => validationText(t, text, DETAIL_MESSAGE_KEYS);
  const dateField = form.register('dateOfBirth');

  const onSubmit = form.handleSubmit((values) => {
    start.mutate(values, {
      onSuccess: (session) => {
        pendingProvider.set(providerUrl(session.url, i18n.resolvedLanguage ?? i18n.language));
        void navigate(paths.verificationProgress.getHref());
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        // Already verified (elsewhere, or a moment ago): the fresh user shows the verified state.
        if (error.code === 'KYC_ALREADY_VERIFIED')
          void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        for (const field of error.fields) {
          const name = detailFieldOf(field.path);
          if (name) form.setError(name, { type: 'server', message: field.message });
        }
      },
    });
  });

  const text = (name: DetailField, extra: ComponentProps<'input'> = {}) => (
    <Field label={t(`fields.${name}`)} error={message(errors[name]?.message)}>
      {(control) => <Input {...control} {...form.register(name)} {...extra} />}
    </Field>
  );

  const serverFieldErrors = start.error instanceof ApiError && start.error.fields.some((f) => detailFieldOf(f.path));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {text('firstName', { autoComplete: 'given-name', maxLength: 100 })}
        <Field label={t('fields.middleName')} hint={t('fields.optional')} error={message(errors.middleName?.message)}>
          {(control) => (
            <Input {...control} {...form.register('middleName')} autoComplete="additional-name" maxLength={100} />
          )}
        </Field>
        {text('lastName', { autoComplete: 'family-name', maxLength: 100 })}
        <Field label={t('fields.dateOfBirth')} error={message(errors.dateOfBirth?.message)}>
          {(control) => (
            <Input
              {...control}
              {...dateField}
              onChange={(event) => {
                event.target.value = maskDate(event.target.value);
                void dateField.onChange(event);
              }}
              inputMode="numeric"
              autoComplete="bday"
              maxLength={10}
              placeholder={t('fields.datePlaceholder')}
            />
          )}
        </Field>
        <Field label={t('fields.email')} error={message(errors.email?.message)} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              {...form.register('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
      </div>
      {errors.root?.message ? (
        <p role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {message(errors.root.message)}
        </p>
      ) : null}
      {start.isError && !serverFieldErrors ? (
        <p role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorText(t, start.error, t('form.failed'))}
        </p>
      ) : null}
      <p className="mt-5 flex items-start gap-2 text-xs leading-relaxed text-slate-500">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        {t('start.privacy')}
      </p>
      <div className="mt-6 flex justify-end">
        <Button type="submit" size="lg" loading={start.isPending} className="w-full sm:w-auto">
          {t('form.submit')}
          {start.isPending ? null : <ArrowRight className="size-4" aria-hidden />}
        </Button>
      </div>
    </form>
  );
}

function Verified() {
  const { t } = useTranslation('verification');
  return (
    <Card padded={false} className="flex flex-col items-center px-6 py-10 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <BadgeCheck className="size-8" aria-hidden />
      </div>
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{t('verified.title')}</h2>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-slate-600">{t('verified.description')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.businesses.getHref()}>{t('verified.explore')}</ButtonLink>
        <ButtonLink to={paths.profile.getHref()} variant="secondary">
          {t('verified.profile')}
        </ButtonLink>
      </div>
    </Card>
  );
}

/** /verification: why and what you need, then the personal-information form (or the verified state). */
export function VerificationPage() {
  const { t } = useTranslation('verification');
  const user = useSession((s) => s.user);
  if (!user) return <PageLoader label={t('loading')} />;
  const verified = user.verification_status === 'passed';

  return (
    <VerificationShell
      title={t('start.title')}
      description={verified ? undefined : t('start.lead')}
      icon={<ShieldCheck className="size-6" aria-hidden />}
    >
      {verified ? (
        <Verified />
      ) : (
        <div className="flex flex-col gap-6">
          <Card>
            <h2 className="font-semibold text-slate-900">{t('start.needTitle')}</h2>
            <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
              <Need icon={<IdCard className="size-5" aria-hidden />}>{t('start.needId')}</Need>
              <Need icon={<Camera className="size-5" aria-hidden />}>{t('start.needCamera')}</Need>
              <Need icon={<Clock className="size-5" aria-hidden />}>{t('start.needTime')}</Need>
            </ul>
          </Card>
          {user.verification_status === 'in_progress' ? (
            <p
              role="status"
              className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-950"
            >
              {t('start.inProgress')}{' '}
              <Link to={paths.verificationReturn.getHref()} className="font-semibold underline underline-offset-4">
                {t('start.checkStatus')}
              </Link>
            </p>
          ) : null}
          <Card>
            <h2 className="font-semibold text-slate-900">{t('form.title')}</h2>
            <p className="mt-1 mb-5 text-sm text-slate-600">{t('form.lead')}</p>
            <DetailsForm user={user} />
          </Card>
        </div>
      )}
    </VerificationShell>
  );
}
