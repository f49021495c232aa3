import { launchBrowser } from './browser.js';
const { browser, close } = await launchBrowser();
try {
  for (const lang of ['en', 'vi', 'ru']) {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: lang,
    });
    const p = await phone.newPage();
    await p.addInitScript((l) => localStorage.setItem('preferred_language', l), lang);
    await p.goto(`http://localhost:3230/${process.argv[2] ?? 'business/saigon-bean-roastery'}`, {
      waitUntil: 'networkidle',
    });
    for (let y = 0; y < 12000; y += 800) {
      await p.evaluate((t) => window.scrollTo(0, t), y);
      await p.waitForTimeout(150);
    }
    const info = await p.evaluate(() => {
      const w = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll('body *')]
        .filter(
          (e) =>
            e.getBoundingClientRect().right > w + 1 &&
            !e.closest('[class*="overflow-x-auto"]') &&
            !e.closest('.overflow-hidden'),
        )
        .slice(0, 8)
        .map(
          (e) =>
            `${e.tagName}.${(e.getAttribute('class') ?? '').slice(0, 60)} r=${Math.round(e.getBoundingClientRect().right)}`,
        );
      return { scrollWidth: document.documentElement.scrollWidth, clientWidth: w, innerWidth: window.innerWidth, wide };
    });
    console.log(lang, JSON.stringify(info, null, 1));
    await phone.close();
  }
} finally {
  await close();
}
