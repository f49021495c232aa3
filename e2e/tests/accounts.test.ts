import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  passQuizByApi,
  readyAccount,
  recoveryCodeFor,
  signInInBrowser,
  signUpToQuiz,
  storedToken,
} from '../support/flows.js';
import { useBrowser } from '../support/page.js';

const browser = useBrowser();

describe('accounts', () => {
  it('signs up, lands on the profile, logs out and signs in again', async () => {
    const { page, context, problems } = await browser.open('/');
    // A new investor has not taken the risk quiz yet: the redirect rule sends them there first.
    const email = await signUpToQuiz(page, 'journey-signup', '/profile');
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    await passQuizByApi(browser.baseUrl, token!);

    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page.getByText(email).first().waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedToken(page)).toBeNull();

    await page.goto('/signin');
    await signInInBrowser(page, email);
    await page.waitForURL('**/profile');
    await page.getByText(email).first().waitFor();
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    await context.close();
  });

  it('keeps a language chosen on the profile after logging out and back in', async () => {
    const { email } = await readyAccount(browser.baseUrl, 'journey-language');
    const { page, context } = await browser.open('/signin');
    await signInInBrowser(page, email);
    await page.waitForURL('**/profile');
    await page.getByLabel('Language of the interface and emails').selectOption('ru');
    await page.getByRole('heading', { level: 1, name: 'Профиль' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');

    await page.getByRole('button', { name: 'Выйти', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Someone else's choice on this device must not decide: the profile's language does.
    await page.evaluate(() => localStorage.setItem('preferred_language', 'en'));
    await page.goto('/signin');
    await signInInBrowser(page, email);
    await page.getByRole('heading', { level: 1, name: 'Профиль' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    await context.close();
  });

  it('resets the password with the code from the outbox', async () => {
    const { email } = await readyAccount(browser.baseUrl, 'journey-reset');
    const { page, context } = await browser.open('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    // The address changes first; the sign-in form (with its own Email field) stays until the page's code is in.
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Recovery code sent to your email').waitFor();

    const code = await recoveryCodeFor(browser.baseUrl, email);
    await page.getByLabel('Confirmation code').fill(code);
    await page.getByLabel('New password', { exact: true }).fill('a brand new password 9');
    await page.getByLabel('Confirm new password').fill('a brand new password 9');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/signin**');

    await signInInBrowser(page, email, 'a brand new password 9');
    await page.waitForURL('**/profile');

    const old = await fetch(`${browser.baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(old.status).toBe(401);
    await context.close();
  });

  it('returns to a protected page, with its query, after signing in', async () => {
    const { email } = await readyAccount(browser.baseUrl, 'journey-protected');
    const { page, context } = await browser.open('/verification/status/return?from=journey');
    await page.waitForURL('**/signin?redirectTo=**');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/verification/status/return?from=journey');
    await signInInBrowser(page, email);
    await page.waitForURL((url) => url.pathname === '/verification/status/return' && url.search === '?from=journey');
    await page.getByRole('heading', { level: 1, name: 'Verification status' }).waitFor();
    await context.close();
  });
});
