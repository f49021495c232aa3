// Temporary helper script (deleted after use): exercises the document viewer and share menu in Chromium.
import { launchBrowser } from './browser.js';

const base = process.argv[2] ?? 'http://localhost:3230';
const out = process.argv[3] ?? '/tmp/details-shots';
const { browser, close } = await launchBrowser();
const problems: string[] = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`[${m.type()}] ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`[pageerror] ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(`${base}/business/saigon-bean-roastery`, { waitUntil: 'networkidle' });

  // LCP candidate
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as { element?: Element; size: number }[];
          const last = entries.at(-1);
          resolve(`${last?.element?.tagName} ${last?.element?.getAttribute('src')} ${last?.size}`);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  console.log('LCP', lcp);

  // Charts render when scrolled near.
  await page.locator('#forecast').scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-testid="chart-ebitda"] svg.recharts-surface', { timeout: 10000 });
  console.log('charts', await page.locator('svg.recharts-surface').count());
  await page.locator('#forecast').screenshot({ path: `${out}/forecast-1280.png` });

  // Slider: keyboard + arrows.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Next photo' }).click();
  await page.waitForTimeout(600);
  console.log('slide counter', await page.locator('[data-testid="media-slider"] p[aria-hidden]').textContent());
  await page.getByRole('button', { name: 'Show photo 4 of 4' }).click();
  await page.waitForTimeout(600);
  console.log('slide counter', await page.locator('[data-testid="media-slider"] p[aria-hidden]').textContent());

  // Share menu: copy link.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await page.getByText('Link copied').waitFor();
  console.log('clipboard', await page.evaluate(() => navigator.clipboard.readText()));
  await page.screenshot({ path: `${out}/share-copied-1280.png`, clip: { x: 640, y: 60, width: 640, height: 300 } });
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menu').waitFor();
  await page.screenshot({ path: `${out}/share-menu-1280.png`, clip: { x: 640, y: 60, width: 640, height: 520 } });
  await page.keyboard.press('Escape');

  // Document viewer.
  await page.locator('#documents').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'View Business plan 2025–2027' }).click();
  const viewer = page.getByTestId('document-viewer');
  await viewer.waitFor();
  await page.waitForFunction(() => {
    const c = document.querySelector('[data-testid="document-page"]') as HTMLCanvasElement | null;
    return c && c.width > 0 && !document.querySelector('[data-testid="document-viewer"] [role="status"]');
  });
  console.log(
    'zoom',
    await page.getByTestId('zoom-level').textContent(),
    'page',
    await viewer.locator('[aria-live]').first().textContent(),
  );
  const blank = await page.evaluate(() => {
    const c = document.querySelector('[data-testid="document-page"]') as HTMLCanvasElement;
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let dark = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i]! < 128) dark++;
    return { w: c.width, h: c.height, dark };
  });
  console.log('canvas', JSON.stringify(blank));
  await page.screenshot({ path: `${out}/viewer-1280.png` });
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await page.waitForTimeout(500);
  console.log('zoom after in', await page.getByTestId('zoom-level').textContent());
  await viewer.getByRole('button', { name: 'Zoom out' }).click();
  await page.waitForTimeout(500);
  console.log('zoom after out', await page.getByTestId('zoom-level').textContent());
  await page.screenshot({ path: `${out}/viewer-zoomed-1280.png` });
  const next = viewer.getByRole('button', { name: 'Next page' });
  if (await next.isEnabled()) {
    await next.click();
    await page.waitForTimeout(500);
    console.log('page now', await viewer.locator('[aria-live]').first().textContent());
  }
  console.log('download', await viewer.getByRole('link', { name: 'Download' }).getAttribute('href'));
  const open = viewer.getByRole('link', { name: 'Open in new tab' });
  console.log(
    'open',
    await open.getAttribute('href'),
    await open.getAttribute('target'),
    await open.getAttribute('rel'),
  );
  await viewer.getByRole('button', { name: 'Fullscreen' }).click();
  await page.waitForTimeout(800);
  console.log('fullscreen element', await page.evaluate(() => document.fullscreenElement?.tagName ?? null));
  await page.screenshot({ path: `${out}/viewer-fullscreen-1280.png` });
  const exit = page.getByRole('button', { name: 'Exit fullscreen' });
  if (await exit.count()) {
    await exit.click();
    await page.waitForTimeout(500);
  }
  console.log('fullscreen after exit', await page.evaluate(() => document.fullscreenElement?.tagName ?? null));
  await viewer.getByRole('button', { name: 'Close' }).click();
  await page.waitForTimeout(300);
  console.log(
    'viewer open after close',
    await page
      .getByTestId('document-viewer')
      .isVisible()
      .catch(() => false),
  );
  await context.close();

  // Phone: tap the share button at once (no hover), open the viewer.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'en-US',
  });
  const p = await phone.newPage();
  p.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`[phone ${m.type()}] ${m.text()}`);
  });
  p.on('pageerror', (e) => problems.push(`[phone pageerror] ${e.message}`));
  await p.goto(`${base}/business/saigon-bean-roastery`, { waitUntil: 'networkidle' });
  await p.getByRole('button', { name: 'Share' }).tap();
  await p.getByRole('menu').waitFor({ timeout: 5000 });
  await p.screenshot({ path: `${out}/share-menu-390.png` });
  await p.keyboard.press('Escape');
  await p.locator('#documents').scrollIntoViewIfNeeded();
  await p.getByRole('button', { name: 'View Term sheet' }).tap();
  await p.getByTestId('document-viewer').waitFor();
  await p.waitForFunction(() => !document.querySelector('[data-testid="document-viewer"] [role="status"]'));
  await p.screenshot({ path: `${out}/viewer-390.png` });
  await phone.close();
} finally {
  console.log('PROBLEMS', JSON.stringify(problems, null, 1));
  await close();
}
