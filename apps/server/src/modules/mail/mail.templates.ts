import { ACCOUNT_MAIL_TEMPLATES, type AccountTemplates } from './account.templates.js';
import { SECOND_FACTOR_MAIL_TEMPLATES, type SecondFactorTemplates } from './second-factor.templates.js';
import { formatMinor, MoneyError, toMinorUnits, type Language, type NotificationType } from '@grove/contracts';

/**
 * The e-mails the platform sends, in every interface language. Each template
 * returns a subject and paragraphs; mail.service renders text and HTML from them.
 */
export interface MailContent {
  subject: string;
  paragraphs: string[];
  /** A short value shown prominently (e.g. a recovery code). */
  highlight?: string;
  /** Where the reader goes next (an absolute link), shown after the paragraphs. */
  action?: { label: string; url: string };
}

/** The failure reasons of the verification modal (spec §8), as e-mails name them. */
const REASONS: Record<Language, Record<string, string>> = {
  en: {
    blurry_or_cropped: 'the image was blurry or cropped',
    expired_document: 'the document has expired',
    mismatched_details: 'the details did not match',
  },
  vi: {
    blurry_or_cropped: 'ảnh bị mờ hoặc bị cắt',
    expired_document: 'giấy tờ đã hết hạn',
    mismatched_details: 'thông tin không khớp',
  },
  ru: {
    blurry_or_cropped: 'изображение размыто или обрезано',
    expired_document: 'срок действия документа истёк',
    mismatched_details: 'данные не совпадают',
  },
};

/** Why a payment stopped (payments.service failure reasons), as e-mails name them. */
const PAYMENT_REASONS: Record<Language, Record<string, string>> = {
  en: {
    declined: 'your card was declined',
    card_declined: 'your card was declined',
    insufficient_funds: 'your card was declined for insufficient funds',
    authentication_failed: 'your card could not be authenticated',
    reservation_expired: 'the reservation ran out before the payment was completed',
    checkout_expired: 'the checkout was not completed in time',
    canceled_by_user: 'you canceled it',
    late_payment_round_full: 'the payment arrived after the round had filled up',
    provider_unavailable: 'the payment provider was not available',
  },
  vi: {
    declined: 'thẻ của bạn bị từ chối',
    card_declined: 'thẻ của bạn bị từ chối',
    insufficient_funds: 'thẻ của bạn bị từ chối vì không đủ số dư',
    authentication_failed: 'không thể xác thực thẻ của bạn',
    reservation_expired: 'thời gian giữ chỗ đã hết trước khi thanh toán hoàn tất',
    checkout_expired: 'trang thanh toán không được hoàn tất kịp thời',
    canceled_by_user: 'bạn đã hủy',
    late_payment_round_full: 'khoản thanh toán đến sau khi vòng gọi vốn đã đủ',
    provider_unavailable: 'đơn vị thanh toán tạm thời không khả dụng',
  },
  ru: {
    declined: 'карта отклонена',
    card_declined: 'карта отклонена',
    insufficient_funds: 'карта отклонена: недостаточно средств',
    authentication_failed: 'не удалось подтвердить карту',
    reservation_expired: 'резерв истёк до завершения оплаты',
    checkout_expired: 'оплата не была завершена вовремя',
    canceled_by_user: 'вы отменили её',
    late_payment_round_full: 'платёж поступил после того, как раунд был полностью собран',
    provider_unavailable: 'платёжный сервис был недоступен',
  },
};

type NotificationParams = Record<string, string | number | null>;
type NotificationMail = { type: NotificationType; params: NotificationParams; name: string | null };

/** A money param (major units, as notifications carry them) in the reader's language; null when absent. */
function moneyParam(params: NotificationParams, key: string, language: Language): string | null {
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

/** A date-time param in the reader's language (UTC, which the text says); null when absent. */
function dateParam(params: NotificationParams, key: string, language: Language): string | null {
  const value = params[key];
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const text = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    date,
  );
  return `${text} UTC`;
}

/** What the payment e-mails say, with every value already in the reader's words. */
function paymentWords(params: NotificationParams, language: Language, business: string) {
  const name = typeof params.project_name === 'string' && params.project_name ? params.project_name : business;
  return {
    project: name,
    amount: moneyParam(params, 'amount', language),
    serviceFee: moneyParam(params, 'service_fee', language),
    cardFee: moneyParam(params, 'card_fee', language),
    total: moneyParam(params, 'total', language),
    deadline: dateParam(params, 'cancel_deadline', language),
    reason: PAYMENT_REASONS[language][String(params.reason)] ?? null,
  };
}

/** What the waitlist e-mails say: the amount held (and the one asked for, when more), until when, the link. */
function waitlistWords(params: NotificationParams, language: Language, business: string) {
  const amount = moneyParam(params, 'amount', language);
  const wanted = moneyParam(params, 'wanted', language);
  const url = typeof params.pay_url === 'string' && /^https?:\/\//.test(params.pay_url) ? params.pay_url : null;
  return {
    project: typeof params.project_name === 'string' && params.project_name ? params.project_name : business,
    amount,
    partOf: wanted && wanted !== amount ? wanted : null,
    until: dateParam(params, 'offer_expires_at', language),
    url,
  };
}

/** A payout's period (two YYYY-MM-DD dates) as e-mails name it: "July 1, 2026 – September 30, 2026". */
function periodParam(params: NotificationParams, language: Language): string {
  const day = (key: string) => {
    const value = params[key];
    const date = typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : null;
    if (!date || Number.isNaN(date.getTime())) return '…';
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  };
  return `${day('period_start')} – ${day('period_end')}`;
}

/** A business's status (spec §4) as e-mails name it. */
const STATUS_WORDS: Record<Language, Record<string, string>> = {
  en: {
    fundraising: 'raising money again',
    extended: 'extended: its raise has a new deadline',
    paused: 'paused',
    funded: 'funded: the round is closed',
    active: 'being implemented',
    payout: 'paying out',
    refund_initiated: 'being refunded: every investment is returned in full, fees included',
    refund_completed: 'refunded: every investment has been returned',
  },
  vi: {
    fundraising: 'đang gọi vốn trở lại',
    extended: 'được gia hạn: vòng gọi vốn có hạn chót mới',
    paused: 'tạm dừng',
    funded: 'đã gọi vốn đủ: vòng gọi vốn đã đóng',
    active: 'đang triển khai',
    payout: 'đang chi trả',
    refund_initiated: 'đang hoàn tiền: mọi khoản đầu tư được hoàn lại toàn bộ, kể cả phí',
    refund_completed: 'đã hoàn tiền: mọi khoản đầu tư đã được hoàn lại',
  },
  ru: {
    fundraising: 'снова собирает средства',
    extended: 'продлён: у сбора новый срок',
    paused: 'приостановлен',
    funded: 'профинансирован: раунд закрыт',
    active: 'в реализации',
    payout: 'выплачивает доход',
    refund_initiated: 'возвращает средства: каждая инвестиция возвращается полностью, включая комиссии',
    refund_completed: 'вернул средства: все инвестиции возвращены',
  },
};

/** Why the deadline job moved a raise (lifecycle.service DEADLINE_REASONS), as e-mails say it. */
const DEADLINE_REASON_WORDS: Record<Language, Record<string, string>> = {
  en: {
    deadline_target_reached: 'The deadline passed with the target reached.',
    deadline_target_missed:
      'The deadline passed before the target was reached, so the raise is refunded (all or nothing).',
  },
  vi: {
    deadline_target_reached: 'Hạn chót đã qua và mục tiêu đã đạt.',
    deadline_target_missed:
      'Hạn chót đã qua trước khi đạt mục tiêu, nên vòng gọi vốn được hoàn tiền (tất cả hoặc không).',
  },
  ru: {
    deadline_target_reached: 'Срок сбора истёк, цель достигнута.',
    deadline_target_missed: 'Срок сбора истёк до достижения цели, поэтому средства возвращаются (всё или ничего).',
  },
};

/** A status change's words: the status, the reason (a code the platform wrote, or an operator's note) and the deadline. */
function statusWords(params: NotificationParams, language: Language) {
  const reason = typeof params.reason === 'string' ? params.reason.trim() : '';
  return {
    status: STATUS_WORDS[language][String(params.status)] ?? null,
    reasonCode: DEADLINE_REASON_WORDS[language][reason] ?? null,
    note: reason && !DEADLINE_REASON_WORDS[language][reason] ? reason : null,
    deadline:
      params.status === 'extended' || params.status === 'fundraising'
        ? dateParam(params, 'funding_end', language)
        : null,
  };
}

const line = (label: string, value: string | null) => (value ? [`${label}: ${value}`] : []);

/** A moment (ISO) as security e-mails name it, in UTC, which the text says. */
const at = (iso: string, language: Language) => dateParam({ at: iso }, 'at', language) ?? iso;
/** A country code as the reader names it ("Vietnam", "Вьетнам"); null when unknown. */
function countryName(code: string | null, language: Language): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The sign-in attempts notice: how many, since when, from how many addresses, and whether password sign-in is paused. */
interface AttemptsParams {
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
interface NewDeviceParams {
  device: string | null;
  country: string | null;
  at: string;
  /** Ends that session (signed, in the web app). */
  endUrl: string;
}

type Templates = {
  /** The e-mail twin of an in-app notification (notifications.service notify()). */
  notification: (p: NotificationMail) => MailContent;
  passwordRecovery: (p: { code: string; minutes: number }) => MailContent;
  passwordChanged: (params: Record<string, never>) => MailContent;
  /** Someone keeps failing to sign in to the account (sent at most twice per counting window). */
  signInAttempts: (p: AttemptsParams) => MailContent;
  /** A one-time sign-in link (POST /auth/link/request). */
  signInLink: (p: { url: string; minutes: number }) => MailContent;
  newDeviceSignIn: (p: NewDeviceParams) => MailContent;
  welcome: (p: { name: string | null }) => MailContent;
};

const en: Templates = {
  notification: ({ type, params }) => {
    const reason = REASONS.en[String(params.reason)] ?? '';
    switch (type) {
      case 'quiz_passed':
        return {
          subject: 'You passed the Grove risk quiz',
          paragraphs: [
            'Thank you for completing the risk quiz. Your investor profile is saved.',
            'Next step: verify your identity, then you can invest in the businesses you choose.',
          ],
        };
      case 'kyc_passed':
        return {
          subject: 'Your identity is verified',
          paragraphs: ['Your identity verification is complete. You can now invest on Grove.'],
        };
      case 'kyc_failed':
        return {
          subject: 'We could not verify your identity',
          paragraphs: [
            "We couldn't verify your identity. Please reupload your documents to continue.",
            ...(reason ? [`Reason: ${reason}.`] : []),
          ],
        };
      case 'kyc_action_required':
        return {
          subject: 'Your identity verification needs your attention',
          paragraphs: [
            'The verification provider needs more from you. Please open Grove and continue the verification.',
          ],
        };
      case 'declaration_expired':
        return {
          subject: 'Please confirm your investor profile',
          paragraphs: [
            'Your sophisticated-investor declaration is two years old. Please take the short risk quiz again to confirm it.',
          ],
        };
      case 'payment_succeeded': {
        const w = paymentWords(params, 'en', 'the business');
        return {
          subject: `Receipt: your investment in ${w.project}`,
          paragraphs: [
            `Thank you: your investment in ${w.project} is confirmed and the funds are secured.`,
            ...line('Investment', w.amount),
            ...line('Service fee', w.serviceFee),
            ...line('Card processing fee', w.cardFee),
            ...line('Total charged', w.total),
            w.deadline
              ? `You can cancel this investment from your portfolio until ${w.deadline} and get a full refund, fees included.`
              : 'You can follow this investment in your portfolio.',
          ],
        };
      }
      case 'payment_failed': {
        const w = paymentWords(params, 'en', 'the business');
        return {
          subject: `Your payment for ${w.project} did not go through`,
          paragraphs: [
            `Your payment${w.total ? ` of ${w.total}` : ''} for ${w.project} failed${w.reason ? `: ${w.reason}` : ''}.`,
            'No money was taken and nothing is reserved for you. You can try again from the business page.',
          ],
        };
      }
      case 'payment_expired': {
        const w = paymentWords(params, 'en', 'the business');
        return {
          subject: `Your checkout for ${w.project} expired`,
          paragraphs: [
            `The payment for your investment${w.amount ? ` of ${w.amount}` : ''} in ${w.project} was not completed in time, so the amount we reserved for you was released.`,
            'No money was taken. You can start again from the business page while the round is open.',
          ],
        };
      }
      case 'payment_refunded': {
        const w = paymentWords(params, 'en', 'the business');
        const late = params.reason === 'late_payment_round_full';
        return {
          subject: `Refund of your payment for ${w.project}`,
          paragraphs: [
            late
              ? `Your payment for ${w.project} arrived after the round had filled up, so it was not invested.`
              : `Your investment${w.amount ? ` of ${w.amount}` : ''} in ${w.project} is canceled.`,
            `${w.total ?? 'The full amount'} has been refunded to your card, fees included. It can take 5–10 business days to appear on your statement.`,
          ],
        };
      }
      case 'project_funded': {
        const w = paymentWords(params, 'en', 'A business you follow');
        return {
          subject: `${w.project} is fully funded`,
          paragraphs: [
            `Good news: ${w.project} has reached its funding target and the round is closed.`,
            'We will post its progress on the business page.',
          ],
        };
      }
      case 'project_status_changed': {
        const w = paymentWords(params, 'en', 'A business you follow');
        const s = statusWords(params, 'en');
        return {
          subject: `${w.project}: ${s.status ? s.status.split(':')[0] : 'status changed'}`,
          paragraphs: [
            s.status ? `${w.project} is now ${s.status}.` : `The status of ${w.project} has changed.`,
            ...(s.deadline ? [`New deadline: ${s.deadline}.`] : []),
            ...(s.reasonCode ? [s.reasonCode] : []),
            ...(s.note ? [`Note from the Grove team: ${s.note}`] : []),
            'See the business page for details.',
          ],
        };
      }
      case 'project_update_posted': {
        const w = paymentWords(params, 'en', 'A business you follow');
        const title = typeof params.title === 'string' ? params.title : null;
        return {
          subject: `News from ${w.project}${title ? `: ${title}` : ''}`,
          paragraphs: [`${w.project} posted an update${title ? `: “${title}”` : ''}.`, 'Read it on the business page.'],
        };
      }
      case 'question_answered': {
        const w = paymentWords(params, 'en', 'a business');
        return {
          subject: `Your question about ${w.project} has an answer`,
          paragraphs: [
            `The team has answered the question you asked about ${w.project}.`,
            'The answer is published in the Q&A section of the business page.',
          ],
        };
      }
      case 'project_opened': {
        const w = paymentWords(params, 'en', 'The business you asked about');
        return {
          subject: `${w.project} is open for investment`,
          paragraphs: [
            `You asked us to tell you when this raise opens: ${w.project} now takes investments.`,
            'Invest from the business page while the round has room.',
          ],
        };
      }
      case 'payout_received': {
        const w = paymentWords(params, 'en', 'a business you invested in');
        return {
          subject: `You received ${w.amount} from ${w.project}`,
          paragraphs: [
            `${w.project} paid investors for ${periodParam(params, 'en')}. Your share, ${w.amount}, is in your Grove wallet.`,
            'You can reinvest it without a card fee or withdraw it from the Wallet tab of your portfolio.',
          ],
        };
      }
      case 'wallet_topped_up': {
        const w = paymentWords(params, 'en', '');
        return {
          subject: `${w.amount} added to your Grove wallet`,
          paragraphs: [`Your top-up of ${w.amount} has arrived in your wallet.`],
        };
      }
      case 'withdrawal_paid': {
        const w = paymentWords(params, 'en', '');
        return {
          subject: `Your withdrawal of ${w.amount} is paid`,
          paragraphs: [`We have paid out ${w.amount} from your Grove wallet. Banks can take a few days to show it.`],
        };
      }
      case 'withdrawal_failed': {
        const w = paymentWords(params, 'en', '');
        return {
          subject: `Your withdrawal of ${w.amount} could not be paid`,
          paragraphs: [
            `The payment provider could not pay out ${w.amount}. The money is back in your Grove wallet.`,
            'Please check your payout details and try again, or contact us.',
          ],
        };
      }
      case 'waitlist_offer': {
        const w = waitlistWords(params, 'en', 'the business');
        return {
          subject: `Room in ${w.project} is held for you`,
          paragraphs: [
            `Good news: room has opened in ${w.project}, and it is held for you: ${w.amount ?? 'your investment'}${w.partOf ? ` of the ${w.partOf} you asked for` : ''}.`,
            `Complete your payment${w.until ? ` by ${w.until}` : ' within 30 minutes'} to take it. After that, the room goes to the next investor in line.`,
          ],
          ...(w.url ? { action: { label: 'Go to the payment', url: w.url } } : {}),
        };
      }
      case 'waitlist_offer_lapsed': {
        const w = waitlistWords(params, 'en', 'the business');
        return {
          subject: `The room held for you in ${w.project} went to the next in line`,
          paragraphs: [
            `The ${w.amount ?? 'room'} held for you in ${w.project} was not paid in time, so it was offered to the next investor on the waitlist.`,
            'If the round is still fully reserved, you can join its waitlist again from the business page.',
          ],
        };
      }
      default:
        return { subject: 'News from Grove', paragraphs: ['There is news in your Grove account.'] };
    }
  },
  passwordRecovery: ({ code, minutes }) => ({
    subject: `Your Grove recovery code: ${code}`,
    paragraphs: [
      'Someone asked to reset the password of your Grove account. Enter this code on the password recovery page:',
      `The code works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays the same.`,
    ],
    highlight: code,
  }),
  passwordChanged: () => ({
    subject: 'Your Grove password was changed',
    paragraphs: [
      'The password of your Grove account was just changed, and every other session was signed out.',
      'If this was not you, reset your password at once and contact support@grove.example.',
    ],
  }),
  signInAttempts: ({ failures, minutes, addresses, since, pausedUntil, linkPage }) => ({
    subject: 'Failed sign-in attempts on your Grove account',
    paragraphs: [
      `Someone has entered a wrong password for your Grove account ${failures} times in the last ${minutes} minutes, since ${at(since, 'en')}, from ${addresses} ${addresses === 1 ? 'address' : 'addresses'}.`,
      'If this was you, there is nothing to do. If not, your password has held, and choosing a new one on the password recovery page keeps it that way. We slow down further attempts automatically.',
      ...(pausedUntil
        ? [
            `Signing in with the password is paused until ${at(pausedUntil, 'en')}. You can still sign in with a one-time link we e-mail you.`,
          ]
        : []),
    ],
    ...(pausedUntil ? { action: { label: 'E-mail me a sign-in link', url: linkPage } } : {}),
  }),
  signInLink: ({ url, minutes }) => ({
    subject: 'Your Grove sign-in link',
    paragraphs: [
      `Use this link to sign in to Grove. It works once and expires in ${minutes} minutes.`,
      'If you did not ask for it, ignore this e-mail: nobody can use it without access to your mailbox.',
    ],
    action: { label: 'Sign in to Grove', url },
  }),
  newDeviceSignIn: ({ device, country, at: when, endUrl }) => ({
    subject: 'New sign-in to your Grove account',
    paragraphs: [
      `Your Grove account was signed in to from a device or place it had not been used from before, on ${at(when, 'en')}.`,
      ...line('Device', device ?? 'Unknown device'),
      ...line('Country', countryName(country, 'en') ?? 'Unknown'),
      'If this was you, there is nothing to do. If not, end that session with the link below and change your password.',
    ],
    action: { label: 'End that session', url: endUrl },
  }),
  welcome: ({ name }) => ({
    subject: 'Welcome to Grove',
    paragraphs: [
      `${name ? `Hello ${name}, welcome` : 'Welcome'} to Grove, where you can invest in vetted small and mid-sized businesses.`,
      'Before your first investment we will ask you a few questions about investing and verify your identity. It takes about ten minutes.',
      'Remember: investing in businesses is risky. Invest no more than 10% of your liquid assets.',
    ],
  }),
};

const vi: Templates = {
  notification: ({ type, params }) => {
    const reason = REASONS.vi[String(params.reason)] ?? '';
    switch (type) {
      case 'quiz_passed':
        return {
          subject: 'Bạn đã hoàn thành bài kiểm tra rủi ro của Grove',
          paragraphs: [
            'Cảm ơn bạn đã hoàn thành bài kiểm tra rủi ro. Hồ sơ nhà đầu tư của bạn đã được lưu.',
            'Bước tiếp theo: xác minh danh tính, sau đó bạn có thể đầu tư vào doanh nghiệp mình chọn.',
          ],
        };
      case 'kyc_passed':
        return {
          subject: 'Danh tính của bạn đã được xác minh',
          paragraphs: ['Việc xác minh danh tính đã hoàn tất. Giờ đây bạn có thể đầu tư trên Grove.'],
        };
      case 'kyc_failed':
        return {
          subject: 'Chúng tôi chưa xác minh được danh tính của bạn',
          paragraphs: [
            'Chúng tôi không thể xác minh danh tính của bạn. Vui lòng tải lại giấy tờ để tiếp tục.',
            ...(reason ? [`Lý do: ${reason}.`] : []),
          ],
        };
      case 'kyc_action_required':
        return {
          subject: 'Việc xác minh danh tính cần bạn thao tác thêm',
          paragraphs: ['Đơn vị xác minh cần thêm thông tin từ bạn. Vui lòng mở Grove và tiếp tục xác minh.'],
        };
      case 'declaration_expired':
        return {
          subject: 'Vui lòng xác nhận lại hồ sơ nhà đầu tư',
          paragraphs: [
            'Bản khai nhà đầu tư chuyên nghiệp của bạn đã được hai năm. Vui lòng làm lại bài kiểm tra rủi ro ngắn để xác nhận.',
          ],
        };
      case 'payment_succeeded': {
        const w = paymentWords(params, 'vi', 'doanh nghiệp');
        return {
          subject: `Biên nhận: khoản đầu tư của bạn vào ${w.project}`,
          paragraphs: [
            `Cảm ơn bạn: khoản đầu tư vào ${w.project} đã được xác nhận và tiền đã được đảm bảo.`,
            ...line('Số tiền đầu tư', w.amount),
            ...line('Phí dịch vụ', w.serviceFee),
            ...line('Phí xử lý thẻ', w.cardFee),
            ...line('Tổng số tiền đã thanh toán', w.total),
            w.deadline
              ? `Bạn có thể hủy khoản đầu tư này trong danh mục đầu tư trước ${w.deadline} và được hoàn lại toàn bộ, kể cả các khoản phí.`
              : 'Bạn có thể theo dõi khoản đầu tư này trong danh mục đầu tư.',
          ],
        };
      }
      case 'payment_failed': {
        const w = paymentWords(params, 'vi', 'doanh nghiệp');
        return {
          subject: `Thanh toán cho ${w.project} không thành công`,
          paragraphs: [
            `Khoản thanh toán${w.total ? ` ${w.total}` : ''} cho ${w.project} không thành công${w.reason ? `: ${w.reason}` : ''}.`,
            'Không có khoản tiền nào bị trừ và không có số tiền nào được giữ chỗ. Bạn có thể thử lại từ trang doanh nghiệp.',
          ],
        };
      }
      case 'payment_expired': {
        const w = paymentWords(params, 'vi', 'doanh nghiệp');
        return {
          subject: `Phiên thanh toán cho ${w.project} đã hết hạn`,
          paragraphs: [
            `Khoản đầu tư${w.amount ? ` ${w.amount}` : ''} vào ${w.project} chưa được thanh toán kịp thời, nên số tiền giữ chỗ cho bạn đã được giải phóng.`,
            'Không có khoản tiền nào bị trừ. Bạn có thể bắt đầu lại từ trang doanh nghiệp khi vòng gọi vốn còn mở.',
          ],
        };
      }
      case 'payment_refunded': {
        const w = paymentWords(params, 'vi', 'doanh nghiệp');
        const late = params.reason === 'late_payment_round_full';
        return {
          subject: `Hoàn tiền khoản thanh toán cho ${w.project}`,
          paragraphs: [
            late
              ? `Khoản thanh toán cho ${w.project} đến sau khi vòng gọi vốn đã đủ, nên không được đầu tư.`
              : `Khoản đầu tư${w.amount ? ` ${w.amount}` : ''} vào ${w.project} đã được hủy.`,
            `${w.total ?? 'Toàn bộ số tiền'} đã được hoàn lại vào thẻ của bạn, kể cả các khoản phí. Có thể mất 5–10 ngày làm việc để hiển thị trên sao kê.`,
          ],
        };
      }
      case 'project_funded': {
        const w = paymentWords(params, 'vi', 'Một doanh nghiệp bạn theo dõi');
        return {
          subject: `${w.project} đã gọi vốn đủ`,
          paragraphs: [
            `Tin vui: ${w.project} đã đạt mục tiêu gọi vốn và vòng gọi vốn đã đóng.`,
            'Chúng tôi sẽ cập nhật tiến độ trên trang doanh nghiệp.',
          ],
        };
      }
      case 'project_status_changed': {
        const w = paymentWords(params, 'vi', 'Một doanh nghiệp bạn theo dõi');
        const s = statusWords(params, 'vi');
        return {
          subject: `${w.project}: ${s.status ? s.status.split(':')[0] : 'trạng thái đã thay đổi'}`,
          paragraphs: [
            s.status ? `${w.project} hiện ${s.status}.` : `Trạng thái của ${w.project} đã thay đổi.`,
            ...(s.deadline ? [`Hạn chót mới: ${s.deadline}.`] : []),
            ...(s.reasonCode ? [s.reasonCode] : []),
            ...(s.note ? [`Ghi chú từ đội ngũ Grove: ${s.note}`] : []),
            'Xem chi tiết trên trang doanh nghiệp.',
          ],
        };
      }
      case 'project_update_posted': {
        const w = paymentWords(params, 'vi', 'Một doanh nghiệp bạn theo dõi');
        const title = typeof params.title === 'string' ? params.title : null;
        return {
          subject: `Tin mới từ ${w.project}${title ? `: ${title}` : ''}`,
          paragraphs: [`${w.project} vừa đăng cập nhật${title ? `: “${title}”` : ''}.`, 'Đọc trên trang doanh nghiệp.'],
        };
      }
      case 'question_answered': {
        const w = paymentWords(params, 'vi', 'một doanh nghiệp');
        return {
          subject: `Câu hỏi của bạn về ${w.project} đã được trả lời`,
          paragraphs: [
            `Đội ngũ đã trả lời câu hỏi bạn gửi về ${w.project}.`,
            'Câu trả lời được đăng trong mục Hỏi & Đáp trên trang doanh nghiệp.',
          ],
        };
      }
      case 'project_opened': {
        const w = paymentWords(params, 'vi', 'Doanh nghiệp bạn quan tâm');
        return {
          subject: `${w.project} đã mở nhận đầu tư`,
          paragraphs: [
            `Bạn đã nhờ chúng tôi báo khi vòng gọi vốn này mở: ${w.project} giờ đã nhận đầu tư.`,
            'Hãy đầu tư từ trang doanh nghiệp khi vòng gọi vốn còn chỗ.',
          ],
        };
      }
      case 'payout_received': {
        const w = paymentWords(params, 'vi', 'doanh nghiệp bạn đã đầu tư');
        return {
          subject: `Bạn đã nhận ${w.amount} từ ${w.project}`,
          paragraphs: [
            `${w.project} đã chi trả cho nhà đầu tư cho ${periodParam(params, 'vi')}. Phần của bạn, ${w.amount}, đã vào ví Grove.`,
            'Bạn có thể tái đầu tư mà không mất phí thẻ hoặc rút tiền trong thẻ Ví của danh mục đầu tư.',
          ],
        };
      }
      case 'wallet_topped_up': {
        const w = paymentWords(params, 'vi', '');
        return {
          subject: `Đã nạp ${w.amount} vào ví Grove`,
          paragraphs: [`Khoản nạp ${w.amount} đã vào ví của bạn.`],
        };
      }
      case 'withdrawal_paid': {
        const w = paymentWords(params, 'vi', '');
        return {
          subject: `Khoản rút ${w.amount} đã được chi trả`,
          paragraphs: [
            `Chúng tôi đã chi trả ${w.amount} từ ví Grove của bạn. Ngân hàng có thể mất vài ngày để hiển thị.`,
          ],
        };
      }
      case 'withdrawal_failed': {
        const w = paymentWords(params, 'vi', '');
        return {
          subject: `Không thể chi trả khoản rút ${w.amount}`,
          paragraphs: [
            `Nhà cung cấp thanh toán không thể chi trả ${w.amount}. Số tiền đã được hoàn lại vào ví Grove của bạn.`,
            'Vui lòng kiểm tra thông tin nhận tiền và thử lại, hoặc liên hệ với chúng tôi.',
          ],
        };
      }
      case 'waitlist_offer': {
        const w = waitlistWords(params, 'vi', 'doanh nghiệp');
        return {
          subject: `Một suất tại ${w.project} đang được giữ cho bạn`,
          paragraphs: [
            `Tin vui: ${w.project} vừa có chỗ trống và chỗ đó được giữ cho bạn: ${w.amount ?? 'khoản đầu tư của bạn'}${w.partOf ? ` trong số ${w.partOf} bạn đăng ký` : ''}.`,
            `Hãy hoàn tất thanh toán${w.until ? ` trước ${w.until}` : ' trong vòng 30 phút'} để nhận suất này. Sau thời điểm đó, suất sẽ được chuyển cho nhà đầu tư tiếp theo trong danh sách chờ.`,
          ],
          ...(w.url ? { action: { label: 'Đến trang thanh toán', url: w.url } } : {}),
        };
      }
      case 'waitlist_offer_lapsed': {
        const w = waitlistWords(params, 'vi', 'doanh nghiệp');
        return {
          subject: `Suất giữ cho bạn tại ${w.project} đã được chuyển cho người tiếp theo`,
          paragraphs: [
            `Khoản ${w.amount ?? 'đầu tư'} được giữ cho bạn tại ${w.project} đã không được thanh toán kịp thời, nên đã được chuyển cho nhà đầu tư tiếp theo trong danh sách chờ.`,
            'Nếu vòng gọi vốn vẫn được giữ chỗ hết, bạn có thể tham gia lại danh sách chờ từ trang doanh nghiệp.',
          ],
        };
      }
      default:
        return { subject: 'Tin mới từ Grove', paragraphs: ['Tài khoản Grove của bạn có thông báo mới.'] };
    }
  },
  passwordRecovery: ({ code, minutes }) => ({
    subject: `Mã khôi phục Grove của bạn: ${code}`,
    paragraphs: [
      'Có người đã yêu cầu đặt lại mật khẩu cho tài khoản Grove của bạn. Hãy nhập mã này trên trang khôi phục mật khẩu:',
      `Mã chỉ dùng được một lần và hết hạn sau ${minutes} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.`,
    ],
    highlight: code,
  }),
  passwordChanged: () => ({
    subject: 'Mật khẩu Grove của bạn đã được thay đổi',
    paragraphs: [
      'Mật khẩu tài khoản Grove của bạn vừa được thay đổi và mọi phiên đăng nhập khác đã bị đăng xuất.',
      'Nếu không phải bạn thực hiện, hãy đặt lại mật khẩu ngay và liên hệ support@grove.example.',
    ],
  }),
  signInAttempts: ({ failures, minutes, addresses, since, pausedUntil, linkPage }) => ({
    subject: 'Có người đăng nhập sai vào tài khoản Grove của bạn',
    paragraphs: [
      `Có người đã nhập sai mật khẩu tài khoản Grove của bạn ${failures} lần trong ${minutes} phút qua, từ ${at(since, 'vi')}, từ ${addresses} địa chỉ khác nhau.`,
      'Nếu đó là bạn, bạn không cần làm gì. Nếu không, mật khẩu của bạn vẫn an toàn; hãy đặt mật khẩu mới trên trang khôi phục mật khẩu để chắc chắn. Chúng tôi tự động làm chậm các lần thử tiếp theo.',
      ...(pausedUntil
        ? [
            `Đăng nhập bằng mật khẩu tạm dừng đến ${at(pausedUntil, 'vi')}. Bạn vẫn có thể đăng nhập bằng liên kết dùng một lần mà chúng tôi gửi qua e-mail.`,
          ]
        : []),
    ],
    ...(pausedUntil ? { action: { label: 'Gửi cho tôi liên kết đăng nhập', url: linkPage } } : {}),
  }),
  signInLink: ({ url, minutes }) => ({
    subject: 'Liên kết đăng nhập Grove của bạn',
    paragraphs: [
      `Dùng liên kết này để đăng nhập vào Grove. Liên kết chỉ dùng được một lần và hết hạn sau ${minutes} phút.`,
      'Nếu bạn không yêu cầu, hãy bỏ qua e-mail này: không ai dùng được liên kết nếu không vào được hộp thư của bạn.',
    ],
    action: { label: 'Đăng nhập vào Grove', url },
  }),
  newDeviceSignIn: ({ device, country, at: when, endUrl }) => ({
    subject: 'Đăng nhập mới vào tài khoản Grove của bạn',
    paragraphs: [
      `Tài khoản Grove của bạn vừa được đăng nhập từ một thiết bị hoặc nơi chưa từng dùng trước đây, lúc ${at(when, 'vi')}.`,
      ...line('Thiết bị', device ?? 'Thiết bị không xác định'),
      ...line('Quốc gia', countryName(country, 'vi') ?? 'Không xác định'),
      'Nếu đó là bạn, bạn không cần làm gì. Nếu không, hãy kết thúc phiên đó bằng liên kết bên dưới và đổi mật khẩu.',
    ],
    action: { label: 'Kết thúc phiên đó', url: endUrl },
  }),
  welcome: ({ name }) => ({
    subject: 'Chào mừng bạn đến với Grove',
    paragraphs: [
      `${name ? `Xin chào ${name}, chào mừng` : 'Chào mừng'} bạn đến với Grove, nơi bạn có thể đầu tư vào các doanh nghiệp vừa và nhỏ đã được thẩm định.`,
      'Trước khoản đầu tư đầu tiên, chúng tôi sẽ hỏi bạn vài câu về đầu tư và xác minh danh tính của bạn. Việc này mất khoảng mười phút.',
      'Xin lưu ý: đầu tư vào doanh nghiệp có rủi ro. Chỉ nên đầu tư tối đa 10% tài sản thanh khoản của bạn.',
    ],
  }),
};

const ru: Templates = {
  notification: ({ type, params }) => {
    const reason = REASONS.ru[String(params.reason)] ?? '';
    switch (type) {
      case 'quiz_passed':
        return {
          subject: 'Вы прошли тест о рисках Grove',
          paragraphs: [
            'Спасибо, что прошли тест о рисках. Ваш профиль инвестора сохранён.',
            'Следующий шаг — подтвердить личность, после чего вы сможете инвестировать в выбранные проекты.',
          ],
        };
      case 'kyc_passed':
        return {
          subject: 'Ваша личность подтверждена',
          paragraphs: ['Проверка личности завершена. Теперь вы можете инвестировать на Grove.'],
        };
      case 'kyc_failed':
        return {
          subject: 'Не удалось подтвердить вашу личность',
          paragraphs: [
            'Нам не удалось подтвердить вашу личность. Пожалуйста, загрузите документы повторно, чтобы продолжить.',
            ...(reason ? [`Причина: ${reason}.`] : []),
          ],
        };
      case 'kyc_action_required':
        return {
          subject: 'Проверка личности требует вашего участия',
          paragraphs: ['Сервису проверки нужны дополнительные данные. Откройте Grove и продолжите проверку.'],
        };
      case 'declaration_expired':
        return {
          subject: 'Подтвердите профиль инвестора',
          paragraphs: [
            'Вашей декларации квалифицированного инвестора исполнилось два года. Пройдите короткий тест о рисках ещё раз, чтобы подтвердить её.',
          ],
        };
      case 'payment_succeeded': {
        const w = paymentWords(params, 'ru', 'проект');
        return {
          subject: `Квитанция: ваша инвестиция в «${w.project}»`,
          paragraphs: [
            `Спасибо: ваша инвестиция в «${w.project}» подтверждена, средства зачислены.`,
            ...line('Сумма инвестиции', w.amount),
            ...line('Сервисный сбор', w.serviceFee),
            ...line('Комиссия за обработку карты', w.cardFee),
            ...line('Итого списано', w.total),
            w.deadline
              ? `Вы можете отменить эту инвестицию в портфеле до ${w.deadline} и получить полный возврат, включая комиссии.`
              : 'Следить за инвестицией можно в портфеле.',
          ],
        };
      }
      case 'payment_failed': {
        const w = paymentWords(params, 'ru', 'проект');
        return {
          subject: `Платёж за «${w.project}» не прошёл`,
          paragraphs: [
            `Платёж${w.total ? ` на ${w.total}` : ''} за «${w.project}» не прошёл${w.reason ? `: ${w.reason}` : ''}.`,
            'Деньги не списаны, сумма не зарезервирована. Вы можете попробовать ещё раз на странице проекта.',
          ],
        };
      }
      case 'payment_expired': {
        const w = paymentWords(params, 'ru', 'проект');
        return {
          subject: `Время оплаты инвестиции в «${w.project}» истекло`,
          paragraphs: [
            `Инвестиция${w.amount ? ` на ${w.amount}` : ''} в «${w.project}» не была оплачена вовремя, поэтому зарезервированная для вас сумма освобождена.`,
            'Деньги не списаны. Пока раунд открыт, вы можете начать заново на странице проекта.',
          ],
        };
      }
      case 'payment_refunded': {
        const w = paymentWords(params, 'ru', 'проект');
        const late = params.reason === 'late_payment_round_full';
        return {
          subject: `Возврат платежа за «${w.project}»`,
          paragraphs: [
            late
              ? `Ваш платёж за «${w.project}» поступил после того, как раунд был полностью собран, поэтому он не инвестирован.`
              : `Ваша инвестиция${w.amount ? ` на ${w.amount}` : ''} в «${w.project}» отменена.`,
            `${w.total ?? 'Вся сумма'} возвращена на вашу карту, включая комиссии. Деньги могут появиться на счёте через 5–10 рабочих дней.`,
          ],
        };
      }
      case 'project_funded': {
        const w = paymentWords(params, 'ru', 'Проект, за которым вы следите');
        return {
          subject: `«${w.project}»: сбор завершён`,
          paragraphs: [
            `Отличная новость: «${w.project}» собрал целевую сумму, раунд закрыт.`,
            'Мы будем рассказывать о ходе проекта на его странице.',
          ],
        };
      }
      case 'project_status_changed': {
        const w = paymentWords(params, 'ru', 'Проект, за которым вы следите');
        const s = statusWords(params, 'ru');
        return {
          subject: `«${w.project}»: ${s.status ? s.status.split(':')[0] : 'статус изменён'}`,
          paragraphs: [
            s.status ? `Проект «${w.project}» ${s.status}.` : `Статус проекта «${w.project}» изменился.`,
            ...(s.deadline ? [`Новый срок: ${s.deadline}.`] : []),
            ...(s.reasonCode ? [s.reasonCode] : []),
            ...(s.note ? [`Комментарий команды Grove: ${s.note}`] : []),
            'Подробности на странице проекта.',
          ],
        };
      }
      case 'project_update_posted': {
        const w = paymentWords(params, 'ru', 'Проект, за которым вы следите');
        const title = typeof params.title === 'string' ? params.title : null;
        return {
          subject: `Новости проекта «${w.project}»${title ? `: ${title}` : ''}`,
          paragraphs: [
            `Проект «${w.project}» опубликовал новость${title ? `: «${title}»` : ''}.`,
            'Читайте на странице проекта.',
          ],
        };
      }
      case 'question_answered': {
        const w = paymentWords(params, 'ru', 'проект');
        return {
          subject: `На ваш вопрос о «${w.project}» ответили`,
          paragraphs: [
            `Команда ответила на вопрос, который вы задали о «${w.project}».`,
            'Ответ опубликован в разделе «Вопросы и ответы» на странице проекта.',
          ],
        };
      }
      case 'project_opened': {
        const w = paymentWords(params, 'ru', 'проект');
        return {
          subject: `«${w.project}» открыт для инвестиций`,
          paragraphs: [
            `Вы просили сообщить, когда откроется этот сбор: «${w.project}» принимает инвестиции.`,
            'Инвестировать можно на странице проекта, пока в раунде есть место.',
          ],
        };
      }
      case 'payout_received': {
        const w = paymentWords(params, 'ru', 'проект, в который вы вложили');
        return {
          subject: `Вы получили ${w.amount} от «${w.project}»`,
          paragraphs: [
            `«${w.project}» выплатил инвесторам за ${periodParam(params, 'ru')}. Ваша доля, ${w.amount}, зачислена в кошелёк Grove.`,
            'Её можно реинвестировать без комиссии за карту или вывести на вкладке «Кошелёк» в портфеле.',
          ],
        };
      }
      case 'wallet_topped_up': {
        const w = paymentWords(params, 'ru', '');
        return {
          subject: `Кошелёк Grove пополнен на ${w.amount}`,
          paragraphs: [`Пополнение на ${w.amount} зачислено в ваш кошелёк.`],
        };
      }
      case 'withdrawal_paid': {
        const w = paymentWords(params, 'ru', '');
        return {
          subject: `Вывод ${w.amount} выполнен`,
          paragraphs: [`Мы перевели ${w.amount} из вашего кошелька Grove. Банку может понадобиться несколько дней.`],
        };
      }
      case 'withdrawal_failed': {
        const w = paymentWords(params, 'ru', '');
        return {
          subject: `Не удалось вывести ${w.amount}`,
          paragraphs: [
            `Платёжный провайдер не смог перевести ${w.amount}. Деньги вернулись в ваш кошелёк Grove.`,
            'Проверьте реквизиты для вывода и попробуйте снова или свяжитесь с нами.',
          ],
        };
      }
      case 'waitlist_offer': {
        const w = waitlistWords(params, 'ru', 'проекте');
        return {
          subject: `Место в «${w.project}» закреплено за вами`,
          paragraphs: [
            `Хорошая новость: в «${w.project}» освободилось место, и оно закреплено за вами: ${w.amount ?? 'ваша инвестиция'}${w.partOf ? ` из запрошенных ${w.partOf}` : ''}.`,
            `Завершите оплату${w.until ? ` до ${w.until}` : ' в течение 30 минут'}, чтобы занять его. После этого место перейдёт следующему инвестору в листе ожидания.`,
          ],
          ...(w.url ? { action: { label: 'Перейти к оплате', url: w.url } } : {}),
        };
      }
      case 'waitlist_offer_lapsed': {
        const w = waitlistWords(params, 'ru', 'проекте');
        return {
          subject: `Место в «${w.project}» передано следующему в очереди`,
          paragraphs: [
            `${w.amount ? `Сумма ${w.amount}` : 'Сумма'}, закреплённая за вами в «${w.project}», не была оплачена вовремя, поэтому её предложили следующему инвестору из листа ожидания.`,
            'Если раунд всё ещё полностью зарезервирован, вы можете снова встать в лист ожидания на странице проекта.',
          ],
        };
      }
      default:
        return { subject: 'Новости Grove', paragraphs: ['В вашем аккаунте Grove есть новое уведомление.'] };
    }
  },
  passwordRecovery: ({ code, minutes }) => ({
    subject: `Ваш код восстановления Grove: ${code}`,
    paragraphs: [
      'Поступил запрос на сброс пароля вашего аккаунта Grove. Введите этот код на странице восстановления пароля:',
      `Код действует один раз и истекает через ${minutes} минут. Если вы не запрашивали сброс, просто проигнорируйте это письмо: ваш пароль не изменится.`,
    ],
    highlight: code,
  }),
  passwordChanged: () => ({
    subject: 'Пароль Grove изменён',
    paragraphs: [
      'Пароль вашего аккаунта Grove только что был изменён, все остальные сеансы завершены.',
      'Если это были не вы, немедленно сбросьте пароль и напишите на support@grove.example.',
    ],
  }),
  signInAttempts: ({ failures, minutes, addresses, since, pausedUntil, linkPage }) => ({
    subject: 'Неудачные попытки входа в ваш аккаунт Grove',
    paragraphs: [
      `Кто-то ввёл неверный пароль от вашего аккаунта Grove ${failures} раз за последние ${minutes} минут, начиная с ${at(since, 'ru')}, с адресов: ${addresses}.`,
      'Если это были вы, ничего делать не нужно. Если нет, ваш пароль устоял; чтобы так и осталось, задайте новый на странице восстановления пароля. Дальнейшие попытки мы автоматически замедляем.',
      ...(pausedUntil
        ? [
            `Вход по паролю приостановлен до ${at(pausedUntil, 'ru')}. Войти можно по одноразовой ссылке, которую мы пришлём на почту.`,
          ]
        : []),
    ],
    ...(pausedUntil ? { action: { label: 'Прислать ссылку для входа', url: linkPage } } : {}),
  }),
  signInLink: ({ url, minutes }) => ({
    subject: 'Ссылка для входа в Grove',
    paragraphs: [
      `По этой ссылке можно войти в Grove. Она действует один раз и истекает через ${minutes} минут.`,
      'Если вы её не запрашивали, просто проигнорируйте письмо: без доступа к вашей почте ссылкой никто не воспользуется.',
    ],
    action: { label: 'Войти в Grove', url },
  }),
  newDeviceSignIn: ({ device, country, at: when, endUrl }) => ({
    subject: 'Новый вход в ваш аккаунт Grove',
    paragraphs: [
      `В ваш аккаунт Grove вошли с устройства или из места, откуда раньше не входили: ${at(when, 'ru')}.`,
      ...line('Устройство', device ?? 'Неизвестное устройство'),
      ...line('Страна', countryName(country, 'ru') ?? 'Неизвестно'),
      'Если это были вы, ничего делать не нужно. Если нет, завершите этот сеанс по ссылке ниже и смените пароль.',
    ],
    action: { label: 'Завершить этот сеанс', url: endUrl },
  }),
  welcome: ({ name }) => ({
    subject: 'Добро пожаловать в Grove',
    paragraphs: [
      `${name ? `Здравствуйте, ${name}! Добро пожаловать` : 'Добро пожаловать'} в Grove — платформу, где можно инвестировать в проверенный малый и средний бизнес.`,
      'Перед первой инвестицией мы зададим несколько вопросов об инвестировании и проверим вашу личность. Это займёт около десяти минут.',
      'Помните: инвестиции в бизнес связаны с риском. Вкладывайте не более 10% своих ликвидных активов.',
    ],
  }),
};

export const MAIL_TEMPLATES: Readonly<Record<Language, Templates & AccountTemplates & SecondFactorTemplates>> = {
  en: { ...en, ...ACCOUNT_MAIL_TEMPLATES.en, ...SECOND_FACTOR_MAIL_TEMPLATES.en },
  vi: { ...vi, ...ACCOUNT_MAIL_TEMPLATES.vi, ...SECOND_FACTOR_MAIL_TEMPLATES.vi },
  ru: { ...ru, ...ACCOUNT_MAIL_TEMPLATES.ru, ...SECOND_FACTOR_MAIL_TEMPLATES.ru },
};
export type MailTemplateName = keyof Templates | keyof AccountTemplates | keyof SecondFactorTemplates;
