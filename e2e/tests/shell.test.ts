import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/page.js';

const browser = useBrowser();

describe('the app shell', () => {
  it('loads a deep link directly, without errors or CSP violations', async () => {
    const { page, context, problems } = await browser.open('/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor();
    expect(await page.title()).toContain('Grove');
    // The contents link to anchors on the same page.
    await page.getByRole('link', { name: /^5\. / }).first().click();
    expect(new URL(page.url()).hash).not.toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the not-found page with back and home actions', async () => {
    const { page, context } = await browser.open('/terms');
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL('**/terms');
    await page.goto('/no/such/page');
    await page.getByRole('link', { name: 'Go to home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('keeps a language switch across a reload and sets <html lang>', async () => {
    const { page, context } = await browser.open('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitemradio', { name: 'Русский' }).click();
    await page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).toBe('ru');
    await context.close();
  });

  it('opens the mobile menu below 1024 px, locks scrolling, and closes on Escape', async () => {
    const { page, context } = await browser.open('/', { viewport: PHONE });
    const button = page.getByTestId('mobile-menu-button');
    await button.click();
    const menu = page.getByTestId('mobile-menu');
    await menu.getByRole('link', { name: 'Risk warning' }).waitFor();
    for (const name of ['Sign up', 'Sign in', 'Explore', 'Portfolio', 'Profile', 'Terms', 'Privacy']) {
      expect(await menu.getByRole('link', { name }).isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await menu.getByRole('link', { name: 'Risk warning' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    // The desktop menu button is not shown at this width, and the mobile one is hidden on desktop.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await button.isVisible()).toBe(false);
    await context.close();
  });

  it('shows the error dialog when a page cannot load; Try Again recovers, closing goes home', async () => {
    const { page, context } = await browser.open('/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor();
    // The privacy page's code fails to download, as after a deploy on a flaky network.
    await page.route(/\/assets\/privacy-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
    await dialog.waitFor();
    expect(
      await dialog
        .getByText(
          'We encountered an unexpected error. Please try refreshing the page or contact support if the problem persists.',
        )
        .isVisible(),
    ).toBe(true);
    await page.unroute(/\/assets\/privacy-[^/]+\.js$/);
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();

    await page.route(/\/assets\/risk-warning-[^/]+\.js$/, (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Risk warning' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('runs no API schema (zod) in the first scripts of the public pages', async () => {
    // Building the contracts' zod schemas took about 200 ms of a slow phone's main thread before
    // the page answered (docs/performance.md); a page's own constants and rules come from modules
    // without a schema (contracts' link-pages.ts, launch-rules.ts, *-rules.ts).
    for (const path of ['/', '/businesses', '/business/saigon-bean-roastery']) {
      const { page, context } = await browser.open(path);
      await page.waitForLoadState('networkidle');
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.js')),
      );
      expect(scripts.length).toBeGreaterThan(3);
      for (const script of scripts) {
        const source = await (await fetch(script)).text();
        expect(source.includes('ZodObject'), `${path} loads ${script}`).toBe(false);
      }
      await context.close();
    }
  });
});
