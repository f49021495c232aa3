import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileRequestSchema, type User } from '@grove/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorText, validationText } from '@/lib/error-text';
import { maskDate } from '@/lib/masks';
import { useUpdateProfile } from '../api/update-profile';
import { changesOf, formValuesOf, PROFILE_MESSAGE_KEYS, profileFieldOf } from '../utils/profile-form';

const profileFormSchema = updateProfileRequestSchema.pick({
  name: true,
  phone: true,
  location: true,
  date_of_birth: true,
});
type FormInput = z.input<typeof profileFormSchema>;
type FormOutput = z.output<typeof profileFormSchema>;

/** The editable personal details: name, phone, location, date of birth. Saves what changed. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: formValuesOf(user),
    mode: 'onTouched',
  });
  const { errors, isDirty, dirtyFields } = form.formState;
  const update = useUpdateProfile();
  const message = (text: string | undefined) => validationText(t, text, PROFILE_MESSAGE_KEYS);

  const onSubmit = form.handleSubmit((values) => {
    const changes = changesOf(values, dirtyFields);
    update.mutate(changes, {
      onSuccess: (saved) => form.reset(formValuesOf(saved)),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const field of error.fields) {
          const name = profileFieldOf(field.path);
          if (name) form.setError(name, { type: 'server', message: field.message });
        }
      },
    });
  });

  const dateField = form.register('date_of_birth');
  const fieldErrorsShown = update.error instanceof ApiError && update.error.fields.some((f) => profileFieldOf(f.path));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field label={t('fields.name')} error={message(errors.name?.message)} className="sm:col-span-2">
          {(control) => <Input {...control} {...form.register('name')} autoComplete="name" maxLength={120} />}
        </Field>
        <Field label={t('fields.phone')} error={message(errors.phone?.message)}>
          {(control) => (
            <Input
              {...control}
              {...form.register('phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={20}
              placeholder={t('placeholders.phone')}
            />
          )}
        </Field>
        <Field label={t('fields.dateOfBirth')} error={message(errors.date_of_birth?.message)}>
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
              placeholder={t('placeholders.dateOfBirth')}
            />
          )}
        </Field>
        <Field label={t('fields.location')} error={message(errors.location?.message)} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              {...form.register('location')}
              autoComplete="address-level2"
              maxLength={120}
              placeholder={t('placeholders.location')}
            />
          )}
        </Field>
      </div>
      {update.isError && !fieldErrorsShown ? (
        <p role="alert" className="mt-5 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorText(t, update.error, t('saveFailed'))}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p role="status" className="text-center text-sm text-brand-800 sm:text-right">
          {update.isSuccess && !isDirty ? (
            <span className="inline-flex items-center gap-1.5">
              <CheckCircle2 className="size-4" aria-hidden />
              {t('saved')}
            </span>
          ) : null}
        </p>
        <Button type="submit" loading={update.isPending} disabled={!isDirty}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
