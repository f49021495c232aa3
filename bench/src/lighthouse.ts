import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  url: string;
  /** The median run's score; every run's is in performanceRuns. */
  performance: number;
  performanceRuns: number[];
  accessibility: number;
  bestPractices: number;
  cls: number;
  lcpMs: number;
  /** Total blocking time: the main thread's long tasks past 50 ms each, between first paint and interactive. */
  tbtMs: number;
  /** Lighthouse's measure of the host CPU: the simulated slowdown is applied on top of it. */
  benchmarkIndex: number;
}

const chromePath = () => {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) throw new Error(`Chromium not found at ${candidate}; set CHROME_PATH`);
  return candidate;
};

/**
 * Lighthouse's mobile preset (simulated slow 4G and CPU) on each URL, in one headless Chromium,
 * `runs` times: one run's performance score moves by several points from run to run (Lighthouse's
 * own advice is to take the median of several), so the median run is reported.
 * With reportDir, the median run's full report is written there as JSON (open it in the Lighthouse viewer).
 */
export async function lighthouseScores(urls: string[], reportDir?: string, runs = 3): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const url of urls) {
      const audit = () =>
        lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
      const attempts: NonNullable<Awaited<ReturnType<typeof audit>>>[] = [];
      for (let i = 0; i < runs; i += 1) {
        // A run that could not record its trace (NO_NAVSTART and the like) scores 0: run it again once.
        let attempt = await audit();
        if (attempt?.lhr.runtimeError) attempt = await audit();
        if (!attempt) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (attempt.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${attempt.lhr.runtimeError.code}`);
        attempts.push(attempt);
      }
      const performanceOf = (result: (typeof attempts)[number]) =>
        Math.round((result.lhr.categories.performance?.score ?? 0) * 100);
      const sorted = [...attempts].sort((a, b) => performanceOf(a) - performanceOf(b));
      const run = sorted[Math.floor((sorted.length - 1) / 2)]!;
      if (reportDir) {
        const slug = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        fs.writeFileSync(path.join(reportDir, `lighthouse-${slug}.json`), JSON.stringify(run.lhr));
      }
      const { categories, audits } = run.lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      results.push({
        url,
        performance: score('performance'),
        performanceRuns: attempts.map(performanceOf),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        benchmarkIndex: Math.round(run.lhr.environment.benchmarkIndex),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
