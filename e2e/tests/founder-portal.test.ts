import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { freshEmail, PASSWORD, readyAccount, SETTLE, signInInBrowser } from '../support/flows.js';
import { makeFounderOfLiveBusiness } from '../support/founders.js';
import { promoteAdmin } from '../support/operator.js';
import { openSession } from '../support/page.js';
import { startServer, type RunningServer } from '../support/server.js';

/**
 * Issue 26's portal, end to end: a founder edits their live business's campaign (a change
 * request, nothing public changes), an operator approves it in Founders' requests, and the
 * business page shows the new text and when it last changed.
 */
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let dataDir: string;
let operatorEmail: string;
let founder: { email: string; token: string };
let businessId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-e2e-founder-'));
  operatorEmail = freshEmail('journey-founder-operator');
  const first = await startServer({ DATA_DIR: dataDir });
  await fetch(`${first.url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: operatorEmail, password: PASSWORD, confirmPassword: PASSWORD }),
  });
  founder = await readyAccount(first.url, 'journey-founder');
  await first.stop();
  await promoteAdmin(dataDir, operatorEmail);
  businessId = await makeFounderOfLiveBusiness(dataDir, founder.email);
  server = await startServer({ DATA_DIR: dataDir });
  ({ browser, close: closeBrowser } = await launchBrowser());
}, 180_000);

afterAll(async () => {
  await closeBrowser?.();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the founder’s portal', () => {
  it('a live campaign’s edit waits for an operator, then the business page shows it', async () => {
    const text = `Rooftop solar for Da Nang's businesses (${Date.now()})`;
    const publicDescription = async () => {
      const response = await fetch(`${server.url}/api/v1/public/projects/${businessId}?lang=vi`);
      return (await response.json()) as { description: string; campaign_changed_at?: string | null };
    };
    const before = await publicDescription();

    const { page, problems } = await openSession(browser, server.url, '/founder', { token: founder.token });
    // The portal's home lists the business; its card opens the business's frame.
    const card = page.locator(`a[href="/founder/businesses/${businessId}"]`).first();
    await card.waitFor(SETTLE);
    await card.click();
    await page.getByRole('link', { name: 'Campaign' }).click();
    await page.getByText('investors see it once approved').waitFor(SETTLE);
    const languages = page.getByRole('group', { name: 'Language of the texts' });
    await languages.getByRole('button', { name: /Tiếng Việt/ }).click();
    await page.getByLabel('Short description').fill(text);
    await page.getByRole('button', { name: 'Send for approval' }).click();
    await page.getByText('Sent: an operator will review your changes.').waitFor(SETTLE);
    // Nothing investors see has changed yet.
    expect((await publicDescription()).description).toBe(before.description);

    const operator = await openSession(browser, server.url, '/signin');
    await signInInBrowser(operator.page, operatorEmail);
    await operator.page.waitForURL((url) => url.pathname !== '/signin');
    await operator.page.goto('/admin/changes');
    const change = operator.page.getByTestId('change').first();
    await change.getByRole('rowheader', { name: 'Short description › Tiếng Việt' }).waitFor(SETTLE);
    await expect(change.getByRole('cell').filter({ hasText: text }).count()).resolves.toBe(1);
    await change.getByRole('button', { name: 'Approve' }).click();
    await operator.page.getByText('No requests here').waitFor(SETTLE);

    const after = await publicDescription();
    expect(after.description).toBe(text);
    expect(after.campaign_changed_at).toBeTruthy();
    await page.goto(`/business/${businessId}`);
    await page.getByText(/^Last updated /).waitFor(SETTLE);
    expect(problems).toEqual([]);
    expect(operator.problems).toEqual([]);
  }, 120_000);
});
