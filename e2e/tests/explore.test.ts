import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.js';
import { DESKTOP, PHONE, useBrowser } from '../support/page.js';

const browser = useBrowser();

const cardNames = (page: Page) => page.getByTestId('project-card').getByRole('heading').allTextContents();

/** Waits until the list shows exactly what the address asks for (the previous list is gone). */
async function namesOnceSettled(page: Page, expected: (names: string[]) => boolean): Promise<string[]> {
  await expect.poll(async () => expected(await cardNames(page)), { timeout: 15_000 }).toBe(true);
  return cardNames(page);
}

describe('Explore: a search and a filter shared by address', () => {
  it('at 1280 px in English: searched and filtered from the bar, the link opens the same list in a fresh page', async () => {
    const { page, context, problems } = await browser.open('/businesses', { viewport: DESKTOP });
    await page.getByTestId('project-card').first().waitFor();
    const everything = await cardNames(page);

    await page.getByRole('searchbox', { name: 'Search businesses' }).fill('opening');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/businesses?q=opening');
    const searched = await namesOnceSettled(page, (names) => names.length > 0 && names.length < everything.length);

    const bar = page.getByTestId('explore-filter-bar');
    await bar.getByLabel('Category').selectOption('food_beverage');
    await page.waitForURL('**/businesses?q=opening&category=food_beverage');
    const filtered = await namesOnceSettled(page, (names) => names.length > 0 && names.length < searched.length);
    expect([...filtered].sort()).toEqual(['Golden Crust Bakery', 'Saigon Bean Roastery & Café']);
    expect(searched).toContain('Orbita Coworking');
    expect(await axeViolations(page)).toEqual([]);

    // Back returns to the search without the filter.
    await page.goBack();
    await page.waitForURL('**/businesses?q=opening');
    expect(await namesOnceSettled(page, (names) => names.length === searched.length)).toEqual(searched);
    await page.goForward();
    await page.waitForURL('**/businesses?q=opening&category=food_beverage');

    const shared = page.url();
    expect(problems).toEqual([]);
    await context.close();

    // Whoever opens the link sees the same page, rendered by the server before any script runs.
    const html = await (await fetch(shared)).text();
    expect(html).toContain('Golden Crust Bakery');
    expect(html).not.toContain('Orbita Coworking');
    const fresh = await browser.open(new URL(shared).pathname + new URL(shared).search, { viewport: DESKTOP });
    expect(await namesOnceSettled(fresh.page, (names) => names.length > 0)).toEqual(filtered);
    expect(await fresh.page.getByRole('searchbox', { name: 'Search businesses' }).inputValue()).toBe('opening');
    expect(await fresh.page.getByTestId('explore-filter-bar').getByLabel('Category').inputValue()).toBe(
      'food_beverage',
    );
    expect(fresh.problems).toEqual([]);
    await fresh.context.close();
  });

  it('at 390 px in Vietnamese: filters in their sheet and a search, the link opens the same list in a fresh page', async () => {
    const { page, context, problems } = await browser.open('/businesses', { viewport: PHONE, locale: 'vi-VN' });
    await page.getByTestId('project-card').first().waitFor();
    await expect.poll(() => page.getByTestId('explore-filter-bar').isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Bộ lọc' }).click();
    const sheet = page.getByRole('dialog', { name: 'Lọc doanh nghiệp' });
    await sheet.getByLabel('Địa điểm').fill('Đà Nẵng');
    expect(await axeViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: 'Xem kết quả' }).click();
    await page.waitForURL(`**/businesses?location=${encodeURIComponent('Đà Nẵng').replace(/%20/g, '+')}`);
    await sheet.waitFor({ state: 'hidden' });
    const inDaNang = await namesOnceSettled(page, (names) => names.length >= 2 && names.length < 6);
    expect(await page.getByRole('button', { name: 'Bộ lọc (1)' }).isVisible()).toBe(true);

    await page.getByRole('searchbox', { name: 'Tìm doanh nghiệp' }).fill('yoga');
    await page.getByRole('button', { name: 'Tìm', exact: true }).click();
    await page.waitForURL('**/businesses?q=yoga&location=*');
    const found = await namesOnceSettled(page, (names) => names.length === 1);
    expect(inDaNang).toContain(found[0]);
    expect(found[0]).toMatch(/Yoga/);
    // Nothing runs off a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);

    const shared = new URL(page.url());
    expect(problems).toEqual([]);
    await context.close();

    const fresh = await browser.open(shared.pathname + shared.search, { viewport: PHONE, locale: 'vi-VN' });
    expect(await namesOnceSettled(fresh.page, (names) => names.length > 0)).toEqual(found);
    expect(await fresh.page.getByRole('searchbox', { name: 'Tìm doanh nghiệp' }).inputValue()).toBe('yoga');
    expect(await fresh.page.getByRole('button', { name: 'Bộ lọc (1)' }).isVisible()).toBe(true);
    expect(fresh.problems).toEqual([]);
    await fresh.context.close();
  });

  it('says when nothing matches and clears the filters in one step', async () => {
    const { page, context } = await browser.open('/businesses?q=zzzz-nothing&sort=newest', { viewport: DESKTOP });
    await page.getByText('No businesses match your search').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
    await page.waitForURL('**/businesses?sort=newest');
    await page.getByTestId('project-card').first().waitFor();
    await context.close();
  });
});
