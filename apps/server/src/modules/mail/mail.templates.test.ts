import { LANGUAGES, type NotificationType } from '@grove/contracts';
import { describe, expect, it } from 'vitest';
import { renderHtml, renderText } from './mail.service.js';
import { MAIL_TEMPLATES } from './mail.templates.js';

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
  MAIL_TEMPLATES[language].notification({ type: c.type, params: c.params, name: 'Lan' });

describe('payment e-mails', () => {
  it.each(LANGUAGES.flatMap((language) => cases.map((c) => [language, c.type, c] as const)))(
    '%s %s: names the business and leaves no placeholder',
    (language, _type, c) => {
      const mail = render(language, c);
      const text = renderText(mail);
      expect(mail.subject).toContain('Saigon Bean Roastery');
      expect(text).not.toMatch(/undefined|null|NaN|\{|\}|\[object/);
      expect(renderHtml(mail)).not.toMatch(/undefined|null|NaN|\[object/);
      // Not the generic fallback: every payment type has its own words.
      expect(mail.subject).not.toMatch(/News from Grove|Tin mới từ Grove|Новости Grove/);
    },
  );

  it('writes a receipt with the fee breakdown and the cancel deadline, in the reader’s formats', () => {
    const en = renderText(render('en', cases[0]!));
    expect(en).toContain('Investment: $1,500.00');
    expect(en).toContain('Service fee: $75.00');
    expect(en).toContain('Card processing fee: $37.50');
    expect(en).toContain('Total charged: $1,612.50');
    expect(en).toContain('until November 25, 2026 at 2:30 PM UTC');

    const ru = renderText(render('ru', cases[0]!));
    expect(ru).toMatch(/Сумма инвестиции: 1\s500,00\s\$/);
    expect(ru).toMatch(/Итого списано: 1\s612,50\s\$/);
    expect(ru).toContain('25 ноября 2026');

    const vi = renderText(render('vi', cases[0]!));
    expect(vi).toMatch(/Phí xử lý thẻ: 37,50\sUS\$/);
    expect(vi).toContain('2026');
  });

  it('says why a payment failed and what was refunded', () => {
    expect(renderText(render('en', cases[1]!))).toContain('failed: your card was declined for insufficient funds.');
    expect(renderText(render('vi', cases[1]!))).toContain('không đủ số dư');
    expect(renderText(render('ru', cases[1]!))).toContain('недостаточно средств');
    expect(renderText(render('en', cases[3]!))).toContain('$1,612.50 has been refunded to your card, fees included.');
    expect(renderText(render('en', cases[4]!))).toContain('arrived after the round had filled up');
  });

  it('leaves out what a notification does not carry', () => {
    const mail = MAIL_TEMPLATES.en.notification({
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
    expect(renderText(mail)).toContain('Your payment for Saigon Bean Roastery failed.');
  });
});
