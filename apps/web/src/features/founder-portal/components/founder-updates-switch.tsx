import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useFounderSettings, useSetFounderSettings } from '../api/changes';

/** The console's moderation switch for a business's founders' updates (issue 26). */
export function FounderUpdatesSwitch({ projectId }: { projectId: string }) {
  const { t } = useTranslation('founder-portal');
  const settings = useFounderSettings(projectId);
  const save = useSetFounderSettings(projectId);
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-labelledby="founder-updates-switch"
    >
      <h2 id="founder-updates-switch" className="text-lg font-semibold text-slate-900">
        {t('moderation.title')}
      </h2>
      <label className="mt-3 flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-700"
          checked={settings.data?.updates_need_approval ?? false}
          disabled={!settings.data || save.isPending}
          onChange={(event) => save.mutate({ updates_need_approval: event.target.checked })}
        />
        <span>
          <span className="font-medium">{t('moderation.label')}</span>
          <span className="block text-slate-600">{t('moderation.hint')}</span>
        </span>
      </label>
      {save.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText(t, save.error, save.error.message)}
        </p>
      ) : null}
    </section>
  );
}
