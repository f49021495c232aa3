import { zodResolver } from '@hookform/resolvers/zod';
import { emailChangeRequestSchema, EMAIL_CHANGE_TTL_HOURS, type User } from '@grove/contracts';
import { MailCheck, MailQuestion } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { errorText, validationText } from '@/lib/error-text';
import { useCancelEmailChange, useEmailChange, useRequestEmailChange } from '../api/email-change';
import { FormAlert, SettingsCard } from './settings-card';

type FormInput = z.input<typeof emailChangeRequestSchema>;
type FormOutput = z.output<typeof emailChangeRequestSchema>;
const EMPTY: FormInput = { new_email: '', current_password: '' };

/** The e-mail address, and a change that waits for both addresses to confirm it. */
export function EmailCard({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const state = useEmailChange();
  const request = useRequestEmailChange();
  const cancel = useCancelEmailChange();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(emailChangeRequestSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const message = (text: string | undefined) =>
    validationText(t, text, { 'Please enter your current password': 'settings:password.currentRequired' });
  const pending = state.data?.pending ?? null;

  const onSubmit = form.handleSubmit((values) => {
    request.mutate(values, { onSuccess: () => form.reset(EMPTY) });
  });

  return (
    <SettingsCard title={t('email.title')} description={t('email.description', { hours: EMAIL_CHANGE_TTL_HOURS })}>
      <p className="text-sm text-slate-600">
        {t('email.current')} <span className="font-medium break-all text-slate-900">{user.email}</span>
      </p>
      {pending ? (
        <div className="mt-4 rounded-xl bg-brand-50 p-4 text-sm text-brand-900" role="status">
          <p className="flex items-start gap-2 font-medium">
            <MailQuestion className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="min-w-0 break-words">{t('email.pending', { email: pending.new_email })}</span>
          </p>
          <ul className="mt-2 ml-6 list-disc space-y-1">
            <li>{pending.new_confirmed ? t('email.newConfirmed') : t('email.newWaiting')}</li>
            <li>{pending.old_confirmed ? t('email.oldConfirmed') : t('email.oldWaiting')}</li>
          </ul>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            loading={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {t('email.cancel')}
          </Button>
        </div>
      ) : null}
      {request.isSuccess && pending ? (
        <p className="mt-3 flex items-start gap-2 text-sm text-brand-800">
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('email.sent')}
        </p>
      ) : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 flex flex-col gap-5">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Field label={t('email.new')} error={message(errors.new_email?.message)}>
            {(control) => (
              <Input {...control} {...form.register('new_email')} type="email" autoComplete="email" maxLength={254} />
            )}
          </Field>
          <Field label={t('password.current')} error={message(errors.current_password?.message)}>
            {(control) => (
              <Input
                {...control}
                {...form.register('current_password')}
                type="password"
                autoComplete="current-password"
              />
            )}
          </Field>
        </div>
        {request.isError ? <FormAlert>{errorText(t, request.error, t('email.failed'))}</FormAlert> : null}
        <div className="flex justify-stretch sm:justify-end">
          <Button type="submit" loading={request.isPending} className="w-full sm:w-auto">
            {t('email.submit')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
