// Temporary helper script (deleted after use): scrolls the page and takes segment screenshots.
import { launchBrowser } from './browser.js';

const [url = '', languages = 'en', outDir = '/tmp/details-shots', widths = '1280,390'] = process.argv.slice(2);
const { browser, close } = await launchBrowser();
try {
  for (const language of languages.split(',')) {
    for (const width of widths.split(',').map(Number)) {
      const height = width < 600 ? 844 : 900;
      const context = await browser.newContext({ viewport: { width, height }, locale: language, deviceScaleFactor: 1 });
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') console.log(`[${m.type()}] ${m.text()}`);
      });
      page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
      await page.addInitScript((lng) => window.localStorage.setItem('preferred_language', lng), language);
      await page.goto(url, { waitUntil: 'networkidle' });
      const total = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < total; y += height) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(400);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const file = `${outDir}/full-${language}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file, total);
      const segment = width < 600 ? 1400 : 1100;
      for (let y = 0, i = 0; y < total; y += segment, i++) {
        await page.screenshot({
          path: `${outDir}/seg-${language}-${width}-${i}.png`,
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(segment, total - y) },
        });
      }
      await context.close();
    }
  }
} finally {
  await close();
}
