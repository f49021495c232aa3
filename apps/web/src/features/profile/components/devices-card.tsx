import type { Session } from '@grove/contracts';
import { useQuery } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDialog } from '@/components/error-dialog';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { sessionsQueryOptions, useEndOtherSessions, useEndSession } from '../api/sessions';

/** A country code in the reader's language ("Vietnam", "Вьетнам"). */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function SessionRow({ session, onEnd, ending }: { session: Session; onEnd: () => void; ending: boolean }) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const device = session.device ?? t('devices.unknownDevice');
  const country = session.country ? countryName(session.country, language) : t('devices.unknownCountry');
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <MonitorSmartphone className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium break-words text-slate-900">
            {device}
            {session.current ? (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {t('devices.thisDevice')}
              </span>
            ) : null}
          </p>
          <p className="mt-0.5 text-sm text-slate-600">
            {country} · {t('devices.lastUsed', { when: formatDateTime(session.last_used_at, { locale: language }) })}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="self-start sm:self-center"
          loading={ending}
          onClick={onEnd}
          aria-label={t('devices.endLabel', { device })}
        >
          {t('devices.end')}
        </Button>
      )}
    </li>
  );
}

/** The profile's Devices: each signed-in session, ending one, or every other one. */
export function DevicesCard() {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const query = useQuery(sessionsQueryOptions());
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  // This device first, then the others by their last use (the server's order).
  const sessions = [...(query.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((session) => !session.current).length;

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('devices.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('devices.hint')}</p>
      {query.isPending ? (
        <div className="mt-5 flex justify-center">
          <Spinner className="size-6" label={t('devices.loading')} />
        </div>
      ) : query.isError ? (
        <p role="alert" className="mt-5 text-sm text-red-800">
          {errorText(t, query.error, t('devices.loadFailed'))}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              ending={endOne.isPending && endOne.variables === session.id}
              onEnd={() => endOne.mutate(session.id)}
            />
          ))}
        </ul>
      )}
      {done && others === 0 ? (
        <p role="status" className="mt-3 text-sm text-brand-800">
          {t('devices.othersEnded')}
        </p>
      ) : null}
      {others > 0 ? (
        <div className="mt-4 flex sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(true)} className="w-full sm:w-auto">
            <LogOut className="size-4 shrink-0" aria-hidden />
            {/* Long in Russian: it may wrap on a phone rather than push the icon out. */}
            <span className="leading-tight whitespace-normal">{t('devices.endOthers')}</span>
          </Button>
        </div>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('devices.confirmTitle')}
        description={t('devices.confirmText', { count: others })}
        closeLabel={t('common:actions.close')}
        tone="danger"
        icon={<LogOut className="size-5" aria-hidden />}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={endOthers.isPending}
              onClick={() =>
                endOthers.mutate(undefined, {
                  onSuccess: () => setDone(true),
                  onSettled: () => setConfirming(false),
                })
              }
            >
              {t('devices.endOthersConfirm')}
            </Button>
          </>
        }
      />
      <ErrorDialog
        open={endOne.isError || endOthers.isError}
        onClose={() => {
          endOne.reset();
          endOthers.reset();
        }}
        title={t('devices.failedTitle')}
        message={errorText(t, endOne.error ?? endOthers.error, t('devices.failedDefault'))}
      />
    </section>
  );
}
