import { countdownParts } from '@grove/contracts';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useHydrated } from '@/lib/hydration';
import { deviceNow } from '@/lib/server-time';
import { SERVER_TIME_ZONE } from '@/lib/use-format-date';

/**
 * The time a raise opens, with its zone ("Dec 12, 2026, 10:00 AM GMT+7"): the reader's zone,
 * UTC while the page is rendered on the server and hydrated (which cannot know the reader's).
 */
export function useOpeningTimeText(opensAt: string): string {
  const hydrated = useHydrated();
  return formatDateTime(opensAt, { withZone: true, timeZone: hydrated ? undefined : SERVER_TIME_ZONE });
}

/** The time left until `opensAtOnDevice` (this device's clock, ms), rendered again on each whole second. */
function useMsLeft(opensAtOnDevice: number): number {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const msLeft = Math.max(0, opensAtOnDevice - deviceNow());
  useEffect(() => {
    if (msLeft <= 0) return;
    // Wake at the next whole second of the time left, so the seconds turn over on time.
    const timer = setTimeout(rerender, msLeft % 1000 || 1000);
    return () => clearTimeout(timer);
  });
  return msLeft;
}

/**
 * "2 d 04:13:09": the time left until a raise opens, ticking each second (role="timer": not
 * read out at each tick). `opensAtOnDevice` is the opening by this device's clock, from the
 * server's time (lib/server-time.ts), so a device whose clock is wrong shows the right time left.
 */
export function OpeningCountdown({ opensAtOnDevice, className }: { opensAtOnDevice: number; className?: string }) {
  const { t } = useTranslation('common');
  const { days, hours, minutes, seconds } = countdownParts(useMsLeft(opensAtOnDevice));
  const time = [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
  return (
    <span role="timer" data-testid="opening-countdown" className={cn('tabular-nums', className)}>
      {days > 0 ? t('opening.left', { days, time }) : time}
    </span>
  );
}
