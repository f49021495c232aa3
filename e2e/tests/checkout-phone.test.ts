import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { CARDS, readyAccount, SETTLE, verifyIdentity } from '../support/flows.js';
import { PHONE, useBrowser } from '../support/page.js';

const browser = useBrowser();
const BUSINESS = 'saigon-bean-roastery';

/** Nothing runs off the side: the page scrolls only up and down. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);

/** Every field, button and link of the checkout lies inside the phone's width. */
const outside = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main input:not([type=hidden]), main button, main a'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
      .map((element) => element.outerHTML.slice(0, 80)),
  );

async function checkFits(page: Page, state: string) {
  expect(await scrollsSideways(page), `${state} scrolls sideways`).toBe(false);
  expect(await outside(page), state).toEqual([]);
  expect(await axeViolations(page), state).toEqual([]);
  if (process.env.SHOTS)
    await page.screenshot({ path: `${process.env.SHOTS}/checkout-${state}-ru-390.png`, fullPage: true });
}

async function fillCard(page: Page, card: string) {
  await page.locator('#card_number').fill(card);
  await page.locator('#expiry').fill('12 / 34');
  await page.locator('#cvc').fill('123');
  await page.locator('#name').fill('Линь Чан');
  await page.locator('form button[type=submit]').click();
}

describe('the sandbox checkout on a phone, in Russian', () => {
  it('fits 390 px with its form, a declined card and the 3-D Secure step, and pays', async () => {
    const { token } = await readyAccount(browser.baseUrl, 'journey-phone-checkout');
    // Identity verification first (its journey is told in English elsewhere).
    const setup = await browser.open('/', { token });
    await setup.page.goto('/verification');
    await verifyIdentity(setup.page);
    await setup.context.close();

    const { page, context, problems } = await browser.open(`/business/${BUSINESS}/payment`, {
      viewport: PHONE,
      locale: 'ru-RU',
      token,
      init: () => localStorage.setItem('preferred_language', 'ru'),
    });
    await page
      .getByTestId('payment-title')
      .getByText(/^Инвестировать/)
      .waitFor();
    await page.getByTestId('amount-input').fill('450');
    // The visitor's first investment in this business: its key information sheet is acknowledged first.
    await page.getByTestId('kiis-ack').check();
    await page.getByTestId('risk-ack').check();
    await page.getByTestId('confirm').click();
    await page.waitForURL('**/payment/secure?paymentId=*');
    await page.getByTestId('secure-continue').click();
    await page.waitForURL('**/sandbox/payments/checkout/**');
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    await page.getByRole('heading', { name: 'Безопасная оплата' }).waitFor();
    await checkFits(page, 'form');
    // The narrowest phone in use, and the widest one, fit too.
    for (const width of [320, 430]) {
      await page.setViewportSize({ width, height: PHONE.height });
      expect(await scrollsSideways(page), `form at ${width} px`).toBe(false);
      expect(await outside(page), `form at ${width} px`).toEqual([]);
    }
    await page.setViewportSize(PHONE);

    await fillCard(page, CARDS.declined);
    await page.getByRole('alert').getByText('Карта отклонена.').waitFor();
    // The decline keeps the checkout open and shows the form again.
    await page.locator('#card_number').waitFor();
    await checkFits(page, 'declined');

    await fillCard(page, CARDS.authentication);
    await page.getByRole('heading', { name: 'Подтвердите платёж' }).waitFor();
    await checkFits(page, 'authentication');

    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await page.waitForURL('**/payment/progress?**');
    await page.getByTestId('payment-success').waitFor(SETTLE);
    // The declined card's page answers 402, as a checkout does; the browser logs that status.
    expect(problems.filter((problem) => !problem.includes('status of 402'))).toEqual([]);
    await context.close();
  });
});
