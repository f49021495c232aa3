import { launchBrowser } from './browser.js';
const origin = process.argv[2] ?? 'http://127.0.0.1:4600';
const out = '/tmp/wshots';
const j = async (path: string, init: { method?: string; token?: string; body?: unknown; form?: Record<string, string> } = {}) => {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.form) { headers['content-type'] = 'application/x-www-form-urlencoded'; body = new URLSearchParams(init.form).toString(); }
  else if (init.body !== undefined) { headers['content-type'] = 'application/json'; body = JSON.stringify(init.body); }
  const r = await fetch(`${origin}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
  const text = await r.text();
  try { return JSON.parse(text); } catch { return text; }
};
const demo = await j('/api/v1/demo/sessions', { body: { role: 'investor', language: 'en' } });
const token = demo.token as string;
const name = demo.user.name as string;
console.log('name', name);
const account = await j('/api/v1/wallet/bank-accounts', { token, body: { holder_name: name, routing_number: '110000000', account_number: '000123456789', account_number_confirmation: '000123456789' } });
console.log('account', account.id ?? account);
const w = await j('/api/v1/wallet/withdrawals', { token, body: { amount: 40, currency: 'USD', bank_account_id: account.id } });
console.log('withdrawal', w.status ?? w);
const { browser, close } = await launchBrowser();
try {
  for (const language of ['en', 'vi']) {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      const page = await context.newPage();
      page.on('pageerror', (e) => console.log(`[pageerror] ${e.message} ${e.stack}`));
      page.on('console', async (m) => {
        if (m.type() !== 'error') return;
        for (const arg of m.args()) console.log('[console]', await arg.evaluate((e) => (e instanceof Error ? e.stack : String(e))));
      });
      await page.addInitScript(([lng, jwt]) => { localStorage.setItem('preferred_language', lng!); localStorage.setItem('auth_token', jwt!); }, [language, token]);
      await page.goto(`${origin}/portfolio?tab=wallet`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: `${out}/first-${language}-${width}.png` });
      console.log(page.url());
      await page.getByTestId('withdraw-form').waitFor();
      await page.screenshot({ path: `${out}/wallet-${language}-${width}.png`, fullPage: true });
      await page.getByTestId('withdraw-amount').fill('50');
      await page.getByTestId('withdraw-submit').click();
      await page.getByTestId('withdraw-review').waitFor();
      await page.screenshot({ path: `${out}/review-${language}-${width}.png` });
      await page.keyboard.press('Escape');
      await page.getByTestId('withdraw-form').getByRole('button', { name: /./ }).filter({ hasText: /another|khác/i }).first().click();
      await page.getByTestId('bank-account-form').waitFor();
      await page.getByTestId('bank-account-save').click();
      await page.screenshot({ path: `${out}/bank-${language}-${width}.png` });
      await page.keyboard.press('Escape');
      await page.getByTestId('withdrawal-cancel').first().click();
      await page.screenshot({ path: `${out}/cancel-${language}-${width}.png` });
      await context.close();
    }
  }
} finally { await close(); }
