import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CARDS, PASSWORD, readyAccount, signInInBrowser, verifyIdentity } from '../support/flows.js';
import { useBrowser } from '../support/page.js';

const browser = useBrowser();

/**
 * The authenticator app: a code for a 30-second step after the last one used (the server takes
 * each step once, and one step either side of now), waiting when none is left yet.
 */
function authenticator(secret: string) {
  let lastStep = -1;
  return async (): Promise<string> => {
    for (;;) {
      const current = Math.floor(Date.now() / 30_000);
      const step = Math.max(lastStep + 1, current);
      if (step <= current + 1) {
        lastStep = step;
        return generateSync({ secret, epoch: step * 30 });
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  };
}

async function logOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('two-step verification', () => {
  it('enrols an app, signs in with it, remembers the device, steps up, and takes a recovery code once', async () => {
    const { email } = await readyAccount(browser.baseUrl, 'journey-two-step');
    const { page, context, problems } = await browser.open('/signin');
    await signInInBrowser(page, email);
    await page.waitForURL('**/profile');

    // Set up: the QR code and the key; the app's first code turns it on; ten recovery codes, once.
    const card = page.getByTestId('two-step-card');
    await card.getByRole('button', { name: 'Set up two-step verification' }).click();
    await card.getByRole('button', { name: 'Show the QR code' }).click();
    await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = ((await card.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const nextCode = authenticator(secret);
    await card.getByLabel('Code from the app').fill(await nextCode());
    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByTestId('recovery-codes').waitFor();
    const codes = (await card.getByTestId('recovery-codes').getByRole('listitem').allTextContents()).map((code) =>
      code.trim(),
    );
    expect(codes).toHaveLength(10);
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await card.getByText('Two-step verification is on.').waitFor();
    await logOut(page);

    // Sign in: password, then the app's code; this device is remembered.
    await page.goto('/signin');
    await signInInBrowser(page, email);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByLabel('Code from the app').fill(await nextCode());
    await page.getByLabel('Remember this device for 30 days').check();
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL('**/profile');
    await logOut(page);

    // The remembered device skips the code; a sensitive change then asks for it (step-up).
    await page.goto('/signin');
    await signInInBrowser(page, email);
    await page.waitForURL('**/profile');
    const passwordCard = page.getByRole('region', { name: 'Password', exact: true });
    await passwordCard.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await passwordCard.getByLabel('New password', { exact: true }).fill(`${PASSWORD}-new`);
    await passwordCard.getByLabel('Repeat the new password').fill(`${PASSWORD}-new`);
    await passwordCard.getByRole('button', { name: 'Change password' }).click();
    const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
    await stepUp.getByLabel('Code from your authenticator app').fill(await nextCode());
    await stepUp.getByRole('button', { name: 'Confirm' }).click();
    await passwordCard.getByText('Password changed. Your other devices were signed out.').waitFor();
    await logOut(page);

    // A password change forgets the other remembered devices but this one; a fresh browser has none.
    const other = await browser.open('/signin');
    await signInInBrowser(other.page, email, `${PASSWORD}-new`);
    await other.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await other.page.getByLabel('Recovery code').fill(codes[0]!);
    await other.page.getByRole('button', { name: 'Verify and sign in' }).click();
    await other.page.waitForURL('**/profile');
    await logOut(other.page);

    // The same recovery code is refused the second time.
    await other.page.goto('/signin');
    await signInInBrowser(other.page, email, `${PASSWORD}-new`);
    await other.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await other.page.getByLabel('Recovery code').fill(codes[0]!);
    await other.page.getByRole('button', { name: 'Verify and sign in' }).click();
    await other.page.getByText('This code is not correct. Please check it and try again.').waitFor();
    expect(new URL(other.page.url()).pathname).toBe('/signin');

    expect(problems.filter((p) => !/\b(401|403)\b/.test(p))).toEqual([]);
    await other.context.close();
    await context.close();
  }, 240_000);
  it('asks for the second factor again before a withdrawal, then sends it', async () => {
    const { email, token } = await readyAccount(browser.baseUrl, 'journey-step-up');
    const api = async (path: string, body?: unknown) => {
      const response = await fetch(`${browser.baseUrl}/api/v1${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
      expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
      return response.json() as Promise<Record<string, unknown>>;
    };
    const { page, context, problems } = await browser.open('/signin');
    await signInInBrowser(page, email);
    await page.waitForURL('**/profile');
    // Withdrawals go to an account in the verified name: identity first, then $100 in the wallet by card.
    await page.goto('/verification');
    await verifyIdentity(page);
    const topUp = await api('/wallet/top-ups', { amount: 100, currency: 'USD' });
    const checkout = new URL(String(topUp.checkout_url), browser.baseUrl);
    const paid = await fetch(checkout.origin + checkout.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: checkout.searchParams.get('token') ?? '',
        card_number: CARDS.succeeds.replaceAll(' ', ''),
        expiry: '12/40',
        cvc: '123',
        name: 'Linh Tran',
      }),
      redirect: 'manual',
    });
    expect(paid.status).toBeLessThan(400);
    await api('/wallet/bank-accounts', {
      holder_name: 'Linh Tran',
      routing_number: '110000000',
      account_number: '000123456789',
      account_number_confirmation: '000123456789',
    });
    const { secret } = (await api('/auth/second-factor/totp')) as { secret: string };
    const nextCode = authenticator(secret);
    await api('/auth/second-factor/totp/confirm', { code: await nextCode() });

    // Signed in on a remembered device: no code at sign-in, so the withdrawal asks for one.
    await logOut(page);
    await page.goto('/signin');
    await signInInBrowser(page, email);
    await page.getByLabel('Code from the app').fill(await nextCode());
    await page.getByLabel('Remember this device for 30 days').check();
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL('**/profile');
    await logOut(page);
    await page.goto('/signin');
    await signInInBrowser(page, email);
    await page.waitForURL('**/profile');

    await page.goto('/portfolio?tab=wallet');
    await page.getByTestId('wallet-balance-amount').getByText('$100').waitFor({ timeout: 20_000 });
    await page.getByLabel('Amount to withdraw').fill('40');
    await page.getByRole('button', { name: 'Review withdrawal of $40' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm your withdrawal' })
      .getByRole('button', { name: 'Withdraw $40' })
      .click();
    const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
    await stepUp.getByLabel('Code from your authenticator app').fill(await nextCode());
    await stepUp.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/^Withdrawal of \$40 to STRIPE TEST BANK •••• 6789 scheduled\./).waitFor();
    expect(problems.filter((p) => !/\b(401|403)\b/.test(p))).toEqual([]);
    await context.close();
  }, 240_000);
});
