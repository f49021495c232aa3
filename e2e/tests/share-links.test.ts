import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { investByCard, readyAccount, SETTLE, verifyIdentity } from '../support/flows.js';
import { makeFounderOfLiveBusiness } from '../support/founders.js';
import { openSession, untilInteractive } from '../support/page.js';
import { startServer, type RunningServer } from '../support/server.js';

/**
 * Where investors come from (issue 26), end to end: a founder makes a share link, a visitor
 * arrives through it, verifies and invests by card in the sandbox, and the founder's Investors
 * tab counts the investment under that link.
 */
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let dataDir: string;
let founder: { email: string; token: string };
let investor: { email: string; token: string };
let businessId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grove-e2e-share-links-'));
  const first = await startServer({ DATA_DIR: dataDir });
  founder = await readyAccount(first.url, 'journey-share-founder');
  investor = await readyAccount(first.url, 'journey-share-investor');
  await first.stop();
  businessId = await makeFounderOfLiveBusiness(dataDir, founder.email);
  server = await startServer({ DATA_DIR: dataDir });
  ({ browser, close: closeBrowser } = await launchBrowser());
}, 180_000);

afterAll(async () => {
  await closeBrowser?.();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('share links', () => {
  it('an investment made after arriving through a link is counted under it', async () => {
    const team = await openSession(browser, server.url, `/founder/businesses/${businessId}/investors`, {
      token: founder.token,
    });
    const panel = team.page.getByRole('region', { name: 'Where investors come from' });
    await panel.getByLabel('New share link').waitFor(SETTLE);
    await panel.getByLabel('New share link').fill('Newsletter');
    await panel.getByRole('button', { name: 'Create link' }).click();
    const link = panel.getByTestId('share-link-url').first();
    await link.waitFor(SETTLE);
    const url = new URL((await link.textContent())!.trim());
    expect(url.pathname).toBe(`/business/${businessId}`);
    const code = url.searchParams.get('ref')!;
    expect(code).toMatch(/^[a-z0-9]{8}$/);

    const visitor = await openSession(browser, server.url, '/verification', { token: investor.token });
    await verifyIdentity(visitor.page);
    // Arrives through the link, then invests from the business page.
    await visitor.page.goto(`${url.pathname}${url.search}`);
    await visitor.page.getByRole('heading', { level: 1 }).first().waitFor(SETTLE);
    // The page is served whole; its first script remembers the link's code (boot.ts).
    await untilInteractive(visitor.page);
    await visitor.page.waitForFunction(
      (expected) => (window.localStorage.getItem('grove.share-sources') ?? '').includes(expected),
      code,
    );
    await investByCard(visitor.page, businessId, '300');

    await team.page.reload();
    const row = team.page.getByRole('row').filter({ hasText: 'Newsletter' });
    await row.waitFor(SETTLE);
    await expect(row.textContent()).resolves.toMatch(/1\s*\$300/);
    expect(team.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
  }, 180_000);
});
