import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser.js';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export interface Session {
  page: Page;
  context: BrowserContext;
  /** Problems the page reported: console errors, uncaught exceptions, CSP violations. */
  problems: string[];
}

/** One browser per test file, a fresh context (cookies, storage) per session. */
export function useBrowser() {
  let browser: Browser;
  let close: () => Promise<void>;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  return {
    baseUrl,
    async open(
      path = '/',
      options: { viewport?: { width: number; height: number }; locale?: string } = {},
    ): Promise<Session> {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: options.viewport ?? DESKTOP,
        locale: options.locale ?? 'en-US',
        timezoneId: 'America/New_York',
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await page.goto(path);
      return { page, context, problems };
    },
  };
}
