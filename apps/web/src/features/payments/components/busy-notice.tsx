import { Hourglass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The seconds left until `until` (ms, device clock), counting down. */
function SecondsLeft({ until }: { until: number }) {
  const { t } = useTranslation('payments');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return <>{t('busy.retrying', { count: Math.max(1, Math.ceil((until - now) / 1000)) })}</>;
}

/**
 * The calm state of an overloaded launch (issue 24): the confirm was not refused, it waits its
 * turn and goes again by itself when the server said to. `retryAt`: when (ms, device clock).
 */
export function BusyNotice({ retryAt }: { retryAt: number | null }) {
  const { t } = useTranslation('payments');
  if (retryAt === null) return null;
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="busy-notice"
      className="flex gap-2 rounded-xl bg-sky-50 p-4 text-sm text-sky-900 ring-1 ring-sky-200 ring-inset"
    >
      <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="font-semibold">{t('busy.title')}</span> <SecondsLeft key={retryAt} until={retryAt} />
      </span>
    </p>
  );
}
