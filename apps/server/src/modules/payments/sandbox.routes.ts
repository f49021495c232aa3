import { randomBytes } from 'node:crypto';
import { formatMinor, isLanguage, type Language } from '@grove/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { pageLanguage } from '../../plugins/page-renderer.js';
import {
  sandboxCheckoutPath,
  type SandboxCheckout,
  type SandboxDecline,
  type SandboxPayResult,
  type SandboxSessionRow,
} from '../../providers/payments/sandbox.js';

const TEXT = {
  en: {
    title: 'Secure checkout',
    testMode: 'Test mode: no real card is charged.',
    business: 'Payment for',
    amount: 'Amount',
    serviceFee: 'Service fee',
    cardFee: 'Card processing fee',
    total: 'Total',
    cardNumber: 'Card number',
    expiry: 'Expiry',
    expiryHint: 'MM / YY',
    cvc: 'CVC',
    name: 'Name on card',
    pay: 'Pay',
    cancel: 'Cancel and go back',
    fixFields: 'Please correct the fields marked below.',
    cardInvalid: 'Enter a valid card number.',
    expiryInvalid: 'Enter the expiry date as MM / YY.',
    expiryPast: 'This card has expired.',
    cvcInvalid: 'Enter the 3 or 4 digit security code.',
    nameInvalid: 'Enter the name on the card.',
    testCards: 'Test cards',
    testCardsHint: 'Use any future expiry date, any CVC and any name.',
    cardSucceeds: 'Payment succeeds',
    cardDeclined: 'Card declined',
    cardInsufficient: 'Declined: insufficient funds',
    cardAuth: 'Asks for authentication',
    cardRefundFails: 'Pays; a refund of it fails later',
    cardDisputed: 'Pays; the cardholder then disputes it',
    cardAmex: 'American Express: pays, at a higher processing fee',
    cardForeign: 'A UK card: pays, at the fee for foreign cards',
    authTitle: 'Confirm this payment',
    authIntro: 'Your bank asks you to authenticate this payment. Choose what the bank should answer.',
    complete: 'Complete',
    fail: 'Fail',
    otherCard: 'Use another card',
    tryAgain: 'Try again with another card, or cancel. Your place in the round is kept until this checkout expires.',
    card_declined: 'Your card was declined.',
    insufficient_funds: 'Your card was declined for insufficient funds.',
    authentication_failed: 'Your card could not be authenticated.',
    noMoneyTaken: 'No money was taken.',
    backToPlatform: 'Back to Grove',
    paid: 'This payment is complete.',
    failed: 'This payment did not go through. No money was taken.',
    expired: 'This checkout has expired, so it can no longer be paid. No money was taken.',
    notFound: 'This checkout link is not valid.',
  },
  vi: {
    title: 'Thanh toán an toàn',
    testMode: 'Chế độ thử nghiệm: không có thẻ thật nào bị trừ tiền.',
    business: 'Thanh toán cho',
    amount: 'Số tiền',
    serviceFee: 'Phí dịch vụ',
    cardFee: 'Phí xử lý thẻ',
    total: 'Tổng cộng',
    cardNumber: 'Số thẻ',
    expiry: 'Ngày hết hạn',
    expiryHint: 'MM / YY',
    cvc: 'CVC',
    name: 'Tên trên thẻ',
    pay: 'Thanh toán',
    cancel: 'Hủy và quay lại',
    fixFields: 'Vui lòng sửa các trường được đánh dấu bên dưới.',
    cardInvalid: 'Hãy nhập số thẻ hợp lệ.',
    expiryInvalid: 'Hãy nhập ngày hết hạn theo dạng MM / YY.',
    expiryPast: 'Thẻ này đã hết hạn.',
    cvcInvalid: 'Hãy nhập mã bảo mật gồm 3 hoặc 4 chữ số.',
    nameInvalid: 'Hãy nhập tên trên thẻ.',
    testCards: 'Thẻ thử nghiệm',
    testCardsHint: 'Dùng ngày hết hạn bất kỳ trong tương lai, CVC bất kỳ và tên bất kỳ.',
    cardSucceeds: 'Thanh toán thành công',
    cardDeclined: 'Thẻ bị từ chối',
    cardInsufficient: 'Bị từ chối: không đủ số dư',
    cardAuth: 'Yêu cầu xác thực',
    cardRefundFails: 'Thanh toán thành công; việc hoàn tiền sau đó thất bại',
    cardDisputed: 'Thanh toán thành công; chủ thẻ sau đó khiếu nại',
    cardAmex: 'American Express: thanh toán thành công, phí xử lý cao hơn',
    cardForeign: 'Thẻ phát hành tại Anh: thanh toán thành công, với phí thẻ nước ngoài',
    authTitle: 'Xác nhận khoản thanh toán',
    authIntro: 'Ngân hàng yêu cầu bạn xác thực khoản thanh toán này. Hãy chọn câu trả lời của ngân hàng.',
    complete: 'Hoàn tất',
    fail: 'Thất bại',
    otherCard: 'Dùng thẻ khác',
    tryAgain:
      'Hãy thử lại với thẻ khác, hoặc huỷ. Chỗ của bạn trong vòng gọi vốn được giữ cho đến khi phiên thanh toán này hết hạn.',
    card_declined: 'Thẻ của bạn bị từ chối.',
    insufficient_funds: 'Thẻ của bạn bị từ chối vì không đủ số dư.',
    authentication_failed: 'Không thể xác thực thẻ của bạn.',
    noMoneyTaken: 'Không có khoản tiền nào bị trừ.',
    backToPlatform: 'Quay lại Grove',
    paid: 'Khoản thanh toán này đã hoàn tất.',
    failed: 'Khoản thanh toán này không thành công. Không có khoản tiền nào bị trừ.',
    expired: 'Phiên thanh toán này đã hết hạn nên không thể thanh toán nữa. Không có khoản tiền nào bị trừ.',
    notFound: 'Liên kết thanh toán này không hợp lệ.',
  },
  ru: {
    title: 'Безопасная оплата',
    testMode: 'Тестовый режим: реальная карта не списывается.',
    business: 'Оплата за',
    amount: 'Сумма',
    serviceFee: 'Сервисный сбор',
    cardFee: 'Комиссия за обработку карты',
    total: 'Итого',
    cardNumber: 'Номер карты',
    expiry: 'Срок действия',
    expiryHint: 'ММ / ГГ',
    cvc: 'CVC',
    name: 'Имя на карте',
    pay: 'Оплатить',
    cancel: 'Отменить и вернуться',
    fixFields: 'Исправьте отмеченные ниже поля.',
    cardInvalid: 'Введите правильный номер карты.',
    expiryInvalid: 'Введите срок действия в формате ММ / ГГ.',
    expiryPast: 'Срок действия карты истёк.',
    cvcInvalid: 'Введите код безопасности из 3 или 4 цифр.',
    nameInvalid: 'Введите имя, указанное на карте.',
    testCards: 'Тестовые карты',
    testCardsHint: 'Подойдёт любой будущий срок действия, любой CVC и любое имя.',
    cardSucceeds: 'Оплата проходит',
    cardDeclined: 'Карта отклонена',
    cardInsufficient: 'Отказ: недостаточно средств',
    cardAuth: 'Требует подтверждения',
    cardRefundFails: 'Оплата проходит; возврат потом не проходит',
    cardDisputed: 'Оплата проходит; затем держатель карты оспаривает её',
    cardAmex: 'American Express: оплата проходит, комиссия процессинга выше',
    cardForeign: 'Карта из Великобритании: оплата проходит, с комиссией для иностранных карт',
    authTitle: 'Подтвердите платёж',
    authIntro: 'Банк просит подтвердить этот платёж. Выберите, что ответит банк.',
    complete: 'Подтвердить',
    fail: 'Отказать',
    otherCard: 'Другая карта',
    tryAgain: 'Попробуйте другую карту или отмените. Ваше место в раунде сохраняется, пока не истечёт время оплаты.',
    card_declined: 'Карта отклонена.',
    insufficient_funds: 'Карта отклонена: недостаточно средств.',
    authentication_failed: 'Не удалось подтвердить карту.',
    noMoneyTaken: 'Деньги не списаны.',
    backToPlatform: 'Вернуться в Grove',
    paid: 'Этот платёж завершён.',
    failed: 'Этот платёж не прошёл. Деньги не списаны.',
    expired: 'Время на оплату истекло, оплатить этот платёж уже нельзя. Деньги не списаны.',
    notFound: 'Ссылка на оплату недействительна.',
  },
} as const satisfies Record<Language, Record<string, string>>;
type Texts = (typeof TEXT)[Language];

const TEST_CARDS: { number: string; text: keyof Texts }[] = [
  { number: '4242 4242 4242 4242', text: 'cardSucceeds' },
  { number: '4000 0000 0000 0002', text: 'cardDeclined' },
  { number: '4000 0000 0000 9995', text: 'cardInsufficient' },
  { number: '4000 0025 0000 3155', text: 'cardAuth' },
  { number: '4000 0000 0000 5126', text: 'cardRefundFails' },
  { number: '4000 0000 0000 0259', text: 'cardDisputed' },
  { number: '3782 822463 10005', text: 'cardAmex' },
  { number: '4000 0082 6000 0000', text: 'cardForeign' },
];

const isDecline = (value: string | null): value is SandboxDecline =>
  value === 'card_declined' || value === 'insufficient_funds' || value === 'authentication_failed';

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface CardFields {
  card_number: string;
  expiry: string;
  cvc: string;
  name: string;
}
type FieldProblems = Partial<Record<keyof CardFields, keyof Texts>>;

/** Luhn's checksum, which every real card number (Stripe's test cards too) passes. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Checks the typed card the way a card form would; the card number comes back as digits. */
export function checkCardFields(fields: CardFields, now = new Date()): { digits: string; problems: FieldProblems } {
  const problems: FieldProblems = {};
  const digits = fields.card_number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) problems.card_number = 'cardInvalid';
  const expiry = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(fields.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) problems.expiry = 'expiryInvalid';
  else {
    const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    // A card is good through the last day of its month.
    if (Date.UTC(year, month, 1) <= now.getTime()) problems.expiry = 'expiryPast';
  }
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) problems.cvc = 'cvcInvalid';
  const name = fields.name.trim();
  if (name.length < 1 || name.length > 100) problems.name = 'nameInvalid';
  return { digits, problems };
}

const field = (body: unknown, name: string, max = 100): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, max) : '';
};

/**
 * The sandbox card provider's hosted checkout page: plain HTML and forms, no script, in the
 * payer's language. It takes Stripe's test cards and behaves as Stripe's test mode does; each
 * outcome reaches our webhook endpoint through the job queue, signed as Stripe signs.
 *
 * A declined card shows why on this page, which takes another card until the checkout expires
 * (as Stripe's Checkout does); a paid one redirects to the platform's page at once.
 */
const EMPTY_CARD: CardFields = { card_number: '', expiry: '', cvc: '', name: '' };
/** Stripe's card that pays, as the form shows it typed in. */
const PREFILLED_CARD = { card_number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Demo Investor' };

/**
 * The checkout's look: the app's tokens (slate text, brand green, 8-16 px radii, the system font)
 * in plain CSS, as the page has no script and no build. Every grid track can shrink (minmax(0, …)),
 * long words and card numbers wrap, and the card's padding narrows on a phone, so nothing runs
 * off a 320 px screen in any language.
 */
const CHECKOUT_CSS = [
  '*,*::before,*::after{box-sizing:border-box}',
  "html{-webkit-text-size-adjust:100%}body{font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif;background:#f8fafc;color:#0f172a;margin:0;padding:12px;-webkit-font-smoothing:antialiased;overflow-wrap:anywhere}",
  'main{max-width:480px;margin:4px auto;background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:20px 16px;box-shadow:0 20px 25px -5px rgba(15,23,42,.05),0 8px 10px -6px rgba(15,23,42,.05)}',
  '@media (min-width:480px){body{padding:24px 16px}main{margin:16px auto;padding:32px}}',
  'h1{font-size:24px;line-height:1.25;letter-spacing:-.01em;margin:0 0 8px}h2{font-size:18px;margin:20px 0 4px}p{line-height:1.5;color:#475569;margin:8px 0}',
  '.badge{display:inline-block;font-size:12px;font-weight:700;letter-spacing:.08em;color:#92400e;background:#fef3c7;border-radius:999px;padding:4px 10px;margin-bottom:12px}',
  '.business{font-weight:600;color:#0f172a}',
  'dl{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:8px 12px;margin:16px 0;padding:12px 0;border-top:1px solid #e2e8f0;border-bottom:1px solid #e2e8f0;font-size:15px}dt{color:#475569;min-width:0}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}dt.total,dd.total{font-weight:700;color:#0f172a}',
  'form{display:grid;grid-template-columns:minmax(0,1fr);gap:14px;margin-top:16px}label{display:grid;grid-template-columns:minmax(0,1fr);gap:6px;font-weight:600;font-size:14px;min-width:0}',
  '.row{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:12px}',
  'input{font:inherit;font-size:16px;font-weight:400;height:44px;padding:0 12px;color:#0f172a;background:#fff;border:1px solid #cbd5e1;border-radius:8px;width:100%;min-width:0;box-shadow:0 1px 2px rgba(15,23,42,.05)}input::placeholder{color:#64748b}input:hover{border-color:#94a3b8}input[aria-invalid=true]{border-color:#dc2626}',
  ':focus-visible{outline:2px solid #197c4f;outline-offset:2px}input:focus-visible{outline-offset:0;border-color:#197c4f}',
  '.error{color:#b91c1c;font-weight:400;font-size:13px}.alert{color:#7f1d1d;background:#fef2f2;border:1px solid #fecaca;border-radius:8px;padding:10px 12px}.alert p{margin:0;color:inherit}.alert p+p{margin-top:8px}',
  'button{font:inherit;font-weight:600;min-height:44px;padding:10px 16px;border-radius:8px;border:1px solid #156342;background:#156342;color:#fff;cursor:pointer;max-width:100%}button:hover{background:#134f37}form>button{width:100%}',
  'button.secondary{background:#fff;color:#b91c1c;border-color:#cbd5e1}button.secondary:hover{background:#fef2f2}button.link{background:none;border:0;color:#156342;text-decoration:underline;text-underline-offset:4px;padding:0;min-height:44px;font-weight:500;justify-self:start}',
  'a{color:#156342;text-underline-offset:4px}.actions{display:flex;gap:12px;flex-wrap:wrap;align-items:center;margin-top:16px}.actions button{flex:1 1 auto}',
  '.help{margin-top:20px;padding:12px;background:#f8fafc;border:1px solid #e2e8f0;border-radius:8px;font-size:14px}.help h2{font-size:15px;margin:0 0 6px}.help ul{margin:0;padding-left:18px}.help li{margin:4px 0}.help code{font-size:13px;white-space:nowrap}',
].join('\n');

export const sandboxPaymentRoutes: FastifyPluginAsync<{
  sandbox: SandboxCheckout;
  /** The platform clock: a checkout lapses at its time. */
  clock: Clock;
  /** Whether to type the test card in for this payment (a /demo visitor's; the tour says so). */
  prefillCard?: (paymentId: string) => Promise<boolean>;
}> = async (app, { sandbox, clock, prefillCard }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const languageOf = (request: FastifyRequest): Language => {
    const lang = (request.query as { lang?: unknown } | undefined)?.lang;
    return isLanguage(lang) ? lang : pageLanguage(request);
  };
  const idOf = (request: FastifyRequest) => String((request.params as { id: string }).id);
  const selfUrl = (id: string, language: Language, token?: string) =>
    `${sandboxCheckoutPath(id)}${token ? `?token=${encodeURIComponent(token)}&` : '?'}lang=${language}`;

  function send(reply: FastifyReply, status: number, language: Language, body: string) {
    const nonce = randomBytes(16).toString('base64');
    const t = TEXT[language];
    return reply
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .code(status)
      .type('text/html; charset=utf-8').send(`<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t.title)}</title>
<style nonce="${nonce}">
${CHECKOUT_CSS}
</style></head><body><main><span class="badge">SANDBOX</span><h1>${escape(t.title)}</h1><p>${escape(t.testMode)}</p>${body}</main></body></html>`);
  }

  const summary = (session: SandboxSessionRow, language: Language) => {
    const t = TEXT[language];
    const money = (minor: number) => escape(formatMinor(minor, session.currency, language));
    const total = session.amountMinor + session.serviceFeeMinor + session.cardFeeMinor;
    return `<p>${escape(t.business)}: <span class="business">${escape(session.description)}</span></p>
<dl><dt>${escape(t.amount)}</dt><dd>${money(session.amountMinor)}</dd>
${session.serviceFeeMinor > 0 ? `<dt>${escape(t.serviceFee)}</dt><dd>${money(session.serviceFeeMinor)}</dd>` : ''}
<dt>${escape(t.cardFee)}</dt><dd>${money(session.cardFeeMinor)}</dd>
<dt class="total">${escape(t.total)}</dt><dd class="total">${money(total)}</dd></dl>`;
  };

  const link = (href: string, text: string) => `<p class="actions"><a href="${escape(href)}">${escape(text)}</a></p>`;

  function formPage(
    session: SandboxSessionRow,
    language: Language,
    token: string,
    fields: CardFields,
    problems: FieldProblems,
    decline: SandboxDecline | null = null,
  ) {
    const t = TEXT[language];
    const input = (name: keyof CardFields, label: string, attrs: string) => {
      const problem = problems[name];
      return `<label for="${name}">${escape(label)}
<input id="${name}" name="${name}" value="${escape(fields[name])}" ${attrs}${problem ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''} required>
${problem ? `<span class="error" id="${name}-error">${escape(t[problem])}</span>` : ''}</label>`;
    };
    const hasProblems = Object.keys(problems).length > 0;
    return `${summary(session, language)}
${decline ? `<div class="alert" role="alert"><p><strong>${escape(t[decline])}</strong> ${escape(t.noMoneyTaken)}</p><p>${escape(t.tryAgain)}</p></div>` : ''}
${hasProblems ? `<p class="alert" role="alert">${escape(t.fixFields)}</p>` : ''}
<form method="post" action="${escape(selfUrl(session.id, language))}" novalidate>
<input type="hidden" name="token" value="${escape(token)}">
${input('card_number', t.cardNumber, 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="4242 4242 4242 4242"')}
<div class="row">${input('expiry', t.expiry, `autocomplete="cc-exp" maxlength="7" placeholder="${escape(t.expiryHint)}"`)}
${input('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}</div>
${input('name', t.name, 'autocomplete="cc-name" maxlength="100"')}
<button type="submit">${escape(t.pay)}</button>
</form>
<p class="actions"><a href="${escape(session.cancelUrl)}">${escape(t.cancel)}</a></p>
<section class="help" aria-labelledby="test-cards"><h2 id="test-cards">${escape(t.testCards)}</h2><ul>
${TEST_CARDS.map((card) => `<li><code>${card.number}</code>: ${escape(t[card.text])}</li>`).join('\n')}
</ul><p>${escape(t.testCardsHint)}</p></section>`;
  }

  function authPage(session: SandboxSessionRow, language: Language, token: string) {
    const t = TEXT[language];
    return `${summary(session, language)}<h2>${escape(t.authTitle)}</h2><p>${escape(t.authIntro)}</p>
<form method="post" action="${escape(`${sandboxCheckoutPath(session.id)}/authenticate?lang=${language}`)}">
<input type="hidden" name="token" value="${escape(token)}">
<div class="actions"><button name="action" value="complete">${escape(t.complete)}</button>
<button name="action" value="fail" class="secondary">${escape(t.fail)}</button></div></form>
<form method="post" action="${escape(`${sandboxCheckoutPath(session.id)}/authenticate?lang=${language}`)}">
<input type="hidden" name="token" value="${escape(token)}"><button name="action" value="other" class="link">${escape(t.otherCard)}</button></form>`;
  }

  const lapsed = (session: SandboxSessionRow) => session.expiresAt.getTime() <= clock.now().getTime();

  /** The page for a session that takes no card now, with the status it answers. */
  function closedPage(session: SandboxSessionRow, language: Language): { status: number; html: string } {
    const t = TEXT[language];
    if (session.status === 'expired' || lapsed(session)) {
      return {
        status: 410,
        html: `<p role="alert">${escape(t.expired)}</p>${link(session.cancelUrl, t.backToPlatform)}`,
      };
    }
    const message = session.status === 'complete' ? t.paid : t.failed;
    return {
      status: 409,
      html: `${summary(session, language)}<p>${escape(message)}</p>${link(session.successUrl, t.backToPlatform)}`,
    };
  }

  const notFound = (reply: FastifyReply, language: Language) =>
    send(reply, 404, language, `<p>${escape(TEXT[language].notFound)}</p>`);

  /** Answers a settled attempt: paid goes back to the platform, the rest is shown here. */
  function answer(reply: FastifyReply, language: Language, token: string, result: SandboxPayResult) {
    switch (result.kind) {
      case 'not_found':
        return notFound(reply, language);
      case 'succeeded':
        return reply.header('cache-control', 'no-store').redirect(result.session.successUrl, 303);
      case 'requires_action':
        // Post/redirect/get: a reload shows the authentication page, not a second payment.
        return reply.header('cache-control', 'no-store').redirect(selfUrl(result.session.id, language, token), 303);
      case 'declined':
        // As on Stripe's Checkout: the page says why and takes another card; the session stays open.
        return send(reply, 402, language, formPage(result.session, language, token, EMPTY_CARD, {}, result.reason));
      case 'closed':
      case 'expired': {
        const page = closedPage(result.session, language);
        return send(reply, page.status, language, page.html);
      }
    }
  }

  const routeOptions = { schema: { hide: true }, bodyLimit: 8_192 };

  app.get('/sandbox/payments/checkout/:id', routeOptions, async (request, reply) => {
    const language = languageOf(request);
    const token = field(request.query, 'token');
    const session = await sandbox.find(idOf(request), token);
    if (!session) return notFound(reply, language);
    if (session.status === 'open' && !lapsed(session)) {
      return send(
        reply,
        200,
        language,
        formPage(
          session,
          language,
          token,
          (await prefillCard?.(session.paymentId)) ? PREFILLED_CARD : EMPTY_CARD,
          {},
          isDecline(session.lastDecline) ? session.lastDecline : null,
        ),
      );
    }
    if (session.status === 'requires_action' && !lapsed(session)) {
      return send(reply, 200, language, authPage(session, language, token));
    }
    const page = closedPage(session, language);
    // Looking at a finished checkout is not an error; only paying one is.
    return send(reply, page.status === 410 ? 410 : 200, language, page.html);
  });

  app.post('/sandbox/payments/checkout/:id', routeOptions, async (request, reply) => {
    const language = languageOf(request);
    const token = field(request.body, 'token');
    const session = await sandbox.find(idOf(request), token);
    if (!session) return notFound(reply, language);
    if (session.status !== 'open' || lapsed(session))
      return answer(reply, language, token, { kind: 'closed', session });
    const fields: CardFields = {
      card_number: field(request.body, 'card_number', 30),
      expiry: field(request.body, 'expiry', 10),
      cvc: field(request.body, 'cvc', 10),
      name: field(request.body, 'name'),
    };
    const { digits, problems } = checkCardFields(fields, clock.now());
    if (Object.keys(problems).length > 0) {
      return send(reply, 400, language, formPage(session, language, token, fields, problems));
    }
    return answer(reply, language, token, await sandbox.pay(session.id, token, digits));
  });

  app.post('/sandbox/payments/checkout/:id/authenticate', routeOptions, async (request, reply) => {
    const language = languageOf(request);
    const token = field(request.body, 'token');
    const session = await sandbox.find(idOf(request), token);
    if (!session) return notFound(reply, language);
    if (session.status !== 'requires_action' || lapsed(session)) {
      return answer(reply, language, token, { kind: 'closed', session });
    }
    const action = field(request.body, 'action');
    if (action !== 'complete' && action !== 'fail' && action !== 'other') {
      return send(reply, 400, language, authPage(session, language, token));
    }
    // Failing the authentication, or turning back from it, returns to the card form (Stripe: the
    // payment intent goes back to requires_payment_method).
    return answer(reply, language, token, await sandbox.authenticate(session.id, token, action === 'complete'));
  });
};
