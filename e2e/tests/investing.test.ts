import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CARDS,
  completeCardPayment,
  confirmAmount,
  payWithCard,
  readyAccount,
  SETTLE,
  signUpToQuiz,
  startQuiz,
  storedToken,
  verifyIdentity,
} from '../support/flows.js';
import { useBrowser } from '../support/page.js';

const browser = useBrowser();
const BUSINESS = 'saigon-bean-roastery';

interface PublicFigures {
  raised: number;
  investor_count: number;
}
async function publicFigures(): Promise<PublicFigures> {
  const response = await fetch(`${browser.baseUrl}/api/v1/public/projects/${BUSINESS}?lang=en`);
  const project = (await response.json()) as { keyMetrics: { raised: number }; investor_count: number };
  return { raised: project.keyMetrics.raised, investor_count: project.investor_count };
}

/** What remains of the target after live reservations, as the payment rules see it. */
async function remaining(token: string): Promise<number> {
  const response = await fetch(`${browser.baseUrl}/api/v1/payments/terms/${BUSINESS}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { remaining: number }).remaining;
}

/** The quiz in the browser, finding each right answer the way a person could. */
async function takeQuiz(page: Page): Promise<void> {
  await startQuiz(page);
  const counter = page.getByText(/^Question \d+ of \d+$/);
  const estimate = page.getByLabel('Net annual income');
  const incorrect = page.getByText('Incorrect answer. Please try again.');
  while (!(await estimate.isVisible())) {
    const before = await counter.textContent();
    const options = page.getByRole('radio');
    const count = await options.count();
    for (let option = 0; option < count; option += 1) {
      await options.nth(option).check();
      await page.getByRole('button', { name: 'Check answer' }).click();
      let outcome = 'pending';
      await expect
        .poll(async () => {
          if (await incorrect.isVisible()) outcome = 'incorrect';
          else if ((await estimate.isVisible()) || (await counter.textContent().catch(() => before)) !== before)
            outcome = 'next';
          return outcome;
        })
        .not.toBe('pending');
      if (outcome === 'next') break;
    }
  }
  await page.getByLabel('Net annual income').fill('40000');
  await page.getByLabel('Liquid assets').fill('25000');
  await page.getByLabel('Annual financial commitments').fill('15000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/quiz/consent');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm and finish' }).click();
  await page.waitForURL('**/quiz/done');
}

/** `confirmAmount` on the journeys' business, whose payment page shows the ticket's limits. */
const confirmTicket = (page: Page, amount: string) =>
  confirmAmount(page, BUSINESS, amount, { limits: /^Minimum \$150 · maximum/ });

/** An investor who passed the quiz (through the API) and verified their identity in the browser. */
async function verifiedInvestor(prefix: string) {
  const { token } = await readyAccount(browser.baseUrl, prefix);
  const session = await browser.open('/');
  await session.page.evaluate((value) => localStorage.setItem('auth_token', value), token);
  await session.page.goto('/verification');
  await verifyIdentity(session.page);
  return { ...session, token };
}

describe('investing', () => {
  it('takes a new investor from sign-up through verification to a completed investment', async () => {
    const before = await publicFigures();
    const { page, context, problems } = await browser.open(`/business/${BUSINESS}`);
    await signUpToQuiz(page, 'journey-invest', `/business/${BUSINESS}/payment`);
    await takeQuiz(page);

    // Before the first investment, the business's key investment information sheet: its key
    // points and PDF, acknowledged before anything is sent.
    await page.goto(`/business/${BUSINESS}/payment`);
    const kiis = page.getByTestId('kiis-panel');
    await kiis.getByText(/^Version 1, approved on /).waitFor();
    await kiis.getByTestId('kiis-key-points').getByText('If the minimum is not reached').waitFor();
    await kiis.getByText('Read the whole sheet').click();
    await kiis.getByRole('heading', { name: 'Part E. Investor protection: the reflection period' }).waitFor();
    const pdf = await kiis.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const sheet = await fetch(`${browser.baseUrl}${pdf}`);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
    await page.getByLabel('Investment amount', { exact: true }).fill('300');
    await page.getByRole('checkbox', { name: /I have read the risk warning/ }).check();
    await page.getByRole('button', { name: 'Confirm investment' }).click();
    await page.getByText('Please confirm that you have read the key investment information sheet.').waitFor();
    await page
      .getByRole('checkbox', { name: 'I have read and understood the key investment information sheet (version 1).' })
      .check();
    // Confirming while unverified records the application; the secure page sends them to verify.
    await page.getByRole('button', { name: 'Confirm investment' }).click();
    await page.waitForURL('**/payment/secure?paymentId=*');
    const paymentId = new URL(page.url()).searchParams.get('paymentId');
    await page.getByTestId('fee-total').getByText('$322.50').waitFor();
    await page.getByRole('button', { name: 'Verify identity and continue' }).click();
    await verifyIdentity(page);

    // Back to the same payment, then the card.
    await page.getByRole('link', { name: 'Continue your investment' }).click();
    await page.waitForURL(`**/payment/secure?paymentId=${paymentId}`);
    await payWithCard(page, CARDS.succeeds);
    await page.waitForURL(`**/payment/progress?**paymentId=${paymentId}*`);
    await page.getByTestId('payment-success').waitFor(SETTLE);
    await page.getByText('Investment completed').first().waitFor();
    await expect.poll(() => page.locator('[data-step][data-state="done"]').count()).toBe(5);
    await page.getByText(/You can cancel for a full refund until/).waitFor();

    await page.getByRole('link', { name: 'Go to portfolio' }).click();
    const row = page.getByTestId('investment');
    await row.getByText('$300').waitFor();
    await row.getByText('Invested', { exact: true }).waitFor();
    await page.getByTestId('total-invested').getByText('$300').waitFor();

    await expect
      .poll(publicFigures, SETTLE)
      .toEqual({ raised: before.raised + 300, investor_count: before.investor_count + 1 });
    await page.goto(`/business/${BUSINESS}`);
    await page.getByTestId('my-investment').getByText('$300').waitFor();
    // The business's documents (rendered as they come near) name the sheet's current version.
    await page.goto(`/business/${BUSINESS}#documents`);
    await page
      .getByTestId('kiis-row')
      .getByText(/^Updated on .+, version 1$/)
      .waitFor(SETTLE);
    // The sheet acknowledged is kept with the investor's papers, and not asked again.
    await page.goto('/portfolio?tab=documents');
    await page
      .getByTestId('kiis-list')
      .getByText(/^Version 1, acknowledged on /)
      .waitFor(SETTLE);
    await page.goto(`/business/${BUSINESS}/payment`);
    await page.getByTestId('kiis-acknowledged').waitFor();
    expect(await page.getByTestId('kiis-ack').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
    // The whole first journey, the sheet included: sign-up, quiz, sheet, verification, card, papers.
  }, 120_000);

  it('keeps the checkout open after a declined card, and another card pays the same payment', async () => {
    const { page, context, token } = await verifiedInvestor('journey-declined');
    const before = await remaining(token);
    await confirmTicket(page, '450');
    const paymentId = new URL(page.url()).searchParams.get('paymentId');
    // The checkout is open: the amount is reserved meanwhile.
    expect(await remaining(token)).toBe(before - 450);
    await payWithCard(page, CARDS.declined);
    // As on Stripe's Checkout: the same page says why and takes another card.
    await page.getByText('Your card was declined.').waitFor();
    await page.getByLabel('Card number').waitFor();

    // The progress page says so too: nothing taken, the place held, another card possible.
    await page.goto(`/business/${BUSINESS}/payment/progress?paymentId=${paymentId}`);
    const declined = page.getByTestId('payment-declined');
    await declined.getByText('Reason: The card was declined.').waitFor(SETTLE);
    await declined.getByText('No money was taken.').waitFor();
    await declined.getByText(/^Your place in the round is held until /).waitFor();
    expect(await remaining(token)).toBe(before - 450);

    await declined.getByRole('button', { name: 'Try another card' }).click();
    await page.waitForURL('**/sandbox/payments/checkout/**');
    await page.getByLabel('Card number').fill(CARDS.succeeds);
    await page.getByLabel('Expiry').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Linh Tran');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(`**/payment/progress?**paymentId=${paymentId}*`);
    await page.getByTestId('payment-success').waitFor(SETTLE);
    expect(await remaining(token)).toBe(before - 450);
    await context.close();
  });

  it('cancels after a declined card and keeps nothing reserved', async () => {
    const { page, context, token } = await verifiedInvestor('journey-declined-cancel');
    const before = await remaining(token);
    await confirmTicket(page, '450');
    const paymentId = new URL(page.url()).searchParams.get('paymentId');
    await payWithCard(page, CARDS.declined);
    await page.getByText('Your card was declined.').waitFor();
    await page.goto(`/business/${BUSINESS}/payment/progress?paymentId=${paymentId}`);
    const declined = page.getByTestId('payment-declined');
    await declined.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`**/business/${BUSINESS}/payment?status=cancel&amount=450`);
    await page.getByText('Payment cancelled. Nothing was charged').waitFor();
    await expect.poll(() => remaining(token), SETTLE).toBe(before);
    await context.close();
  });

  it('takes the authentication-required card through the second page', async () => {
    const { page, context } = await verifiedInvestor('journey-3ds');
    await confirmTicket(page, '150');
    await payWithCard(page, CARDS.authentication);
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL('**/payment/progress?**');
    await page.getByTestId('payment-success').waitFor(SETTLE);
    await context.close();
  });

  it('cancels within the window and the refund appears', async () => {
    const { page, context, token } = await verifiedInvestor('journey-refund');
    await confirmTicket(page, '150');
    await completeCardPayment(page);
    const progressUrl = page.url();

    await page.goto('/portfolio');
    const row = page.getByTestId('investment');
    await row.getByRole('button', { name: 'Cancel investment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this investment?' });
    // The amount and both fees come back.
    await dialog.getByTestId('refund-amount').getByText('$161.25').waitFor();
    await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(progressUrl);
    await page.getByTestId('payment-refunded').waitFor(SETTLE);
    await page.goto('/portfolio');
    await row.getByText('Refunded', { exact: true }).waitFor();
    expect(await storedToken(page)).toBe(token);
    await context.close();
  });
});
