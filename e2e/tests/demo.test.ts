import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { DESKTOP, PHONE, useBrowser } from '../support/page.js';

/** Statuses arrive by webhook through the job worker; a visit takes a moment to make. */
const SETTLE = { timeout: 20_000 };

const browser = useBrowser();

const panel = (page: Page) => page.getByTestId('demo-tour');

/** The tour shows the step `id`, and the panel reads it out by its title. */
async function atStep(page: Page, id: string, title: string): Promise<void> {
  await page.waitForFunction(
    (step) => document.querySelector('[data-testid="demo-tour"]')?.getAttribute('data-step') === step,
    id,
    SETTLE,
  );
  await page.getByRole('dialog', { name: title }).waitFor();
}

/** The ring around the part of the page the step is about. */
const highlighted = (page: Page) => page.getByTestId('tour-highlight').waitFor(SETTLE);

describe('the guided tour at /demo', () => {
  it('takes the investor tour end to end on a phone, in Russian', async () => {
    const { page, problems } = await browser.open('/demo', {
      viewport: PHONE,
      locale: 'ru-RU',
      init: () => localStorage.setItem('preferred_language', 'ru'),
    });
    await page
      .getByRole('heading', { name: 'Посмотрите на Grove со всех сторон за несколько минут', level: 1 })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A fresh investor of this visit, signed in, with the Demo marker on every screen.
    await page.getByRole('button', { name: 'Посмотреть как инвестор' }).click();
    await page.waitForURL('**/businesses', SETTLE);
    await atStep(page, 'explore', 'Обзор');
    await page.getByRole('link', { name: 'Демо-визит: вернуться на страницу экскурсии' }).waitFor();
    await highlighted(page);
    expect(await axeViolations(page, '[data-testid="demo-tour"]')).toEqual([]);

    await page.getByTestId('tour-next').click();
    await atStep(page, 'business', 'Бизнес');
    await page.waitForURL(/\/business\/song-yoga-danang-demo-[0-9a-f]+$/);
    await page.getByRole('heading', { level: 1, name: /\(демо\)$/ }).waitFor();
    await highlighted(page);

    // Investing: the tour follows the visitor through the amount, the payment and the tracker.
    await page.getByTestId('tour-next').click();
    await atStep(page, 'amount', 'Инвестиция');
    await page.getByTestId('amount-input').fill('300');
    // The visitor's first investment in this business: its key information sheet is acknowledged first.
    await page.getByTestId('kiis-ack').check();
    await page.getByTestId('risk-ack').check();
    await page.getByTestId('confirm').click();
    await page.waitForURL('**/payment/secure**', SETTLE);
    await atStep(page, 'checkout', 'Безопасная оплата');
    await page.getByTestId('method-card').click();
    await page.getByTestId('secure-continue').click();
    await page.waitForURL('**/sandbox/payments/checkout/**', SETTLE);
    await page.locator('#card_number').fill('4242 4242 4242 4242');
    await page.locator('#expiry').fill('12 / 34');
    await page.locator('#cvc').fill('123');
    await page.locator('#name').fill('Алексей Смирнов');
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL('**/payment/progress**', SETTLE);
    await atStep(page, 'progress', 'Ход платежа');
    await page.getByTestId('payment-success').waitFor(SETTLE);

    // The portfolio; leaving the tour there, and coming back to it from the Demo marker.
    await page.getByTestId('tour-next').click();
    await atStep(page, 'portfolio', 'Ваш портфель');
    await page.waitForURL('**/portfolio');
    await page.getByTestId('tour-leave').click();
    await panel(page).waitFor({ state: 'detached' });
    await page.getByTestId('demo-marker').click();
    await page.waitForURL('**/demo');
    await page.getByRole('heading', { name: 'Вы в демо-визите как инвестор' }).waitFor();
    await page.getByTestId('demo-resume').click();
    await page.waitForURL('**/portfolio');
    await atStep(page, 'portfolio', 'Ваш портфель');

    // The keyboard: Escape in the panel leaves the tour, the Demo marker's page resumes it.
    await page.getByTestId('tour-next').focus();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    await page.getByTestId('demo-marker').click();
    await page.getByTestId('demo-resume').click();
    await atStep(page, 'portfolio', 'Ваш портфель');
    // Next with Enter; then the step's heading has the focus, and Tab reaches Back and Next.
    await page.getByTestId('tour-next').focus();
    await page.keyboard.press('Enter');
    await atStep(page, 'chart', 'Выплаты во времени');
    await page.getByTestId('payouts-chart').waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('tour-next');
    await page.keyboard.press('Enter');
    await atStep(page, 'payouts', 'Выплаты');
    await page.getByTestId('payouts-received').first().waitFor();

    // Cancelling within 4 days: Escape closes the confirmation, not the tour; then it is confirmed.
    await page.getByTestId('tour-next').click();
    await atStep(page, 'cancel', 'Если вы передумали');
    await highlighted(page);
    const cancellable = await page.getByTestId('cancel-investment').count();
    expect(cancellable).toBeGreaterThanOrEqual(2);
    await page.getByTestId('cancel-investment').first().click();
    await page.getByTestId('confirm-cancel').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('confirm-cancel').waitFor({ state: 'detached' });
    await panel(page).waitFor();
    await page.getByTestId('cancel-investment').first().click();
    await page.getByTestId('confirm-cancel').click();
    await expect.poll(() => page.getByTestId('cancel-investment').count(), SETTLE).toBe(cancellable - 1);

    // The wallet, then the notifications: the bell, in the header on a phone too.
    await page.getByTestId('tour-next').click();
    await atStep(page, 'wallet', 'Кошелёк');
    await page.waitForURL('**/portfolio?tab=wallet');
    await page.getByTestId('wallet-balance-amount').waitFor();
    await page.getByTestId('wallet-history').waitFor();
    await page.getByTestId('tour-next').click();
    await atStep(page, 'notifications', 'Уведомления');
    await highlighted(page);
    const ring = await page.getByTestId('tour-highlight').boundingBox();
    const bell = await page.getByTestId('notifications-button').boundingBox();
    expect(bell).not.toBeNull();
    // The ring is around the bell (6 px out on each side), not around the menu's button.
    expect(ring!.x).toBeLessThanOrEqual(bell!.x);
    expect(ring!.x + ring!.width).toBeGreaterThanOrEqual(bell!.x + bell!.width);
    expect(ring!.width).toBeLessThan(bell!.width + 20);

    // The end: back on /demo, where the operator's side starts.
    await page.getByTestId('tour-next').click();
    await atStep(page, 'investorDone', 'Это была сторона инвестора');
    await page.waitForURL('**/demo');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('tour-finish').click();
    await panel(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Посмотреть как оператор' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('takes the operator tour at 1280 px: publish, answer, close a raise, record a payout and see it arrive', async () => {
    const { page, problems } = await browser.open('/demo', { viewport: DESKTOP });
    await page.getByRole('button', { name: 'Explore as an operator' }).click();
    await page.waitForURL('**/admin', SETTLE);
    await atStep(page, 'dashboard', 'The console');
    await highlighted(page);
    await page.getByTestId('demo-marker').first().waitFor();
    expect(await axeViolations(page, '[data-testid="demo-tour"]')).toEqual([]);

    // Publishing the draft.
    await page.getByTestId('tour-next').click();
    await atStep(page, 'publish', 'Publishing a business');
    await page.waitForURL(/\/admin\/projects\/an-tam-family-clinic-demo-[0-9a-f]+$/);
    await page.locator('[data-tour="publish"]:visible').click();
    await page.getByRole('dialog', { name: 'Publish this business?' }).getByRole('button', { name: 'Publish' }).click();
    await page.locator('[data-tour="publish"]').waitFor({ state: 'detached', ...SETTLE });

    // Answering the investor's question.
    await page.getByTestId('tour-next').click();
    await atStep(page, 'answer', 'Answering a question');
    await page.locator('[data-tour="answer"]:visible').click();
    const answer = page.getByRole('dialog', { name: 'Answer the question' });
    await answer.getByLabel('Your answer').fill('Yes: it arrives next month and is installed in a week.');
    await answer.getByRole('button', { name: 'Publish answer' }).click();
    await page.getByText('Answer published; the asker has been told.').waitFor(SETTLE);

    // Closing the roastery's raise as funded.
    await page.getByTestId('tour-next').click();
    await atStep(page, 'funded', 'Closing a raise');
    await page.getByRole('radio', { name: /^Close as funded/ }).check();
    await page.getByLabel('Reason').fill('Enough raised to install the roaster.');
    await page.getByRole('button', { name: 'Review the move' }).click();
    // Below its target: the dialog says how far, and the move waits for the business's name.
    const closing = page.getByRole('dialog');
    await closing.getByText(/^The raise closes at \d+% of the target/).waitFor();
    const nameField = closing.getByLabel(/type the business's name/);
    const label = (await closing.getByText(/^To confirm, type the business's name: /).textContent()) ?? '';
    await nameField.fill(label.replace(/^To confirm, type the business's name: /, ''));
    await closing.getByRole('button', { name: 'Close below the target' }).click();
    await page.getByText('The business is now “Funded”.').waitFor(SETTLE);

    // Recording the brewery's payout.
    await page.getByTestId('tour-next').click();
    await atStep(page, 'payout', 'Recording a payout');
    await highlighted(page);
    const reference = `TOUR-${Date.now()}`;
    await page.getByLabel('Amount', { exact: true }).fill('180');
    await page.getByLabel('Period from').fill('2026-07-01');
    await page.getByLabel('Period to').fill('2026-09-30');
    await page.getByLabel('Reference', { exact: true }).fill(reference);
    await page.getByRole('button', { name: 'Review the payout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Record the payout' }).click();
    await page.getByText(/^Payout recorded: \$180\.00 split across 1 investment \(1 investor\)\.$/).waitFor(SETTLE);

    // The tour signs the visit's investor in: the payout is in the wallet.
    await page.getByTestId('tour-next').click();
    await page.waitForURL('**/portfolio?tab=wallet', SETTLE);
    await atStep(page, 'arrived', "On the investor's side");
    const arrived = page.getByTestId('movement').filter({ hasText: '$180' });
    await arrived.first().waitFor(SETTLE);
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor();

    await page.getByTestId('tour-next').click();
    await atStep(page, 'operatorDone', "That was the operator's side");
    await page.getByTestId('tour-finish').click();
    await panel(page).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('is one per visitor: a second visitor sees neither the first one’s businesses nor their payments', async () => {
    const first = await browser.open('/demo', { viewport: DESKTOP });
    await first.page.getByRole('button', { name: 'Explore as an investor' }).click();
    await atStep(first.page, 'explore', 'Explore');
    await first.page.getByTestId('tour-next').click();
    await first.page.waitForURL(/-demo-/);
    const firstBusiness = new URL(first.page.url()).pathname;

    const second = await browser.open('/demo', { viewport: DESKTOP });
    await second.page.getByRole('button', { name: 'Explore as an investor' }).click();
    await atStep(second.page, 'explore', 'Explore');
    await second.page.getByTestId('tour-next').click();
    await second.page.waitForURL(/-demo-/);
    expect(new URL(second.page.url()).pathname).not.toBe(firstBusiness);
    // Nor does a demo business show in anyone's explore list.
    await second.page.goto('/businesses');
    await second.page.getByTestId('project-card').first().waitFor();
    expect(await second.page.locator('a[href*="-demo-"]').count()).toBe(0);
  });
});
