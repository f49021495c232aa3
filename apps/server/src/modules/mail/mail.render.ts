import { formatMinor, MoneyError, toMinorUnits, type Language, type NotificationType } from '@grove/contracts';
import type { TFunction } from 'i18next';
import { translator } from '../../lib/i18n.js';
import { renderLayout, type MailContent, type RenderedMail } from './mail.layout.js';

/**
 * The e-mails the platform sends: one render function per kind, each turning its data into keys
 * of the `mail` catalogue (src/locales/<language>/mail.json) and the values those keys interpolate.
 * No user-facing word lives here; mail.layout.ts lays the result out as text and HTML.
 */

type NotificationParams = Record<string, string | number | null>;
export type NotificationMail = { type: NotificationType; params: NotificationParams; name: string | null };

/** The sign-in attempts notice: how many, since when, from how many addresses, and whether password sign-in is paused. */
export interface AttemptsParams {
  failures: number;
  minutes: number;
  /** Client addresses the failures came from (an IPv6 /56 counts as one). */
  addresses: number;
  /** The first failure of the window (ISO). */
  since: string;
  /** Password sign-in is paused until then (ISO); null while it is only slowed. */
  pausedUntil: string | null;
  /** The page where the owner asks for a sign-in link. */
  linkPage: string;
}

/** A new sign-in from a device and country the account had not used before. */
export interface NewDeviceParams {
  device: string | null;
  country: string | null;
  at: string;
  /** Ends that session (signed, in the web app). */
  endUrl: string;
}

/** What a render function has at hand: the reader's texts and language. */
interface Words {
  t: TFunction;
  language: Language;
}

/** A moment (ISO) in the reader's words, in UTC, which the text says; null when absent or not a date. */
function moment({ t }: Words, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : t('formats.moment', { at });
}

/** A money param (major units, as notifications carry them) in the reader's language; null when absent. */
function money({ language }: Words, params: NotificationParams, key: string): string | null {
  const value = params[key];
  const currency = params.currency;
  if (value === null || value === undefined || typeof currency !== 'string') return null;
  try {
    return formatMinor(toMinorUnits(value, currency), currency, language);
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}

/** A payout's period (two YYYY-MM-DD dates): "July 1, 2026 – September 30, 2026". */
function period({ t }: Words, params: NotificationParams): string {
  const day = (key: string) => {
    const value = params[key];
    const date = typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : null;
    return date && !Number.isNaN(date.getTime()) ? t('formats.day', { date }) : t('formats.unknownDay');
  };
  return t('formats.period', { start: day('period_start'), end: day('period_end') });
}

/** A country code as the reader names it ("Vietnam", "Вьетнам"); null when unknown. */
function countryName(code: string | null, language: Language): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Catalogue groups whose keys are codes the platform writes in data (failure reasons, statuses). */
export const CODED_GROUPS = ['kycReasons', 'paymentReasons', 'statusLong', 'statusShort', 'deadlineReasons'] as const;

/** A text chosen by a code the platform wrote (a failure reason, a status); null for a code it has no words for. */
function coded({ t }: Words, group: (typeof CODED_GROUPS)[number], code: unknown): string | null {
  const key = `${group}.${String(code)}`;
  return typeof code === 'string' && t(key, { defaultValue: '' }) !== '' ? t(key) : null;
}

/** The business's name, or the words (under `unnamedKey`) the e-mail uses when the notice carries none. */
function projectOf({ t }: Words, params: NotificationParams, unnamedKey: string): string {
  const name = params.project_name;
  return typeof name === 'string' && name ? name : t(unnamedKey);
}

/** A waitlist link the e-mail may show: an absolute http(s) one only. */
const payUrl = (value: unknown) => (typeof value === 'string' && /^https?:\/\//.test(value) ? value : null);

type NotificationRender = (params: NotificationParams, words: Words) => MailContent;

/** One render per notification type; the table's type makes it complete. */
const NOTIFICATIONS: Readonly<Record<NotificationType, NotificationRender>> = {
  quiz_passed: (_p, { t }) => ({
    subject: t('notification.quiz_passed.subject'),
    paragraphs: [t('notification.quiz_passed.thanks'), t('notification.quiz_passed.next')],
  }),
  kyc_passed: (_p, { t }) => ({
    subject: t('notification.kyc_passed.subject'),
    paragraphs: [t('notification.kyc_passed.body')],
  }),
  kyc_failed: (params, words) => {
    const reason = coded(words, 'kycReasons', params.reason);
    return {
      subject: words.t('notification.kyc_failed.subject'),
      paragraphs: [
        words.t('notification.kyc_failed.body'),
        ...(reason ? [words.t('notification.kyc_failed.reason', { reason })] : []),
      ],
    };
  },
  kyc_action_required: (_p, { t }) => ({
    subject: t('notification.kyc_action_required.subject'),
    paragraphs: [t('notification.kyc_action_required.body')],
  }),
  declaration_expired: (_p, { t }) => ({
    subject: t('notification.declaration_expired.subject'),
    paragraphs: [t('notification.declaration_expired.body')],
  }),
  payment_succeeded: (params, words) => {
    const { t } = words;
    const project = projectOf(words, params, 'notification.payment_succeeded.business');
    const deadline = moment(words, params.cancel_deadline);
    const row = (key: string, amount: string | null) => (amount ? [t(key, { amount })] : []);
    return {
      subject: t('notification.payment_succeeded.subject', { project }),
      paragraphs: [
        t('notification.payment_succeeded.thanks', { project }),
        ...row('notification.payment_succeeded.amount', money(words, params, 'amount')),
        ...row('notification.payment_succeeded.serviceFee', money(words, params, 'service_fee')),
        ...row('notification.payment_succeeded.cardFee', money(words, params, 'card_fee')),
        ...row('notification.payment_succeeded.total', money(words, params, 'total')),
        deadline
          ? t('notification.payment_succeeded.cancelUntil', { deadline })
          : t('notification.payment_succeeded.follow'),
      ],
    };
  },
  payment_failed: (params, words) => {
    const { t } = words;
    const project = projectOf(words, params, 'notification.payment_failed.business');
    const total = money(words, params, 'total');
    const reason = coded(words, 'paymentReasons', params.reason);
    const failed = total
      ? reason
        ? t('notification.payment_failed.failedTotalReason', { project, total, reason })
        : t('notification.payment_failed.failedTotal', { project, total })
      : reason
        ? t('notification.payment_failed.failedReason', { project, reason })
        : t('notification.payment_failed.failed', { project });
    return {
      subject: t('notification.payment_failed.subject', { project }),
      paragraphs: [failed, t('notification.payment_failed.nothingTaken')],
    };
  },
  payment_expired: (params, words) => {
    const { t } = words;
    const project = projectOf(words, params, 'notification.payment_expired.business');
    const amount = money(words, params, 'amount');
    return {
      subject: t('notification.payment_expired.subject', { project }),
      paragraphs: [
        amount
          ? t('notification.payment_expired.expiredAmount', { project, amount })
          : t('notification.payment_expired.expired', { project }),
        t('notification.payment_expired.nothingTaken'),
      ],
    };
  },
  payment_refunded: (params, words) => {
    const { t } = words;
    const project = projectOf(words, params, 'notification.payment_refunded.business');
    const amount = money(words, params, 'amount');
    const total = money(words, params, 'total');
    return {
      subject: t('notification.payment_refunded.subject', { project }),
      paragraphs: [
        params.reason === 'late_payment_round_full'
          ? t('notification.payment_refunded.late', { project })
          : amount
            ? t('notification.payment_refunded.canceledAmount', { project, amount })
            : t('notification.payment_refunded.canceled', { project }),
        total
          ? t('notification.payment_refunded.refundedTotal', { total })
          : t('notification.payment_refunded.refunded'),
      ],
    };
  },
  project_funded: (params, words) => {
    const project = projectOf(words, params, 'notification.project_funded.business');
    return {
      subject: words.t('notification.project_funded.subject', { project }),
      paragraphs: [
        words.t('notification.project_funded.body', { project }),
        words.t('notification.project_funded.progress'),
      ],
    };
  },
  project_status_changed: (params, words) => {
    const { t } = words;
    const project = projectOf(words, params, 'notification.project_status_changed.business');
    const status = coded(words, 'statusLong', params.status);
    const short = coded(words, 'statusShort', params.status);
    const reason = typeof params.reason === 'string' ? params.reason.trim() : '';
    // A reason is a code the deadline job wrote (lifecycle.service DEADLINE_REASONS) or an operator's own note.
    const reasonText = coded(words, 'deadlineReasons', reason);
    const note = reason && !reasonText ? reason : null;
    const deadline =
      params.status === 'extended' || params.status === 'fundraising' ? moment(words, params.funding_end) : null;
    return {
      subject: short
        ? t('notification.project_status_changed.subject', { project, status: short })
        : t('notification.project_status_changed.subjectUnknown', { project }),
      paragraphs: [
        status
          ? t('notification.project_status_changed.body', { project, status })
          : t('notification.project_status_changed.bodyUnknown', { project }),
        ...(deadline ? [t('notification.project_status_changed.deadline', { deadline })] : []),
        ...(reasonText ? [reasonText] : []),
        ...(note ? [t('notification.project_status_changed.note', { note })] : []),
        t('notification.project_status_changed.details'),
      ],
    };
  },
  project_update_posted: (params, words) => {
    const { t } = words;
    const project = projectOf(words, params, 'notification.project_update_posted.business');
    const title = typeof params.title === 'string' && params.title ? params.title : null;
    return {
      subject: title
        ? t('notification.project_update_posted.subjectTitle', { project, title })
        : t('notification.project_update_posted.subject', { project }),
      paragraphs: [
        title
          ? t('notification.project_update_posted.bodyTitle', { project, title })
          : t('notification.project_update_posted.body', { project }),
        t('notification.project_update_posted.read'),
      ],
    };
  },
  founder_request_decided: (params, words) => {
    const project = projectOf(words, params, 'notification.founder_request_decided.business');
    const decision = params.decision === 'approved' ? 'approved' : 'rejected';
    const kind = params.kind === 'review' || params.kind === 'update' ? params.kind : 'edit';
    const message = typeof params.message === 'string' && params.message ? params.message : null;
    return {
      subject: words.t(`notification.founder_request_decided.${decision}Subject`, { project }),
      paragraphs: [
        words.t(`notification.founder_request_decided.${decision}.${kind}`, { project }),
        ...(message ? [words.t('notification.founder_request_decided.message', { message })] : []),
      ],
    };
  },
  question_answered: (params, words) => {
    const project = projectOf(words, params, 'notification.question_answered.business');
    return {
      subject: words.t('notification.question_answered.subject', { project }),
      paragraphs: [
        words.t('notification.question_answered.body', { project }),
        words.t('notification.question_answered.where'),
      ],
    };
  },
  project_opened: (params, words) => {
    const project = projectOf(words, params, 'notification.project_opened.business');
    return {
      subject: words.t('notification.project_opened.subject', { project }),
      paragraphs: [
        words.t('notification.project_opened.body', { project }),
        words.t('notification.project_opened.invest'),
      ],
    };
  },
  payout_received: (params, words) => {
    const project = projectOf(words, params, 'notification.payout_received.business');
    const amount = money(words, params, 'amount') ?? '';
    return {
      subject: words.t('notification.payout_received.subject', { project, amount }),
      paragraphs: [
        words.t('notification.payout_received.body', { project, amount, period: period(words, params) }),
        words.t('notification.payout_received.next'),
      ],
    };
  },
  revenue_report_late: (params, words) => {
    const project = projectOf(words, params, 'notification.revenue_report_late.business');
    const periodLabel = typeof params.period === 'string' ? params.period : '';
    const end = typeof params.period_end === 'string' ? params.period_end : '';
    return {
      subject: words.t('notification.revenue_report_late.subject', { project, period: periodLabel }),
      paragraphs: [
        words.t('notification.revenue_report_late.body', { project, period: periodLabel, end }),
        words.t('notification.revenue_report_late.next'),
      ],
    };
  },
  wallet_topped_up: (params, words) => {
    const amount = money(words, params, 'amount') ?? '';
    return {
      subject: words.t('notification.wallet_topped_up.subject', { amount }),
      paragraphs: [words.t('notification.wallet_topped_up.body', { amount })],
    };
  },
  withdrawal_paid: (params, words) => {
    const amount = money(words, params, 'amount') ?? '';
    return {
      subject: words.t('notification.withdrawal_paid.subject', { amount }),
      paragraphs: [words.t('notification.withdrawal_paid.body', { amount })],
    };
  },
  withdrawal_failed: (params, words) => {
    const amount = money(words, params, 'amount') ?? '';
    return {
      subject: words.t('notification.withdrawal_failed.subject', { amount }),
      paragraphs: [
        words.t('notification.withdrawal_failed.body', { amount }),
        words.t('notification.withdrawal_failed.next'),
      ],
    };
  },
  waitlist_offer: (params, words) => {
    const { t } = words;
    const project = projectOf(words, params, 'notification.waitlist_offer.business');
    const held = money(words, params, 'amount');
    const wanted = money(words, params, 'wanted');
    const amount = held ?? t('notification.waitlist_offer.yourInvestment');
    const until = moment(words, params.offer_expires_at);
    const url = payUrl(params.pay_url);
    return {
      subject: t('notification.waitlist_offer.subject', { project }),
      paragraphs: [
        wanted && wanted !== held
          ? t('notification.waitlist_offer.heldPart', { project, amount, wanted })
          : t('notification.waitlist_offer.held', { project, amount }),
        until ? t('notification.waitlist_offer.payBy', { until }) : t('notification.waitlist_offer.payWithin'),
      ],
      ...(url ? { action: { label: t('notification.waitlist_offer.action'), url } } : {}),
    };
  },
  waitlist_offer_lapsed: (params, words) => {
    const { t } = words;
    const project = projectOf(words, params, 'notification.waitlist_offer_lapsed.business');
    const amount = money(words, params, 'amount');
    return {
      subject: t('notification.waitlist_offer_lapsed.subject', { project }),
      paragraphs: [
        amount
          ? t('notification.waitlist_offer_lapsed.lapsedAmount', { project, amount })
          : t('notification.waitlist_offer_lapsed.lapsed', { project }),
        t('notification.waitlist_offer_lapsed.rejoin'),
      ],
    };
  },
};

/** Every e-mail kind's render. A template's params are what its callers pass to queueMail. */
const RENDERS = {
  /** The e-mail twin of an in-app notification (notifications.service notify()). */
  notification: ({ type, params }: NotificationMail, words: Words): MailContent => {
    const render = NOTIFICATIONS[type] as NotificationRender | undefined;
    // A type written by a newer release than this instance's: a neutral notice rather than nothing.
    if (!render) {
      return { subject: words.t('notification.fallback.subject'), paragraphs: [words.t('notification.fallback.body')] };
    }
    return render(params, words);
  },
  passwordRecovery: ({ code, minutes }: { code: string; minutes: number }, { t }: Words): MailContent => ({
    subject: t('passwordRecovery.subject', { code }),
    paragraphs: [t('passwordRecovery.asked'), t('passwordRecovery.expires', { count: minutes })],
    highlight: code,
  }),
  passwordChanged: (_p: Record<string, never>, { t }: Words): MailContent => ({
    subject: t('passwordChanged.subject'),
    paragraphs: [t('passwordChanged.body'), t('passwordChanged.ifNotYou')],
  }),
  /** Someone keeps failing to sign in to the account (sent at most twice per counting window). */
  signInAttempts: (p: AttemptsParams, words: Words): MailContent => {
    const { t } = words;
    const until = p.pausedUntil ? moment(words, p.pausedUntil) : null;
    const since = moment(words, p.since) ?? p.since;
    return {
      subject: t('signInAttempts.subject'),
      paragraphs: [
        t('signInAttempts.failures', { failures: p.failures, minutes: p.minutes, since, count: p.addresses }),
        t('signInAttempts.ifYou'),
        ...(until ? [t('signInAttempts.paused', { until })] : []),
      ],
      ...(until ? { action: { label: t('signInAttempts.action'), url: p.linkPage } } : {}),
    };
  },
  /** A one-time sign-in link (POST /auth/link/request). */
  signInLink: ({ url, minutes }: { url: string; minutes: number }, { t }: Words): MailContent => ({
    subject: t('signInLink.subject'),
    paragraphs: [t('signInLink.body', { count: minutes }), t('signInLink.ignore')],
    action: { label: t('signInLink.action'), url },
  }),
  newDeviceSignIn: (p: NewDeviceParams, words: Words): MailContent => {
    const { t } = words;
    return {
      subject: t('newDeviceSignIn.subject'),
      paragraphs: [
        t('newDeviceSignIn.body', { at: moment(words, p.at) ?? p.at }),
        t('newDeviceSignIn.device', { device: p.device ?? t('newDeviceSignIn.unknownDevice') }),
        t('newDeviceSignIn.country', {
          country: countryName(p.country, words.language) ?? t('newDeviceSignIn.unknownCountry'),
        }),
        t('newDeviceSignIn.ifYou'),
      ],
      action: { label: t('newDeviceSignIn.action'), url: p.endUrl },
    };
  },
  welcome: ({ name }: { name: string | null }, { t }: Words): MailContent => ({
    subject: t('welcome.subject'),
    paragraphs: [
      name ? t('welcome.greetingName', { name }) : t('welcome.greeting'),
      t('welcome.before'),
      t('welcome.risk'),
    ],
  }),
  /** The owner changed the password in the settings (the recovery reset has `passwordChanged`). */
  passwordChangedInSettings: (_p: Record<string, never>, { t }: Words): MailContent => ({
    subject: t('passwordChangedInSettings.subject'),
    paragraphs: [t('passwordChangedInSettings.body'), t('passwordChangedInSettings.ifNotYou')],
  }),
  /** To the new address: confirm it is yours. */
  emailChangeConfirmNew: ({ url, hours }: { url: string; hours: number }, { t }: Words): MailContent => ({
    subject: t('emailChangeConfirmNew.subject'),
    paragraphs: [t('emailChangeConfirmNew.body'), t('emailChangeConfirmNew.expires', { count: hours })],
    action: { label: t('emailChangeConfirmNew.action'), url },
  }),
  /** To the current address: confirm the change is yours. */
  emailChangeConfirmOld: (
    { url, hours, newEmail }: { url: string; hours: number; newEmail: string },
    { t }: Words,
  ): MailContent => ({
    subject: t('emailChangeConfirmOld.subject'),
    paragraphs: [t('emailChangeConfirmOld.body', { newEmail }), t('emailChangeConfirmOld.expires', { count: hours })],
    action: { label: t('emailChangeConfirmOld.action'), url },
  }),
  /** To the new address when it already belongs to an account: nothing changes, and the requester is not told. */
  emailChangeAddressInUse: (_p: Record<string, never>, { t }: Words): MailContent => ({
    subject: t('emailChangeAddressInUse.subject'),
    paragraphs: [t('emailChangeAddressInUse.body'), t('emailChangeAddressInUse.nothingToDo')],
  }),
  /** To the old address once the change is made. */
  emailChanged: ({ newEmail }: { newEmail: string }, { t }: Words): MailContent => ({
    subject: t('emailChanged.subject'),
    paragraphs: [t('emailChanged.body', { newEmail }), t('emailChanged.ifNotYou')],
  }),
  /** To the address being erased, before it is. */
  accountClosed: (_p: Record<string, never>, { t }: Words): MailContent => ({
    subject: t('accountClosed.subject'),
    paragraphs: [t('accountClosed.body'), t('accountClosed.records')],
  }),
  /** A passkey was added: named, with where it was added from. */
  passkeyAdded: (p: { name: string; device: string | null; country: string | null }, words: Words): MailContent => {
    const { t } = words;
    return {
      subject: t('passkeyAdded.subject'),
      paragraphs: [
        t('passkeyAdded.body', { name: p.name }),
        t('passkeyAdded.device', { device: p.device ?? t('passkeyAdded.unknownDevice') }),
        t('passkeyAdded.country', {
          country: countryName(p.country, words.language) ?? t('passkeyAdded.unknownCountry'),
        }),
        t('passkeyAdded.ifNotYou'),
      ],
    };
  },
  /** A passkey was removed. */
  passkeyRemoved: ({ name }: { name: string }, { t }: Words): MailContent => ({
    subject: t('passkeyRemoved.subject'),
    paragraphs: [t('passkeyRemoved.body', { name }), t('passkeyRemoved.ifNotYou')],
  }),
  /** Two-step verification was turned on. */
  secondFactorOn: (_p: Record<string, never>, { t }: Words): MailContent => ({
    subject: t('secondFactorOn.subject'),
    paragraphs: [t('secondFactorOn.body'), t('secondFactorOn.ifNotYou')],
  }),
  /** Two-step verification was turned off. */
  secondFactorOff: (_p: Record<string, never>, { t }: Words): MailContent => ({
    subject: t('secondFactorOff.subject'),
    paragraphs: [t('secondFactorOff.body'), t('secondFactorOff.ifNotYou')],
  }),
  /** A recovery code was used to sign in or confirm an action; `left` are still unused. */
  recoveryCodeUsed: ({ left }: { left: number }, { t }: Words): MailContent => ({
    subject: t('recoveryCodeUsed.subject'),
    paragraphs: [t('recoveryCodeUsed.body', { count: left }), t('recoveryCodeUsed.ifNotYou')],
  }),
  /** In January: last year's statement is ready (documents' annual statement job). */
  annualStatement: ({ year, url }: { year: number; url: string }, { t }: Words): MailContent => ({
    subject: t('annualStatement.subject', { year }),
    paragraphs: [t('annualStatement.body', { year }), t('annualStatement.where')],
    action: { label: t('annualStatement.action'), url },
  }),
  /** An owner invited this address to a business's team (issue 26); the link works once. */
  founderInvitation: (
    { business, role, url, days }: { business: string; role: 'owner' | 'editor'; url: string; days: number },
    { t }: Words,
  ): MailContent => ({
    subject: t('founderInvitation.subject', { business }),
    paragraphs: [
      t('founderInvitation.body', { business, role: t(`founderInvitation.roles.${role}`) }),
      t('founderInvitation.expires', { count: days }),
      t('founderInvitation.ignore'),
    ],
    action: { label: t('founderInvitation.action'), url },
  }),
  /** To a person listed on an application to raise: verify your identity (issue 26). */
  applicationPersonInvite: (
    p: { applicant: string; company: string; url: string; days: number },
    { t }: Words,
  ): MailContent => ({
    subject: t('applicationPersonInvite.subject', { company: p.company }),
    paragraphs: [
      t('applicationPersonInvite.body', { applicant: p.applicant, company: p.company }),
      t('applicationPersonInvite.how'),
      t('applicationPersonInvite.expires', { count: p.days }),
      t('applicationPersonInvite.ifNotYou'),
    ],
    action: { label: t('applicationPersonInvite.action'), url: p.url },
  }),
  /** To the applicant: an operator asks for changes before deciding. */
  applicationChangesRequested: (p: { company: string; message: string; url: string }, { t }: Words): MailContent => ({
    subject: t('applicationChangesRequested.subject', { company: p.company }),
    paragraphs: [
      t('applicationChangesRequested.body', { company: p.company }),
      p.message,
      t('applicationChangesRequested.next'),
    ],
    action: { label: t('applicationChangesRequested.action'), url: p.url },
  }),
  /** To the applicant: the application was rejected, with the operator's reason. */
  applicationRejected: (p: { company: string; reason: string; url: string }, { t }: Words): MailContent => ({
    subject: t('applicationRejected.subject', { company: p.company }),
    paragraphs: [t('applicationRejected.body', { company: p.company }), p.reason, t('applicationRejected.next')],
    action: { label: t('applicationRejected.action'), url: p.url },
  }),
  /** To the applicant: approved; the business's draft waits in the founder portal. */
  applicationApproved: (p: { company: string; url: string }, { t }: Words): MailContent => ({
    subject: t('applicationApproved.subject', { company: p.company }),
    paragraphs: [t('applicationApproved.body', { company: p.company }), t('applicationApproved.next')],
    action: { label: t('applicationApproved.action'), url: p.url },
  }),
} as const;

export type MailTemplateName = keyof typeof RENDERS;
export type MailTemplateParams<N extends MailTemplateName> = Parameters<(typeof RENDERS)[N]>[0];

/** An e-mail of one kind in the reader's language: subject, plain text and HTML. */
export function renderMail<N extends MailTemplateName>(
  language: Language,
  template: N,
  params: MailTemplateParams<N>,
): RenderedMail {
  const t = translator(language, 'mail');
  const render = RENDERS[template] as (params: MailTemplateParams<N>, words: Words) => MailContent;
  return renderLayout(render(params, { t, language }), { t, language });
}
