import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { PASSWORD, readyAccount, signInInBrowser, storedToken } from '../support/flows.js';
import { PHONE, useBrowser } from '../support/page.js';

const browser = useBrowser();

describe('account settings', () => {
  it('lists the sessions of two devices and ends one from the other, which is signed out', async () => {
    const { email } = await readyAccount(browser.baseUrl, 'journey-sessions');
    const laptop = await browser.open('/signin');
    await signInInBrowser(laptop.page, email);
    await laptop.page.waitForURL('**/profile');
    const phone = await browser.open('/signin', { viewport: PHONE });
    await signInInBrowser(phone.page, email);
    await phone.page.waitForURL('**/profile');

    // The laptop sees both sessions (its own marked), and ends the phone's.
    await laptop.page.reload();
    const devices = laptop.page.getByRole('region', { name: 'Devices' });
    await devices.getByText('This device').waitFor();
    const ends = devices.getByRole('button', { name: /^End the session on / });
    // readyAccount's own sign-in (through the API) is a session too.
    expect(await ends.count()).toBeGreaterThanOrEqual(1);
    const before = await ends.count();
    await ends.first().click();
    await expect.poll(() => ends.count(), { timeout: 10_000 }).toBe(before - 1);
    await devices.getByRole('button', { name: 'Sign out all other devices' }).click();
    await laptop.page
      .getByRole('dialog', { name: 'Sign out all other devices?' })
      .getByRole('button', { name: 'Sign them out' })
      .click();
    await devices.getByText('All other devices have been signed out.').waitFor();
    expect(await ends.count()).toBe(0);

    // The phone's next request finds its session ended: it is signed out, and the profile shows a guest's.
    await phone.page.goto('/profile');
    await phone.page.getByRole('heading', { name: 'You are browsing as a guest' }).waitFor();
    expect(await storedToken(phone.page)).toBeNull();
    // The laptop stays signed in.
    await laptop.page.reload();
    await laptop.page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await phone.context.close();
    await laptop.context.close();
  });

  it('downloads the data export and opens it, then closes the account, which can no longer sign in', async () => {
    const { email } = await readyAccount(browser.baseUrl, 'journey-close');
    const { page, context, problems } = await browser.open('/signin');
    await signInInBrowser(page, email);
    await page.waitForURL('**/profile');

    const data = page.getByRole('region', { name: 'Download my data' });
    const download = page.waitForEvent('download');
    await data.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^grove-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = unzipSync(new Uint8Array(await readFile((await file.path())!)));
    expect(Object.keys(archive)).toEqual(
      expect.arrayContaining(['README.txt', 'profile.json', 'investments.csv', 'sessions.json']),
    );
    const profile = JSON.parse(strFromU8(archive['profile.json']!)) as { email: string };
    expect(profile.email).toBe(email);
    const sessions = JSON.parse(strFromU8(archive['sessions.json']!)) as { sessions: unknown[] };
    expect(sessions.sessions.length).toBeGreaterThanOrEqual(1);

    const close = page.getByRole('region', { name: 'Close my account' });
    await close.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close your account?' });
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Close account' }).click();
    await page.getByRole('heading', { name: 'Your account is closed' }).waitFor();
    expect(await storedToken(page)).toBeNull();

    await page.goto('/signin');
    await signInInBrowser(page, email);
    await page.getByRole('dialog', { name: 'Login Failed' }).getByText('Invalid email or password').waitFor();
    expect(problems.filter((problem) => !/\b(400|401)\b/.test(problem))).toEqual([]);
    await context.close();
  });
});
