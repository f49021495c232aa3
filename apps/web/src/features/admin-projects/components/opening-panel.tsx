import type { AdminProject } from '@grove/contracts';
import type { TFunction } from 'i18next';
import { Clock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OpeningCountdown } from '@/components/opening-countdown';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useOpening } from '@/lib/server-time';
import { useSetOpening } from '../api/set-opening';
import { fieldMessage } from '../utils/field-messages';
import { fromLocalInput, toLocalInput } from '../utils/form-values';

/** "Asia/Ho_Chi_Minh (GMT+7)": the zone the operator's date and time input speaks. */
export function localZoneLabel(now = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = new Intl.DateTimeFormat('en-US', { timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset && zone ? `${zone} (${offset})` : (zone ?? offset ?? '');
}

/** What the server said of an opening time: the field's own message, else the refusal's text. */
function openingError(t: TFunction, error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    const field = error.fields.find((f) => f.path === 'opens_at');
    if (field) return fieldMessage(t, field.message) ?? field.message;
    if (error.code === 'CONFLICT') return fieldMessage(t, error.message) ?? error.message;
  }
  return errorText(t, error, t('admin-projects:opening.failed'));
}

/**
 * The date and time an opening is typed in: the operator's own time zone, named beside it (the
 * server keeps an instant). Empty means "no opening time".
 */
export function OpeningTimeInput({
  value,
  onChange,
  label,
  hint,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  hint?: string;
  error?: string | null;
}) {
  const { t } = useTranslation('admin-projects');
  return (
    <Field
      label={label}
      error={error}
      hint={[hint, t('opening.zone', { zone: localZoneLabel() })].filter(Boolean).join(' ')}
    >
      {(control) => (
        <Input
          {...control}
          type="datetime-local"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid="opening-input"
          className="sm:max-w-xs"
        />
      )}
    </Field>
  );
}

/**
 * The console's opening time (issue 24; docs/architecture.md, "Launch time"): set, moved or
 * cleared on a draft and on a published raise until it opens, in the operator's time zone; the
 * server refuses a time in the past (by its clock) or after the deadline, and once the raise has
 * opened the time is shown and no longer changes. Each change is in the audit log.
 */
export function OpeningPanel({ project }: { project: AdminProject }) {
  const { t } = useTranslation('admin-projects');
  const titleId = useId();
  const opening = useOpening(project.opens_at);
  const change = useSetOpening(project.id);
  const [value, setValue] = useState(() => toLocalInput(project.opens_at));
  const [missing, setMissing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [confirmingOpen, setConfirmingOpen] = useState(false);
  const published = project.published_at !== null;
  // Published without an opening time, it opened then: nothing to set.
  if (published && !project.opens_at) return null;

  const opensText = project.opens_at ? formatDateTime(project.opens_at, { withZone: true }) : null;
  if (published && !opening.upcoming) {
    return (
      <section
        aria-labelledby={titleId}
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
        data-testid="opening-panel"
      >
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Clock className="size-4 text-slate-500" aria-hidden />
          {t('opening.title')}
        </h2>
        <p className="mt-2 text-sm text-slate-700" data-testid="opening-opened">
          {t('opening.opened', { date: opensText })}
        </p>
      </section>
    );
  }

  const save = (opensAt: string | null) => {
    setSaved(false);
    change.mutate(opensAt, {
      onSuccess: (project) => {
        setValue(toLocalInput(project.opens_at));
        setSaved(true);
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!value);
    if (value) save(fromLocalInput(value));
  };
  const error = missing ? fieldMessage(t, 'Enter a date and time') : openingError(t, change.error);

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="opening-panel"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Clock className="size-4 text-slate-500" aria-hidden />
        {t('opening.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('opening.hint')}</p>
      <p className="mt-3 text-sm font-medium text-slate-900" data-testid="opening-current">
        {project.opens_at ? (
          <>
            {t('opening.scheduled', { date: opensText })}
            {opening.opensAtOnDevice !== null ? (
              <>
                {' · '}
                {t('opening.in')} <OpeningCountdown opensAtOnDevice={opening.opensAtOnDevice} />
              </>
            ) : null}
          </>
        ) : (
          t('opening.none')
        )}
      </p>
      <form className="mt-4 flex flex-col gap-3" onSubmit={onSubmit} noValidate>
        <OpeningTimeInput
          value={value}
          onChange={(next) => {
            setValue(next);
            setMissing(false);
            setSaved(false);
          }}
          label={t('opening.label')}
          error={error}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" variant="secondary" loading={change.isPending} data-testid="opening-save">
            {t('opening.save')}
          </Button>
          {project.opens_at ? (
            <Button
              type="button"
              variant="ghost"
              disabled={change.isPending}
              data-testid="opening-clear"
              onClick={() => (published ? setConfirmingOpen(true) : save(null))}
            >
              {published ? t('opening.openNow') : t('opening.clear')}
            </Button>
          ) : null}
          {saved && !change.isPending ? (
            <span role="status" className="text-sm text-brand-800">
              {t('opening.saved')}
            </span>
          ) : null}
        </div>
      </form>
      <Dialog
        open={confirmingOpen}
        onOpenChange={setConfirmingOpen}
        title={t('opening.openNowTitle')}
        description={t('opening.openNowConfirm')}
        closeLabel={t('publish.close')}
        icon={<Clock className="size-5" aria-hidden />}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmingOpen(false)}>
              {t('publish.cancel')}
            </Button>
            <Button
              data-testid="opening-open-now"
              onClick={() => {
                setConfirmingOpen(false);
                save(null);
              }}
            >
              {t('opening.openNow')}
            </Button>
          </>
        }
      />
    </section>
  );
}
