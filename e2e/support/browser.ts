import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The system Chromium: CHROME_PATH, else Debian's /usr/bin/chromium. Never a downloaded browser. */
export function chromePath(): string {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. Install it (apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.`,
    );
  }
  return candidate;
}

export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return {
    browser,
    // Playwright gives every launch a fresh, temporary user-data dir and removes it on close.
    close: () => browser.close(),
  };
}
