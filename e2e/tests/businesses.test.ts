import { describe, expect, it } from 'vitest';
import { PASSWORD, readyAccount } from '../support/flows.js';
import { untilInteractive, useBrowser } from '../support/page.js';

const browser = useBrowser();

describe('businesses', () => {
  it('lets a guest switch tabs and open a business; its PDF opens, zooms and goes fullscreen', async () => {
    const { page, context, problems } = await browser.open('/businesses');
    await page.getByRole('heading', { level: 1, name: 'Explore businesses' }).waitFor();
    const cards = page.getByTestId('project-card');
    await cards.first().waitFor();

    await page.getByRole('tab', { name: /In progress/ }).click();
    await page.waitForURL('**/businesses?tab=in-progress');
    await page.getByRole('heading', { name: 'SwiftLane Last-Mile' }).waitFor();
    await page.getByRole('tab', { name: /Paying Out/ }).click();
    await page.getByRole('heading', { name: /Kartli/ }).waitFor();
    await page.getByRole('tab', { name: /Available/ }).click();

    await page.getByRole('heading', { name: /Saigon Bean/ }).click();
    await page.waitForURL('**/business/saigon-bean-roastery');
    await page.getByRole('heading', { level: 1, name: /Saigon Bean/ }).waitFor();

    await page.getByRole('button', { name: /^View Business plan/ }).click();
    const viewer = page.getByTestId('document-viewer');
    await viewer.waitFor();
    await viewer.getByTestId('document-page').waitFor();
    const zoom = viewer.getByTestId('zoom-level');
    const before = await zoom.textContent();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => zoom.textContent()).not.toBe(before);
    await viewer.getByRole('button', { name: 'Fullscreen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    expect(await viewer.getByRole('link', { name: 'Download' }).getAttribute('href')).toMatch(
      /\/api\/v1\/files\/.+\?download$/,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a business page rendered, in the visitor’s language, and the browser takes that markup over', async () => {
    // What a crawler or a link preview reads: the page itself, in the language asked for.
    const html = await (
      await fetch(`${browser.baseUrl}/business/kartli-craft-brewery`, { headers: { 'accept-language': 'ru-RU,ru' } })
    ).text();
    expect(html).toContain('<html lang="ru"');
    expect(html).toMatch(/<title>[^<]*Картли[^<]*<\/title>/);
    expect(html).toMatch(/<h1[^>]*>[^<]*Картли/);

    const { page, context, problems } = await browser.open('/business/kartli-craft-brewery', {
      locale: 'ru-RU',
      // The heading as parsed from the server's HTML, before any of the app's code runs.
      init: () =>
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            (window as unknown as { serverHeading?: Element | null }).serverHeading = document.querySelector('h1');
        }),
    });
    // The heading on screen is still the one the server sent: hydrated, not drawn again.
    const sameHeading = await page.evaluate(() => {
      const heading = document.querySelector('h1');
      return heading !== null && heading === (window as unknown as { serverHeading?: Element }).serverHeading;
    });
    expect(sameHeading).toBe(true);
    await page.getByRole('button', { name: 'Поделиться' }).click();
    await page.getByRole('menuitem', { name: 'Скопировать ссылку' }).waitFor();

    // Choosing another language re-renders in it, and the server renders the next page in it too.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Сменить язык' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: /Kartli/ }).waitFor();
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.title()).toMatch(/^Kartli.* · Grove$/);
    await untilInteractive(page);
    // Leaving for another page shows that page's own title.
    await page.locator('header').getByRole('link', { name: 'Explore' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Explore businesses' }).waitFor();
    expect(await page.title()).toBe('Explore businesses · Grove');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("plays a business's own clip in place, seeking in it, and closes it back to its poster", async () => {
    const { page, context, problems } = await browser.open('/business/kartli-craft-brewery');
    await page.getByRole('heading', { level: 1, name: /Kartli/ }).waitFor();
    // The card's code is a download of its own: until it has taken the card over, the card is a
    // plain link that opens the file in the browser's player.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('[data-testid="business-video"]') ?? {}).some((key) =>
        key.startsWith('__reactFiber$'),
      ),
    );
    await page.getByRole('link', { name: /Watch the video/ }).click();
    const player = page.getByLabel('Video: Kartli Craft Brewery');
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0.5);
    expect(await player.evaluate((video: HTMLVideoElement) => document.activeElement === video)).toBe(true);
    // The file is served in byte ranges, so the player knows its length and can jump in it.
    const state = await player.evaluate((video: HTMLVideoElement) => ({
      duration: video.duration,
      width: video.videoWidth,
    }));
    expect(state.duration).toBeGreaterThan(5);
    expect(state.width).toBe(960);
    await player.evaluate((video: HTMLVideoElement) => {
      video.currentTime = video.duration - 0.5;
    });
    await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.ended), { timeout: 5000 }).toBe(true);

    await page.getByRole('button', { name: 'Close the video' }).click();
    await expect.poll(() => player.count()).toBe(0);
    await page.getByRole('link', { name: /Watch the video/ }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('slides through the photos, then copies the link of a business to the clipboard', async () => {
    const { page, context } = await browser.open('/business/kartli-craft-brewery');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseUrl });
    await page.getByRole('heading', { level: 1, name: /Kartli/ }).waitFor();

    // The carousel's code arrives after the first photo; the arrows then move the slides.
    const slider = page.getByRole('region', { name: /^Photos of Kartli/ });
    const second = slider.getByRole('group', { name: /^2 of / });
    await slider.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => second.evaluate((slide) => (slide as HTMLElement).inert)).toBe(false);
    await expect
      .poll(() =>
        second.evaluate((slide) =>
          Math.round(
            slide.getBoundingClientRect().left - slide.parentElement!.parentElement!.getBoundingClientRect().left,
          ),
        ),
      )
      .toBe(0);
    await slider.getByRole('button', { name: 'Show photo 1 of', exact: false }).click();
    await expect.poll(() => second.evaluate((slide) => (slide as HTMLElement).inert)).toBe(true);

    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${browser.baseUrl}/business/kartli-craft-brewery`,
    );
    await context.close();
  });

  it('asks a guest to sign in to save; saved, the business is in the portfolio until removed', async () => {
    const { email } = await readyAccount(browser.baseUrl, 'journey-save');
    const { page, context } = await browser.open('/business/sunroof-solar-danang');
    await page.getByRole('heading', { level: 1, name: /SunRoof/ }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const prompt = page.getByRole('dialog', { name: 'Sign up or log in to save businesses' });
    await prompt.waitFor();
    await prompt.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/signin?redirectTo=**');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/business/sunroof-solar-danang');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();

    await page.goto('/portfolio');
    await page.getByRole('tab', { name: /Saved Businesses/ }).click();
    const saved = page.getByTestId('project-card');
    await saved.filter({ hasText: 'SunRoof' }).waitFor();
    await saved.filter({ hasText: 'SunRoof' }).getByRole('button', { name: 'Saved' }).click();
    await saved.filter({ hasText: 'SunRoof' }).waitFor({ state: 'detached' });
    await context.close();
  });
});
