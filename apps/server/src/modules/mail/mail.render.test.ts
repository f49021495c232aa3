import { LANGUAGES, type NotificationType } from '@grove/contracts';
import { describe, expect, it } from 'vitest';
import { renderMail } from './mail.render.js';

const payment = {
  project_id: 'saigon-bean-roastery',
  project_name: 'Saigon Bean Roastery',
  payment_id: '8f0c2f7e-3c4b-4a51-9d7e-0d6a1c2b3e4f',
  currency: 'USD',
  amount: 1500,
  service_fee: 75,
  card_fee: 37.5,
  total: 1612.5,
  cancel_deadline: '2026-11-25T14:30:00.000Z',
  reason: null,
};

const cases: { type: NotificationType; params: Record<string, string | number | null> }[] = [
  { type: 'payment_succeeded', params: payment },
  { type: 'payment_failed', params: { ...payment, cancel_deadline: null, reason: 'insufficient_funds' } },
  { type: 'payment_expired', params: { ...payment, cancel_deadline: null, reason: 'checkout_expired' } },
  { type: 'payment_refunded', params: { ...payment, reason: 'canceled_by_user' } },
  { type: 'payment_refunded', params: { ...payment, cancel_deadline: null, reason: 'late_payment_round_full' } },
  { type: 'project_funded', params: { project_id: payment.project_id, project_name: payment.project_name } },
  { type: 'project_opened', params: { project_id: payment.project_id, project_name: payment.project_name } },
];

const render = (language: (typeof LANGUAGES)[number], c: (typeof cases)[number]) =>
  renderMail(language, 'notification', { type: c.type, params: c.params, name: 'Lan' });

describe('payment e-mails', () => {
  it.each(LANGUAGES.flatMap((language) => cases.map((c) => [language, c.type, c] as const)))(
    '%s %s: names the business and leaves no placeholder',
    (language, _type, c) => {
      const mail = render(language, c);
      expect(mail.subject).toContain('Saigon Bean Roastery');
      expect(mail.text).not.toMatch(/undefined|null|NaN|\{|\}|\[object/);
      expect(mail.html).not.toMatch(/undefined|null|NaN|\[object/);
      // Not the generic fallback: every payment type has its own words.
      expect(mail.subject).not.toMatch(/News from Grove|Tin mới từ Grove|Новости Grove/);
    },
  );

  it('writes a receipt with the fee breakdown and the cancel deadline, in the reader’s formats', () => {
    const en = render('en', cases[0]!).text;
    expect(en).toContain('Investment: $1,500.00');
    expect(en).toContain('Service fee: $75.00');
    expect(en).toContain('Card processing fee: $37.50');
    expect(en).toContain('Total charged: $1,612.50');
    expect(en).toContain('until November 25, 2026 at 2:30 PM UTC');

    const ru = render('ru', cases[0]!).text;
    expect(ru).toMatch(/Сумма инвестиции: 1\s500,00\s\$/);
    expect(ru).toMatch(/Итого списано: 1\s612,50\s\$/);
    expect(ru).toContain('25 ноября 2026');

    const vi = render('vi', cases[0]!).text;
    expect(vi).toMatch(/Phí xử lý thẻ: 37,50\sUS\$/);
    expect(vi).toContain('2026');
  });

  it('says why a payment failed and what was refunded', () => {
    expect(render('en', cases[1]!).text).toContain('failed: your card was declined for insufficient funds.');
    expect(render('vi', cases[1]!).text).toContain('không đủ số dư');
    expect(render('ru', cases[1]!).text).toContain('недостаточно средств');
    expect(render('en', cases[3]!).text).toContain('$1,612.50 has been refunded to your card, fees included.');
    expect(render('en', cases[4]!).text).toContain('arrived after the round had filled up');
  });

  it('leaves out what a notification does not carry', () => {
    const mail = renderMail('en', 'notification', {
      type: 'payment_failed',
      params: {
        project_name: 'Saigon Bean Roastery',
        currency: 'USD',
        amount: null,
        total: null,
        reason: 'something_new',
      },
      name: null,
    });
    expect(mail.text).toContain('Your payment for Saigon Bean Roastery failed.');
  });
});

describe('the layout', () => {
  it('escapes a business’s and a person’s name in HTML, and keeps them as written in the text', () => {
    const mail = renderMail('en', 'notification', {
      type: 'payment_succeeded',
      params: { ...payment, project_name: '<script>alert("x")</script> & Co' },
      name: null,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co');
    expect(mail.text).toContain('your investment in <script>alert("x")</script> & Co is confirmed');

    const welcome = renderMail('ru', 'welcome', { name: '<img src=x onerror=alert(1)>' });
    expect(welcome.html).not.toMatch(/<img/);
    expect(welcome.html).toContain('Здравствуйте, &#60;img src=x onerror=alert(1)&#62;!');
  });

  it('lays every e-mail out the same way: the language, the brand, the action as a button and as a line', () => {
    const mail = renderMail('vi', 'signInLink', { url: 'https://grove.example/signin/link?token=a&b', minutes: 15 });
    expect(mail.html).toMatch(/^<div lang="vi"/);
    expect(mail.html).toContain('href="https://grove.example/signin/link?token=a&#38;b"');
    expect(mail.text).toContain('Đăng nhập vào Grove: https://grove.example/signin/link?token=a&b');
    expect(mail.text.endsWith('— Grove')).toBe(true);
  });
});

describe('numbers in words', () => {
  it('says minutes, hours and addresses in each language’s plural forms', () => {
    expect(renderMail('en', 'passwordRecovery', { code: '123456', minutes: 1 }).text).toContain('expires in 1 minute.');
    expect(renderMail('en', 'passwordRecovery', { code: '123456', minutes: 15 }).text).toContain(
      'expires in 15 minutes.',
    );
    expect(renderMail('ru', 'passwordRecovery', { code: '123456', minutes: 15 }).text).toContain('через 15 минут.');
    expect(renderMail('ru', 'passwordRecovery', { code: '123456', minutes: 2 }).text).toContain('через 2 минуты.');
    expect(renderMail('ru', 'signInLink', { url: 'https://g.example', minutes: 21 }).text).toContain(
      'через 21 минуту.',
    );
    const attempts = (addresses: number) =>
      renderMail('en', 'signInAttempts', {
        failures: 5,
        minutes: 15,
        addresses,
        since: '2026-11-26T10:00:00.000Z',
        pausedUntil: null,
        linkPage: 'https://g.example/signin/link',
      }).text;
    expect(attempts(1)).toContain('since November 26, 2026 at 10:00 AM UTC, from 1 address.');
    expect(attempts(3)).toContain('from 3 addresses.');
  });
});

describe('the annual statement e-mail', () => {
  it.each(LANGUAGES)('%s: names the year and links to the Documents tab', (language) => {
    const url = 'https://grove.example/portfolio?tab=documents';
    const mail = renderMail(language, 'annualStatement', { year: 2026, url });
    expect(mail.subject).toContain('2026');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url.replace('&', '&#38;')}"`);
    expect(mail.text).not.toMatch(/undefined|null|\{|\}/);
  });
});
