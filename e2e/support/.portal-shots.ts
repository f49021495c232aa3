// Temporary screenshot driver (not committed).
import { launchBrowser } from './browser.js';
const origin = 'http://localhost:3102';
const [who = 'founder', paths = '/founder', languages = 'en', widths = '1280,390', prefix = 'shot'] = process.argv.slice(2);
const login = await fetch(`${origin}/api/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: `${who}@example.com`, password: 'screenshot-pass-1' }),
});
const { token } = (await login.json()) as { token: string };
const { browser, close } = await launchBrowser();
try {
  for (const path of paths.split(',')) {
    for (const language of languages.split(',')) {
      for (const width of widths.split(',').map(Number)) {
        const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
        const page = await context.newPage();
        page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
        page.on('console', (m) => m.type() === 'error' && console.log(`[console] ${m.text()}`));
        await page.addInitScript(
          ([lng, jwt]) => {
            window.localStorage.setItem('preferred_language', lng!);
            window.localStorage.setItem('auth_token', jwt!);
          },
          [language, token],
        );
        await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        const slug = path.replace(/\W+/g, '-').replace(/^-|-$/g, '');
        const file = `/tmp/portal-shots/${prefix}-${slug}-${language}-${width}.png`;
        await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
        console.log(file, await page.title());
        await context.close();
      }
    }
  }
} finally {
  await close();
}
