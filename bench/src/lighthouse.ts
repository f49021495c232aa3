import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

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
  /** Lighthouse's measure of the host CPU in the median run: the simulated slowdown is applied on top of it. */
  benchmarkIndex: number;
  /** The CPU slowdown that run simulated (the mobile preset's 4×, scaled to the reference host). */
  cpuSlowdown: number;
  /** The host as that run counted it: benchmarkIndex × 4 ÷ cpuSlowdown (about the reference index). */
  effectiveIndex: number;
  /** The browser that ran the audits, as it names itself (HeadlessChrome/156.0.8078.108). */
  chromium: string;
}

/**
 * The host speed the budget holds at (ENGINEERING.md: "a benchmarkIndex of about 1,400, the slow
 * end seen here"). Each audit's CPU slowdown is the preset's 4× scaled by the host's last
 * measured index over this one, so a faster host counts as one of this speed, as Lighthouse's
 * throttling guide suggests. BENCH_LIGHTHOUSE_INDEX=0 keeps the preset's plain 4×.
 */
export const REFERENCE_BENCHMARK_INDEX = Number(process.env.BENCH_LIGHTHOUSE_INDEX ?? 1400);
const PRESET_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/** The slowdown that makes a host of this index count as the reference (never below 1). */
export function slowdownFor(hostIndex: number): number {
  if (!REFERENCE_BENCHMARK_INDEX || !hostIndex) return PRESET_SLOWDOWN;
  return Math.max(1, Math.round(((PRESET_SLOWDOWN * hostIndex) / REFERENCE_BENCHMARK_INDEX) * 100) / 100);
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
    // The full version (the user agent Lighthouse records says 156.0.0.0).
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string };
    // The host's index: one audit at the preset's slowdown first, not reported; then the median
    // of the last three audits' (one audit's index moves with whatever else the machine runs).
    const indexes: number[] = [];
    const hostIndex = () =>
      [...indexes.slice(-3)].sort((a, b) => a - b)[Math.floor((Math.min(indexes.length, 3) - 1) / 2)] ?? 0;
    if (REFERENCE_BENCHMARK_INDEX && urls[0]) {
      const calibration = await lighthouse(urls[0], {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (calibration) indexes.push(calibration.lhr.environment.benchmarkIndex);
    }
    for (const url of urls) {
      const audit = async () => {
        const cpuSlowdownMultiplier = slowdownFor(hostIndex());
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
        });
        if (result && !result.lhr.runtimeError) indexes.push(result.lhr.environment.benchmarkIndex);
        return result;
      };
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
        const slug =
          (new URL(url).pathname + new URL(url).search).replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        fs.writeFileSync(path.join(reportDir, `lighthouse-${slug}.json`), JSON.stringify(run.lhr));
      }
      const { categories, audits, environment, configSettings } = run.lhr;
      const cpuSlowdown = configSettings.throttling.cpuSlowdownMultiplier ?? PRESET_SLOWDOWN;
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
        benchmarkIndex: Math.round(environment.benchmarkIndex),
        cpuSlowdown,
        effectiveIndex: Math.round((environment.benchmarkIndex * PRESET_SLOWDOWN) / cpuSlowdown),
        chromium: version.Browser,
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
