/**
 * Developer tool: screenshots of pages at desktop and phone widths.
 *   node --import tsx e2e/support/screenshot.ts http://localhost:3000/terms en,ru /tmp/shots
 */
import path from 'node:path';
import { launchBrowser } from './browser.js';

const [url = 'http://localhost:3000/', languages = 'en', outDir = '/tmp/shots', widths = '1280,390'] =
  process.argv.slice(2);
const { browser, close } = await launchBrowser();
try {
  for (const language of languages.split(',')) {
    for (const width of widths.split(',').map(Number)) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        locale: language,
      });
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          console.log(`[${message.type()}] ${message.text()}`);
      });
      page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
      await page.addInitScript((lng) => window.localStorage.setItem('preferred_language', lng), language);
      await page.goto(url, { waitUntil: 'networkidle' });
      const slug = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      const file = path.join(outDir, `${slug}-${language}-${width}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await close();
}
