import { launchBrowser } from './support/browser.js';
const { browser, close } = await launchBrowser();
try {
  for (const lng of ['en', 'vi']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: lng });
    const page = await context.newPage();
    await page.addInitScript((l) => localStorage.setItem('preferred_language', l), lng);
    await page.goto('http://localhost:3410/demo', { waitUntil: 'networkidle' });
    console.log(lng, await page.evaluate(() => {
      const out: string[] = [String(document.documentElement.scrollWidth)];
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect();
        if (r.right > 391) out.push(`${el.tagName}.${(el.className || '').toString().slice(0, 60)} ${Math.round(r.right)}`);
      }
      return out.slice(0, 8).join('\n');
    }));
    await context.close();
  }
} finally { await close(); }
