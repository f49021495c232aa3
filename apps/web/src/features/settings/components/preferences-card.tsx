import type { EmailKind } from '@grove/contracts';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useEmailPreferences, useSetEmailPreference } from '../api/email-preferences';
import { FormAlert, SettingsCard } from './settings-card';

/** Which kinds of e-mail arrive; security and money ones always do. */
export function PreferencesCard() {
  const { t } = useTranslation('settings');
  const preferences = useEmailPreferences();
  const update = useSetEmailPreference();
  const toggle = (kind: EmailKind, enabled: boolean) => update.mutate({ kind, enabled });

  return (
    <SettingsCard title={t('preferences.title')} description={t('preferences.description')}>
      {preferences.isPending ? (
        <p className="text-sm text-slate-500">{t('loading')}</p>
      ) : preferences.isError ? (
        <FormAlert>{errorText(t, preferences.error, t('preferences.loadFailed'))}</FormAlert>
      ) : (
        <ul className="-my-3 divide-y divide-slate-100">
          {preferences.data.preferences.map(({ kind, enabled, required }) => {
            const id = `email-kind-${kind}`;
            return (
              <li key={kind} className="flex items-start gap-3 py-3">
                <input
                  id={id}
                  type="checkbox"
                  checked={enabled}
                  disabled={required || update.isPending}
                  aria-describedby={`${id}-hint`}
                  onChange={(event) => toggle(kind, event.target.checked)}
                  className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700 disabled:cursor-not-allowed"
                />
                <div className="min-w-0 flex-1">
                  <label htmlFor={id} className="text-sm font-medium text-slate-900">
                    {t(`preferences.kinds.${kind}.label`)}
                  </label>
                  <p id={`${id}-hint`} className="text-xs text-slate-600">
                    {t(`preferences.kinds.${kind}.hint`)}
                  </p>
                </div>
                {required ? (
                  <span className="inline-flex shrink-0 items-center gap-1 text-xs text-slate-500">
                    <Lock className="size-3.5" aria-hidden />
                    {t('preferences.alwaysOn')}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {update.isError ? (
        <div className="mt-4">
          <FormAlert>{errorText(t, update.error, t('preferences.saveFailed'))}</FormAlert>
        </div>
      ) : null}
    </SettingsCard>
  );
}
