import { describe, expect, it } from 'vitest';
import { readyAccount, signInInBrowser, storedToken } from '../support/flows.js';
import { PHONE, useBrowser } from '../support/page.js';

const browser = useBrowser();

/**
 * A passkey is bound to a domain name, never to an IP address: these journeys open the app at
 * `localhost` (the server's default public URL), where Chromium's virtual authenticator stands in
 * for the device's fingerprint or screen lock.
 */
const onLocalhost = (path: string) => {
  const url = new URL(path, browser.baseUrl);
  url.hostname = 'localhost';
  return url.toString();
};

describe('passkeys', () => {
  it('adds a passkey in the settings, signs out, and signs in with it alone (phone, Vietnamese for the sign-in)', async () => {
    const { email } = await readyAccount(browser.baseUrl, 'journey-passkey');
    const { page, context, problems } = await browser.open('/', { viewport: PHONE });
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto(onLocalhost('/signin'));
    await signInInBrowser(page, email);
    await page.waitForURL('**/profile');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Passkeys' }) });
    await card.getByText('You have no passkeys yet.').waitFor();
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await card.getByText('Passkey added. You can now sign in with it.').waitFor();
    await card.getByRole('button', { name: /^Rename the passkey / }).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);

    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedToken(page)).toBeNull();

    await page.evaluate(() => localStorage.setItem('preferred_language', 'vi'));
    await page.goto(onLocalhost('/signin'));
    await page.getByRole('button', { name: 'Đăng nhập bằng khóa truy cập' }).click();
    await page.waitForURL('**/profile');
    expect(await storedToken(page)).toBeTruthy();
    // The profile's language (English) decides once signed in, as after a password.
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
    await context.close();
  });
});
