import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readyAccount, storedToken } from '../support/flows.js';
import { PHONE, useBrowser } from '../support/page.js';

const browser = useBrowser();

/** The part of an element that no other element covers at its centre: is it really seen? */
async function visibleAtCentre(page: Page, testId: string): Promise<boolean> {
  return page.evaluate((id) => {
    const element = document.querySelector(`[data-testid="${id}"]`);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y > window.innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return top !== null && (element === top || element.contains(top));
  }, testId);
}

describe('signed-in navigation', () => {
  it('takes an investor between their pages on a phone, and logs out from the menu', async () => {
    const { token } = await readyAccount(browser.baseUrl, 'journey-nav-phone');
    const { page, context, problems } = await browser.open('/portfolio', { viewport: PHONE, token });
    await page.getByRole('heading', { level: 1, name: 'Portfolio' }).waitFor();
    expect(await page.title()).toBe('Portfolio · Grove');

    // The auth-style layout keeps its language switch at the top right, beside the menu button.
    const header = page.getByRole('banner');
    const language = header.getByRole('button', { name: /Change language/ });
    const menuButton = page.getByTestId('mobile-menu-button');
    expect(await language.isVisible()).toBe(true);
    expect(await menuButton.isVisible()).toBe(true);
    const [languageBox, menuBox] = [(await language.boundingBox())!, (await menuButton.boundingBox())!];
    expect(languageBox.x).toBeGreaterThan(PHONE.width / 2);
    expect(languageBox.y).toBeLessThan(64);
    expect(menuBox.x).toBeGreaterThan(languageBox.x);

    await menuButton.click();
    const menu = page.getByTestId('mobile-menu');
    await menu.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await expect.poll(() => page.title()).toBe('Profile · Grove');

    await menuButton.click();
    await menu.getByText('Notifications').first().waitFor();
    await menu.getByRole('link', { name: 'Explore' }).click();
    await page.waitForURL('**/businesses');
    await page.getByRole('heading', { level: 1, name: 'Explore businesses' }).waitFor();

    await page.goto('/verification');
    await page.getByRole('heading', { level: 1, name: 'Verify your identity' }).waitFor();
    await menuButton.click();
    await menu.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedToken(page)).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the links, the bell and the account menu on a desktop, in the reader’s language', async () => {
    const { token } = await readyAccount(browser.baseUrl, 'journey-nav-desktop');
    const { page, context, problems } = await browser.open('/profile', { token, locale: 'vi-VN' });
    await page.getByRole('heading', { level: 1, name: 'Hồ sơ' }).waitFor();
    expect(await page.title()).toBe('Hồ sơ · Grove');
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    await nav.getByRole('link', { name: 'Danh mục đầu tư' }).click();
    await page.getByRole('heading', { level: 1, name: 'Danh mục đầu tư' }).waitFor();
    await expect.poll(() => page.title()).toBe('Danh mục đầu tư · Grove');
    await page.getByTestId('notifications-button').waitFor();
    await page.getByTestId('profile-button').click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedToken(page)).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the business page at 1280 × 800', () => {
  it('keeps the raised amount, the progress and the invest action in view below the header', async () => {
    const { token } = await readyAccount(browser.baseUrl, 'journey-rail');
    for (const session of [{}, { token }]) {
      const { page, context, problems } = await browser.open('/business/saigon-bean-roastery', {
        viewport: { width: 1280, height: 800 },
        ...session,
      });
      await page.getByTestId('funding-card').waitFor();
      for (const target of [600, 1500, 3000]) {
        // As far as the page goes (sections below the fold are laid out as they come near).
        await page.evaluate((y) => window.scrollTo(0, y), target);
        await expect
          .poll(() =>
            page.evaluate(
              (y) => Math.abs(window.scrollY - Math.min(y, document.documentElement.scrollHeight - window.innerHeight)),
              target,
            ),
          )
          .toBeLessThan(2);
        const card = (await page.getByTestId('funding-card').boundingBox())!;
        // Below the 64 px header, and all of it on screen.
        expect(card.y).toBeGreaterThanOrEqual(64);
        expect(card.y + card.height).toBeLessThanOrEqual(800);
        for (const id of ['raised', 'percent-funded', 'invest-now']) expect(await visibleAtCentre(page, id)).toBe(true);
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('shows every section link in Vietnamese, and on a phone cues the ones off screen', async () => {
    const { page, context } = await browser.open('/business/saigon-bean-roastery', { locale: 'vi-VN' });
    const links = page.getByTestId('section-links').getByRole('link');
    await links.first().waitFor();
    const nav = (await page.getByRole('navigation', { name: 'Các phần của trang' }).boundingBox())!;
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(nav.x);
      expect(box.x + box.width).toBeLessThanOrEqual(nav.x + nav.width);
    }

    await page.setViewportSize(PHONE);
    const more = page.getByTestId('section-nav-more-after');
    await more.waitFor();
    const strip = page.getByTestId('section-links');
    await more.click();
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await page.getByTestId('section-nav-more-before').waitFor();
    await context.close();
  });
});

describe('closed raises', () => {
  it('lists the funded and refunded raises under Closed, not the paused one', async () => {
    const { page, context, problems } = await browser.open('/businesses?tab=closed');
    await page.getByRole('tab', { name: /Closed/, selected: true }).waitFor();
    await page.getByRole('heading', { name: /CleanSpin/ }).waitFor();
    await page.getByRole('heading', { name: /Kartli/ }).waitFor();
    expect(await page.getByRole('heading', { name: /Ararat/ }).count()).toBe(0);
    expect(await page.getByTestId('explore-count').textContent()).toMatch(/^\d+ funded · \d+ refunded$/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
