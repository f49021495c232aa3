import type { DevClock, DevClockAdvance } from '@grove/contracts';
import { AlertTriangle, CheckCircle2, Clock, FastForward } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { currentLocale, formatDateTime } from '@/lib/format';
import { useAdvanceDevClock } from '../api/advance-dev-clock';
import { useDevClock } from '../api/get-dev-clock';

type Unit = 'minute' | 'hour' | 'day';

/** The moves offered: an hour (a reservation lapses), a day, and four days (a cancellation window closes). */
const STEPS: { key: string; amount: number; unit: Unit; body: DevClockAdvance }[] = [
  { key: 'hour', amount: 1, unit: 'hour', body: { advance_minutes: 60 } },
  { key: 'day', amount: 1, unit: 'day', body: { advance_days: 1 } },
  { key: 'days4', amount: 4, unit: 'day', body: { advance_days: 4 } },
];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "4 days", "1 hour": the locale's own words and plurals for a unit. */
const duration = (amount: number, unit: Unit) =>
  new Intl.NumberFormat(currentLocale(), { style: 'unit', unit, unitDisplay: 'long' }).format(amount);

/** How far ahead the clock runs, in days, hours and minutes ("4 days 1 hour"); empty when not ahead. */
function aheadBy(offsetMs: number): string {
  const days = Math.floor(offsetMs / DAY_MS);
  const hours = Math.floor((offsetMs % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((offsetMs % HOUR_MS) / MINUTE_MS);
  const parts: [number, Unit][] = [
    [days, 'day'],
    [hours, 'hour'],
    [minutes, 'minute'],
  ];
  return parts
    .filter(([amount]) => amount > 0)
    .map(([amount, unit]) => duration(amount, unit))
    .join(' ');
}

/** The platform's time now: the server's answer moved on by the time since it came. */
function usePlatformNow(clock: DevClock | undefined, answeredAt: number): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!clock) return null;
  const at = Date.parse(clock.now);
  return Number.isNaN(at) ? clock.now : new Date(at + Math.max(0, now - answeredAt)).toISOString();
}

/**
 * The test clock (outside production, as Stripe's test clocks): the platform's time, how far it
 * runs ahead of real time, and moves forward that every rule and job of the platform follows.
 */
export function TestClockPanel() {
  const { t } = useTranslation('test-clock');
  const clock = useDevClock();
  const advance = useAdvanceDevClock();
  const [moved, setMoved] = useState<string | null>(null);
  const now = usePlatformNow(clock.data, clock.dataUpdatedAt);
  const ahead = clock.data ? aheadBy(clock.data.offset_ms) : '';

  /** The server's detail; a 404 means this account may not use the clock (e.g. a /demo visit's operator). */
  const problem = (error: unknown, fallback: string) =>
    error instanceof ApiError ? (error.status === 404 ? t('notAvailable') : error.message || fallback) : fallback;

  const move = (step: (typeof STEPS)[number]) => {
    setMoved(null);
    advance.mutate(step.body, { onSuccess: () => setMoved(duration(step.amount, step.unit)) });
  };

  return (
    <section
      className="rounded-xl border border-amber-300 bg-amber-50/50 p-4 sm:p-5"
      aria-labelledby="test-clock-title"
      aria-busy={clock.isPending || undefined}
      data-testid="test-clock"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h2 id="test-clock-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Clock className="size-5 text-amber-800" aria-hidden />
            {t('title')}
          </h2>
          {clock.isPending ? (
            <Spinner className="mt-3 size-5" label={t('loading')} />
          ) : clock.isError ? (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {problem(clock.error, t('loadFailed'))}
            </p>
          ) : (
            <dl className="mt-2 grid gap-x-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-1">
              <dt className="text-slate-600">{t('now')}</dt>
              <dd className="mb-1.5 font-semibold text-slate-900 tabular-nums sm:mb-0" data-testid="platform-time">
                {formatDateTime(now)}
              </dd>
              <dt className="text-slate-600">{t('offset')}</dt>
              <dd className="text-slate-900" data-testid="clock-offset">
                {ahead || t('realTime')}
              </dd>
            </dl>
          )}
        </div>
        <div className="min-w-0">
          <p id="test-clock-moves" className="text-sm font-medium text-slate-800">
            {t('moveForward')}
          </p>
          <div role="group" aria-labelledby="test-clock-moves" className="mt-2 flex flex-wrap gap-2">
            {STEPS.map((step) => (
              <Button
                key={step.key}
                variant="secondary"
                size="sm"
                onClick={() => move(step)}
                disabled={advance.isPending || clock.isError}
              >
                <FastForward className="size-4" aria-hidden />
                {t('step', { duration: duration(step.amount, step.unit) })}
              </Button>
            ))}
          </div>
        </div>
      </div>
      <p className="mt-4 flex gap-2 text-sm text-amber-950">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
        {t('warning')}
      </p>
      <div role="status" aria-live="polite">
        {advance.isPending ? (
          <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
            <Spinner className="size-4" />
            {t('moving')}
          </p>
        ) : moved && clock.data ? (
          <p className="mt-3 flex items-start gap-2 rounded-lg bg-white p-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('moved', { duration: moved, now: formatDateTime(clock.data.now) })}
          </p>
        ) : null}
      </div>
      {advance.error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problem(advance.error, t('moveFailed'))}
        </p>
      ) : null}
    </section>
  );
}
