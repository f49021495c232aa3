import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readyAccount } from '../support/flows.js';
import { DESKTOP, PHONE, useBrowser } from '../support/page.js';

const browser = useBrowser();

interface Stop {
  name: string;
  inHeader: boolean;
  /** A box of some size, inside the viewport. */
  visible: boolean;
  /** A focus ring: an outline or a box shadow drawn around it. */
  ringed: boolean;
}

/** The element the keyboard is on, once it is on one (a widget's code may still be loading). */
async function focusedStop(page: Page): Promise<Stop> {
  await page.waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, null, {
    timeout: 5_000,
  });
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      inHeader: element.closest('header') !== null,
      visible:
        box.width > 0 &&
        box.height > 0 &&
        box.left >= 0 &&
        box.top >= 0 &&
        box.right <= window.innerWidth &&
        box.bottom <= window.innerHeight &&
        style.visibility !== 'hidden',
      ringed: (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none',
    };
  });
}

/** Tabs from the top of the page through the header, and answers each stop in it. */
async function headerStops(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let press = 0; press < 20; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (stop.inHeader) stops.push(stop);
    else if (stops.length > 0) break;
  }
  return stops;
}

describe('the signed-in header by keyboard', () => {
  it.each([
    [
      'en',
      DESKTOP,
      ['Grove home', 'Explore', 'Portfolio', 'Profile', 'EN: Change language', 'Notifications', 'Your account'],
    ],
    ['ru', PHONE, ['Grove', 'RU: ', 'Открыть меню']],
  ] as const)('in %s at %o, every Tab stop is a visible, focus-ringed control', async (language, viewport, names) => {
    const { token } = await readyAccount(browser.baseUrl, `journey-header-${language}`);
    const { page, context, problems } = await browser.open('/portfolio', {
      viewport,
      locale: language,
      token,
      init: language === 'ru' ? () => localStorage.setItem('preferred_language', 'ru') : () => undefined,
    });
    // The header's widgets are all there (the bell's code comes a moment after the page).
    if (viewport === PHONE) await page.getByTestId('mobile-menu-button').waitFor();
    else await page.getByTestId('notifications-button').waitFor();
    const stops = await headerStops(page);
    expect(stops.map((stop) => stop.name)).toEqual(names.map((name) => expect.stringContaining(name)));
    for (const stop of stops) {
      expect(stop, stop.name).toMatchObject({ visible: true, ringed: true });
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
