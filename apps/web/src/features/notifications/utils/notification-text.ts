import type { Notification } from '@grove/contracts';
import type { TFunction } from 'i18next';
import { currentLocale, formatDate } from '@/lib/format';

const KNOWN = new Set(['quiz_passed', 'kyc_passed', 'kyc_failed', 'kyc_action_required', 'declaration_expired']);
const REASONS = new Set(['blurry_or_cropped', 'expired_document', 'mismatched_details']);

/** A notification's title and text in the reader's language, from its type and params. */
export function notificationText(t: TFunction, notification: Notification): { title: string; body: string } {
  const type = KNOWN.has(notification.type) ? notification.type : 'unknown';
  if (type === 'kyc_failed') {
    const reason = notification.params.reason;
    if (typeof reason === 'string' && REASONS.has(reason)) {
      return {
        title: t('notifications:types.kyc_failed.title'),
        body: t('notifications:types.kyc_failed.bodyWithReason', {
          reason: t(`notifications:reasons.${reason}`),
        }),
      };
    }
  }
  return { title: t(`notifications:types.${type}.title`), body: t(`notifications:types.${type}.body`) };
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

/** "just now", "5 minutes ago", "yesterday"; a date once it is more than a week old. */
export function relativeTime(t: TFunction, iso: string, now = Date.now(), locale = currentLocale()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((now - time) / 1000);
  if (seconds < 60) return t('notifications:justNow');
  if (seconds >= 7 * 24 * 60 * 60) return formatDate(iso, locale);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  let unit: [Intl.RelativeTimeFormatUnit, number] = UNITS[0]!;
  for (const candidate of UNITS) if (seconds >= candidate[1]) unit = candidate;
  return format.format(-Math.floor(seconds / unit[1]), unit[0]);
}

/** Only paths on this site are followed. */
export function internalLink(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  return link;
}
