import { closeAccountRequestSchema } from '@grove/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/form-field';
import { errorText, validationText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useCloseAccount } from '../api/close-account';
import { FormAlert, SettingsCard } from './settings-card';

type FormInput = z.input<typeof closeAccountRequestSchema>;
type FormOutput = z.output<typeof closeAccountRequestSchema>;

/** Close the account: a dialog asks for the password; a refusal says why and keeps the dialog open. */
export function CloseAccountCard() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const close = useCloseAccount(async () => {
    setOpen(false);
    await navigate(paths.accountClosed.getHref(), { replace: true });
  });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(closeAccountRequestSchema),
    defaultValues: { current_password: '' },
  });
  const message = (text: string | undefined) =>
    validationText(t, text, { 'Please enter your current password': 'settings:password.currentRequired' });

  const onSubmit = form.handleSubmit((values) => {
    close.mutate(values);
  });

  const setDialog = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset({ current_password: '' });
      close.reset();
    }
  };

  return (
    <SettingsCard title={t('close.title')} description={t('close.description')} tone="danger">
      <Button variant="danger" onClick={() => setDialog(true)} className="w-full sm:w-auto">
        {t('close.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setDialog}
        tone="danger"
        icon={<TriangleAlert className="size-5" aria-hidden />}
        title={t('close.dialogTitle')}
        description={t('close.dialogDescription')}
        closeLabel={t('common:actions.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDialog(false)}>
              {t('close.keep')}
            </Button>
            <Button variant="danger" type="submit" form="close-account-form" loading={close.isPending}>
              {t('close.confirm')}
            </Button>
          </>
        }
      >
        <form
          id="close-account-form"
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="flex flex-col gap-4"
        >
          <Field label={t('password.current')} error={message(form.formState.errors.current_password?.message)}>
            {(control) => (
              <Input
                {...control}
                {...form.register('current_password')}
                type="password"
                autoComplete="current-password"
              />
            )}
          </Field>
          {close.isError ? <FormAlert>{errorText(t, close.error, t('close.failed'))}</FormAlert> : null}
        </form>
      </Dialog>
    </SettingsCard>
  );
}
