import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { readyAccount, signInInBrowser } from '../support/flows.js';
import { openSession, untilInteractive } from '../support/page.js';
import { startServerWithOperator } from '../support/operator.js';
import type { RunningServer } from '../support/server.js';

const BUSINESS = 'saigon-bean-roastery';
/** Statuses arrive by webhook through the job worker: allow a few of its rounds. */
const SETTLE = { timeout: 20_000 };

let server: RunningServer;
let operatorEmail: string;
let stopServer: () => Promise<void>;
let browser: Browser;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  ({ server, operatorEmail, stop: stopServer } = await startServerWithOperator('operator'));
  ({ browser, close: closeBrowser } = await launchBrowser());
}, 120_000);

afterAll(async () => {
  await closeBrowser?.();
  await stopServer?.();
});

const open = (url: string, token?: string) => openSession(browser, server.url, url, token ? { token } : {});

async function verifyIdentity(page: Page): Promise<void> {
  await page.goto('/verification');
  await page.getByLabel('First name').fill('Linh');
  await page.getByLabel('Last name').fill('Tran');
  await page.getByLabel('Date of birth').fill('19900115');
  await page.getByRole('button', { name: 'Continue to verification' }).click();
  await page.waitForURL('**/sandbox/kyc/**');
  await page.getByRole('button', { name: 'Verification passed' }).click();
  await page.waitForURL('**/verification/status/return');
  await page.getByRole('heading', { name: 'Your identity is verified' }).first().waitFor(SETTLE);
}

async function invest(page: Page, amount: string): Promise<void> {
  await page.goto(`/business/${BUSINESS}/payment`);
  await page.getByLabel('Investment amount', { exact: true }).fill(amount);
  await page.getByRole('checkbox', { name: /I have read the risk warning/ }).check();
  await page.getByRole('button', { name: 'Confirm investment' }).click();
  await page.waitForURL('**/payment/secure?paymentId=*');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/sandbox/payments/checkout/**');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Linh Tran');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL('**/payment/progress?**');
  await page.getByTestId('payment-success').waitFor(SETTLE);
}

describe('operator', () => {
  it('sees an investor’s payment, answers their question, and the investor sees the answer and the notification', async () => {
    const question = `Journey question ${Date.now()}: when do the first payouts start?`;
    const answer = 'Payouts start three months after the round closes, every quarter.';

    // The investor: verified, invests $300, asks a question on the business page.
    const { email: investorEmail, token } = await readyAccount(server.url, 'journey-asker');
    const investor = await open('/', token);
    await verifyIdentity(investor.page);
    await invest(investor.page, '300');
    await investor.page.goto(`/business/${BUSINESS}#qa`);
    await untilInteractive(investor.page);
    await investor.page.getByLabel('Your question').fill(question);
    await investor.page.getByRole('button', { name: 'Send question' }).click();
    await investor.page.getByText(/Your question has been sent/).waitFor();

    // The operator signs in and finds the payment in the business's investors list.
    const operator = await open('/signin');
    await signInInBrowser(operator.page, operatorEmail);
    await operator.page.waitForURL((url) => url.pathname !== '/signin');
    await operator.page.goto(`/admin/projects/${BUSINESS}/investors`);
    await operator.page.getByRole('heading', { name: /^Investors in / }).waitFor();
    const payment = operator.page.getByRole('row').filter({ hasText: investorEmail });
    await payment.getByText('$300.00').waitFor();
    await payment.getByRole('cell', { name: 'Succeeded', exact: true }).waitFor();
    await operator.page.getByRole('button', { name: 'Download CSV' }).waitFor();

    // …and answers the question from the queue.
    await operator.page.goto('/admin/questions');
    const row = operator.page.getByRole('row').filter({ hasText: question });
    await row.getByRole('button', { name: 'Answer' }).click();
    const dialog = operator.page.getByRole('dialog', { name: 'Answer the question' });
    await dialog.getByLabel('Your answer').fill(answer);
    await dialog.getByRole('button', { name: 'Publish answer' }).click();
    await operator.page.getByText('Answer published; the asker has been told.').waitFor();
    await expect.poll(() => row.count()).toBe(0);

    // The investor sees the answer on the business page (loaded afresh) and the notification in the header.
    await investor.page.reload();
    await untilInteractive(investor.page);
    await investor.page.getByText(answer).first().waitFor();
    await investor.page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .click();
    await investor.page
      .getByText(/^Your question about Saigon Bean Roastery.* has an answer$/)
      .first()
      .waitFor(SETTLE);

    expect(operator.problems).toEqual([]);
    expect(investor.problems).toEqual([]);
    await operator.context.close();
    await investor.context.close();
  }, 180_000);
});
