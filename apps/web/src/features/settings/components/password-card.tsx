import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordRequestSchema } from '@grove/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { errorText, validationText } from '@/lib/error-text';
import { useChangePassword } from '../api/change-password';
import { Done, FormAlert, SettingsCard } from './settings-card';

type FormInput = z.input<typeof changePasswordRequestSchema>;
type FormOutput = z.output<typeof changePasswordRequestSchema>;
const EMPTY: FormInput = { current_password: '', password: '', confirmPassword: '' };

/** Change the password with the current one; the other devices are signed out. */
export function PasswordCard() {
  const { t } = useTranslation('settings');
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const change = useChangePassword();
  const { errors } = form.formState;
  const message = (text: string | undefined) =>
    validationText(t, text, { 'Please enter your current password': 'settings:password.currentRequired' });

  const onSubmit = form.handleSubmit((values) => {
    change.mutate(values, { onSuccess: () => form.reset(EMPTY) });
  });

  return (
    <SettingsCard title={t('password.title')} description={t('password.description')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
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
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Field label={t('password.new')} error={message(errors.password?.message)} hint={t('password.rules')}>
            {(control) => (
              <Input {...control} {...form.register('password')} type="password" autoComplete="new-password" />
            )}
          </Field>
          <Field label={t('password.confirm')} error={message(errors.confirmPassword?.message)}>
            {(control) => (
              <Input {...control} {...form.register('confirmPassword')} type="password" autoComplete="new-password" />
            )}
          </Field>
        </div>
        {change.isError ? <FormAlert>{errorText(t, change.error, t('password.failed'))}</FormAlert> : null}
        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          {change.isSuccess && !form.formState.isDirty ? <Done>{t('password.done')}</Done> : null}
          <Button type="submit" loading={change.isPending}>
            {t('password.submit')}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
