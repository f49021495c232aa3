import { BUSINESS_STATUSES, NOTIFICATION_TYPES, type Notification } from '@grove/contracts';
import type { TFunction } from 'i18next';
import { currentLocale, formatDate, formatDateTime, formatMoney } from '@/lib/format';

const KNOWN = new Set<string>(NOTIFICATION_TYPES);
const REASONS = new Set(['blurry_or_cropped', 'expired_document', 'mismatched_details']);
/** Why money went back without the investor cancelling: each has a refund text of its own. */
const REFUND_REASONS = ['refunded_at_provider', 'refund_failed_credited_to_wallet', 'dispute_lost'] as const;
const PAYMENT_REASONS = new Set<string>([
  'declined',
  'card_declined',
  'insufficient_funds',
  'authentication_failed',
  'reservation_expired',
  'checkout_expired',
  'canceled_by_user',
  'late_payment_round_full',
  'provider_unavailable',
  ...REFUND_REASONS,
]);

/** Why a withdrawal failed, as the provider says it (anything else is left out of the text). */
const WITHDRAWAL_REASONS = new Set(['declined', 'provider_unavailable', 'account_closed', 'invalid_account']);

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** A date param (YYYY-MM-DD, a period's bound) as it is written, in the reader's format. */
const day = (value: unknown) => (text(value) ? formatDate(text(value), undefined, 'medium', 'UTC') : null);

/** Payouts and the wallet (issue 14): the fullest text the params allow. */
function walletText(t: TFunction, type: string, params: Notification['params']): { title: string; body: string } {
  const key = `notifications:types.${type}`;
  const amount = money(params, 'amount');
  if (type === 'payout_received') {
    const project = text(params.project_name) ?? t('notifications:theBusiness');
    const from = day(params.period_start);
    const to = day(params.period_end);
    const variant = amount && from && to ? 'body' : amount ? 'bodyNoPeriod' : 'bodyShort';
    return { title: t(`${key}.title`, { project }), body: t(`${key}.${variant}`, { amount, from, to }) };
  }
  if (type === 'withdrawal_failed') {
    const reason = text(params.reason);
    const known = reason && WITHDRAWAL_REASONS.has(reason) ? reason : null;
    const variant = amount ? (known ? 'bodyWithReason' : 'body') : 'bodyShort';
    return {
      title: t(`${key}.title`),
      body: t(`${key}.${variant}`, {
        amount,
        reason: known ? t(`notifications:withdrawalReasons.${known}`) : '',
      }),
    };
  }
  return { title: t(`${key}.title`), body: t(`${key}.${amount ? 'body' : 'bodyShort'}`, { amount }) };
}

const WALLET_TYPES = new Set(['payout_received', 'wallet_topped_up', 'withdrawal_paid', 'withdrawal_failed']);
const STATUSES = new Set<string>(BUSINESS_STATUSES);
/** Reasons the platform writes itself (the deadline job); any other reason is an operator's note. */
const STATUS_REASONS = new Set(['deadline_target_reached', 'deadline_target_missed', 'reopened_below_minimum']);

/** A business's status change: what it means, the new deadline, and why. */
function statusChangeText(t: TFunction, params: Notification['params']): { title: string; body: string } {
  const project = text(params.project_name) ?? t('notifications:theBusiness');
  const status = text(params.status);
  const known = status && STATUSES.has(status) ? status : null;
  const key = 'notifications:types.project_status_changed';
  const deadline =
    (known === 'extended' || known === 'fundraising') && text(params.funding_end)
      ? formatDate(text(params.funding_end), undefined, 'long')
      : null;
  const reason = text(params.reason)?.trim() || null;
  // Reopened below its minimum, the raise keeps the deadline it had: not a new one.
  const reopened = reason === 'reopened_below_minimum';
  const parts = [
    known ? t(`${key}.bodies.${known}`) : t(`${key}.body`),
    deadline ? t(reopened ? `${key}.deadlineKept` : `${key}.deadline`, { date: deadline }) : null,
    reason ? (STATUS_REASONS.has(reason) ? t(`${key}.${reason}`) : t(`${key}.note`, { note: reason })) : null,
  ];
  return {
    title: known
      ? t(`${key}.title`, { project, status: t(`notifications:statusNames.${known}`) })
      : t(`${key}.titleUnknown`, { project }),
    body: parts.filter(Boolean).join(' '),
  };
}

/** A money param (major units) in the reader's format; null when absent or not an amount. */
function money(params: Notification['params'], key: string): string | null {
  const amount = params[key];
  const currency = text(params.currency);
  if (typeof amount !== 'number' || !currency) return null;
  try {
    return formatMoney(amount, currency.toUpperCase(), { cents: true });
  } catch {
    return null;
  }
}

/** A notification's title and text in the reader's language, from its type and params. */
export function notificationText(t: TFunction, notification: Notification): { title: string; body: string } {
  const type = KNOWN.has(notification.type) ? notification.type : 'unknown';
  const { params } = notification;
  if (type === 'kyc_failed') {
    const reason = params.reason;
    if (typeof reason === 'string' && REASONS.has(reason)) {
      return {
        title: t('notifications:types.kyc_failed.title'),
        body: t('notifications:types.kyc_failed.bodyWithReason', {
          reason: t(`notifications:reasons.${reason}`),
        }),
      };
    }
  }
  if (type === 'project_status_changed') return statusChangeText(t, params);
  if (WALLET_TYPES.has(type)) return walletText(t, type, params);
  if (type === 'project_update_posted') {
    const title = text(params.title);
    return {
      title: t('notifications:types.project_update_posted.title', {
        project: text(params.project_name) ?? t('notifications:theBusiness'),
      }),
      body: title
        ? t('notifications:types.project_update_posted.bodyWithTitle', { title })
        : t('notifications:types.project_update_posted.body'),
    };
  }
  if (type === 'revenue_report_late') {
    const project = text(params.project_name) ?? t('notifications:theBusiness');
    const period = text(params.period);
    return {
      title: t('notifications:types.revenue_report_late.title', { project }),
      body: period
        ? t('notifications:types.revenue_report_late.body', { period })
        : t('notifications:types.revenue_report_late.bodyShort'),
    };
  }
  if (type === 'waitlist_offer' || type === 'waitlist_offer_lapsed') {
    const amount = money(params, 'amount');
    const until = text(params.offer_expires_at);
    const full = amount && (type === 'waitlist_offer_lapsed' || until);
    return {
      title: t(`notifications:types.${type}.title`, {
        project: text(params.project_name) ?? t('notifications:theBusiness'),
      }),
      body: t(`notifications:types.${type}.${full ? 'body' : 'bodyShort'}`, {
        amount,
        time: until ? formatDateTime(until, { timeOnly: true }) : null,
      }),
    };
  }
  if (type.startsWith('payment_') || type === 'project_funded') {
    const values = {
      project: text(params.project_name) ?? t('notifications:theBusiness'),
      amount: money(params, 'amount'),
      total: money(params, 'total'),
      deadline: text(params.cancel_deadline) ? formatDate(text(params.cancel_deadline)) : null,
      reason: text(params.reason) && PAYMENT_REASONS.has(text(params.reason)!) ? text(params.reason) : null,
    };
    // The fullest text the params allow; a variant without a value never shows an empty slot.
    const variant =
      type === 'payment_succeeded'
        ? values.amount && values.deadline
          ? 'body'
          : 'bodyShort'
        : type === 'payment_failed'
          ? values.reason
            ? 'bodyWithReason'
            : 'body'
          : type === 'payment_refunded'
            ? values.reason === 'late_payment_round_full'
              ? 'bodyLate'
              : values.reason && (REFUND_REASONS as readonly string[]).includes(values.reason)
                ? `${values.total ? 'bodies' : 'bodiesShort'}.${values.reason}`
                : values.total
                  ? 'body'
                  : 'bodyShort'
            : type === 'payment_expired' && !values.amount
              ? 'bodyShort'
              : 'body';
    return {
      title: t(`notifications:types.${type}.title`, { project: values.project }),
      body: t(`notifications:types.${type}.${variant}`, {
        ...values,
        reason: values.reason ? t(`notifications:paymentReasons.${values.reason}`) : '',
      }),
    };
  }
  if (type === 'founder_request_decided') {
    const project = text(params.project_name) ?? t('notifications:theBusiness');
    const decision = params.decision === 'approved' ? 'approved' : 'rejected';
    const message = text(params.message);
    return {
      title: t(`notifications:types.${type}.title.${decision}`, { project }),
      body: message
        ? t(`notifications:types.${type}.bodyMessage`, { message })
        : t(`notifications:types.${type}.body.${decision}`),
    };
  }
  if (type === 'question_answered' || type === 'project_opened') {
    const project = text(params.project_name) ?? t('notifications:theBusiness');
    return {
      title: t(`notifications:types.${type}.title`, { project }),
      body: t(`notifications:types.${type}.body`),
    };
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
