/**
 * Developer tool: like screenshot.ts, but signed in as a fresh account.
 *   node --import tsx e2e/support/screenshot-signed-in.ts http://localhost:3000/profile en,ru /tmp/shots
 */
import path from 'node:path';
import { launchBrowser } from './browser.js';

const [url = 'http://localhost:3000/profile', languages = 'en', outDir = '/tmp/shots', widths = '1280,390'] =
  process.argv.slice(2);
const origin = new URL(url).origin;
const email = `shot-${Date.now()}@example.com`;
const registered = await fetch(`${origin}/api/v1/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email,
    password: 'screenshot-pass-1',
    confirmPassword: 'screenshot-pass-1',
    name: 'Linh Tran',
  }),
});
const { token } = (await registered.json()) as { token: string };
const { browser, close } = await launchBrowser();
try {
  for (const language of languages.split(',')) {
    for (const width of widths.split(',').map(Number)) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
      await page.addInitScript(
        ([lng, jwt]) => {
          window.localStorage.setItem('preferred_language', lng!);
          window.localStorage.setItem('auth_token', jwt!);
        },
        [language, token],
      );
      await page.goto(url, { waitUntil: 'networkidle' });
      const slug = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      const file = path.join(outDir, `${slug}-signed-in-${language}-${width}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await close();
}
