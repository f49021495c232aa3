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

export interface OpenOptions {
  viewport?: { width: number; height: number };
  locale?: string;
  /** Runs in the page before any of its own scripts. */
  init?: () => void;
  /** A token put in local storage (`auth_token`) before the page's scripts run: signed in. */
  token?: string;
}

/** A fresh context (cookies, storage) on `baseUrl`, the page opened and interactive. */
export async function openSession(
  browser: Browser,
  baseUrl: string,
  path = '/',
  options: OpenOptions = {},
): Promise<Session> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'en-US',
    timezoneId: 'America/New_York',
  });
  if (options.init) await context.addInitScript(options.init);
  if (options.token) await context.addInitScript((value) => localStorage.setItem('auth_token', value), options.token);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // The address too: "Failed to load resource" says nothing of which one.
    const where = message.location().url;
    if (message.type() === 'error') problems.push(`console: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(path);
  await untilInteractive(page);
  return { page, context, problems };
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
    open(path = '/', options: OpenOptions = {}): Promise<Session> {
      return openSession(browser, baseUrl, path, options);
    },
  };
}

/**
 * A page the server rendered is on screen before its buttons work (a link works at once;
 * a button only once the app has taken the page over). What a person would find out by
 * trying, a test waits for: React has hydrated the page's heading.
 */
export async function untilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getElementById('ssr-state') === null ||
      Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber$')),
  );
}
