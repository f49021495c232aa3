import { launchBrowser } from './support/browser.js';

const base = 'http://localhost:3410';
const { browser, close } = await launchBrowser();
const start = { en: 'Explore as a founder', vi: 'Khám phá với vai trò nhà sáng lập' } as const;
try {
  for (const language of ['en', 'vi'] as const) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, locale: language });
      const page = await context.newPage();
      page.on('pageerror', (e) => console.log('[pageerror]', e.message));
      await page.addInitScript((lng) => localStorage.setItem('preferred_language', lng), language);
      await page.goto(`${base}/demo`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: `/tmp/demo-h-shots/demo-${language}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: start[language] }).click();
      const step = async (id: string) => {
        await page.waitForFunction((s) => document.querySelector('[data-testid="demo-tour"]')?.getAttribute('data-step') === s, id, { timeout: 60_000 });
        await page.getByTestId('tour-highlight').waitFor({ timeout: 30_000 });
        await page.waitForTimeout(800);
        await page.screenshot({ path: `/tmp/demo-h-shots/${id}-${language}-${width}.png` });
      };
      await step('founderHome');
      const ids = ['campaign', 'review', 'team', 'raiseLive', 'questions', 'update', 'revenue', 'periods'];
      for (const id of ids) {
        await page.getByTestId('tour-next').click();
        await step(id);
      }
      if (language === 'en' && width === 1280) {
        await page.getByTestId('tour-leave').click();
        await page.getByTestId('profile-button').click().catch(() => undefined);
      }
      await context.close();
    }
  }
} finally {
  await close();
}
