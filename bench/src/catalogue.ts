/**
 * Explore at 100, 1,000 and 10,000 businesses, side by side in one run (issue 22): the same
 * requests against three servers whose catalogues differ only in size, in alternating rounds,
 * so what the machine does meanwhile falls on all three alike. Latency must stay within 2×
 * from the smallest catalogue to the largest.
 *
 * - "kept": one address asked again and again, as a popular page is: the response cache (API)
 *   and the kept render (page) answer it.
 * - "fresh": every request a search nobody asked before, so each one reaches the database (and,
 *   for the page, the renderer): what the catalogue's size can cost.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { load } from './load.js';
import { ROOT, startGrove, type Running } from './measure.js';

export const CATALOGUE_SIZES = [100, 1_000, 10_000] as const;

const CATEGORIES = ['food_beverage', 'renewable_energy', 'healthcare', 'retail', 'real_estate', 'logistics'];
const CITIES = ['Hanoi', 'Da Nang', 'Ho Chi Minh City', 'Tbilisi', 'Almaty', 'Bangkok', 'Hue', 'Can Tho'];
const WORDS = ['bakery', 'coffee', 'solar', 'clinic', 'market', 'hostel', 'farm', 'studio', 'garage', 'school'];

/**
 * N published businesses written straight into a migrated data folder (one INSERT … SELECT).
 * Nothing raised (no investments back it, and the server's money checks would say so), hence no
 * round closed as funded, which would hold less than its minimum; the targets differ, so every
 * order has work to do.
 */
export async function fillCatalogue(dataDir: string, size: number): Promise<void> {
  const dist = (file: string) => pathToFileURL(path.join(ROOT, 'apps/server/dist', file)).href;
  const { openDatabase } = (await import(dist('db/client.js'))) as {
    openDatabase: (options: { kind: 'pglite'; dataDir: string }) => Promise<{
      pglite: { exec(sql: string): Promise<unknown> } | null;
      close(): Promise<void>;
    }>;
  };
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const pick = (list: string[], n: string) =>
    `(array[${list.map((item) => `'${item}'`).join(',')}])[1 + (${n}) % ${list.length}]`;
  const localized = (text: string) =>
    `jsonb_build_object('en', ${text}, 'vi', ${text} || ' (vi)', 'ru', ${text} || ' (ru)')`;
  await database.pglite!.exec(`
    insert into projects (id, status, category, featured, name, description, about, location, legal, payout_format,
      investment_structure, currency, target_minor, raised_minor, investor_count, ticket_min_minor, ticket_max_minor,
      ticket_step_minor, funding_start, funding_end, expected_return_bp, annual_yield_bp, investment_term_months,
      published_at, created_at, updated_at)
    select 'bench-' || n,
      (array['fundraising','fundraising','fundraising','extended','refund_initiated','active','payout','refund_completed'])[1 + n % 8],
      ${pick(CATEGORIES, 'n')}, n % 17 = 0,
      ${localized(`initcap(${pick(WORDS, 'n')}) || ' ' || ${pick(CITIES, 'n / 7')} || ' ' || n`)},
      ${localized(`'A ' || ${pick(WORDS, 'n / 3')} || ' raising for its next step'`)},
      ${localized(`'About this business'`)},
      ${localized(`${pick(CITIES, 'n / 7')} || ', Vietnam'`)},
      ${localized(`'LLC'`)}, ${localized(`'Revenue share'`)}, ${localized(`'Loan'`)},
      'USD', 100000000 + (n * 7919) % 90000000, 0, 0, 10000 * (1 + n % 5), 1500000, 10000,
      now() - interval '60 days', now() + (n % 120) * interval '1 day', 1500, 1200, 24,
      now(), now() - n * interval '1 minute', now()
    from generate_series(1, ${size}) as n`);
  await database.close();
}

/** A server whose catalogue holds `size` businesses (and nothing else). */
async function startWithCatalogue(size: number): Promise<Running & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `grove-catalogue-${size}-`));
  const env = { DATA_DIR: dataDir, SEED_DEMO_CONTENT: 'false' };
  await (await startGrove(env)).stop(); // creates and migrates the folder
  await fillCatalogue(dataDir, size);
  const server = await startGrove(env);
  return { ...server, dataDir };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** Sequential requests, each a new search (so a cache miss): per-request latency in ms. */
async function freshLatencies(base: string, address: (i: number) => string, count: number, offset: number) {
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${address(offset + i)}`, { headers: { 'accept-encoding': 'identity' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${address(offset + i)} answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

export async function catalogueSection(options: {
  seconds: number;
  rounds: number;
  connections: number;
  out: (line?: string) => void;
}): Promise<void> {
  const { out } = options;
  out('\n## Explore at 100, 1,000 and 10,000 businesses (side by side, alternating rounds)');
  const servers: (Running & { dataDir: string; size: number })[] = [];
  for (const size of CATALOGUE_SIZES) servers.push({ ...(await startWithCatalogue(size)), size });
  try {
    // A search with a filter, as a shared link carries it; the same on the API and the page. Every
    // description says "raising" and every ticket range reaches $100, so the first page is full
    // at every size and the three servers send the same amount.
    const keptApi = '/api/v1/public/project-catalogue?lang=en&q=raising&ticket_min=100&sort=newest';
    const keptPage = '/businesses?q=raising&min=100&sort=newest';
    const sorts = ['newest', 'ending_soon', 'most_funded', 'featured'];
    const fresh = {
      // A full first or second page, a new query each time (the ticket bound changes, not what matches).
      api: (i: number) =>
        `/api/v1/public/project-catalogue?lang=en&q=raising&ticket_min=${i % 100}&sort=${sorts[i % 4]}&page=${1 + (i % 2)}`,
      // A word and a place: a few matches at 100 businesses, hundreds at 10,000.
      word: (i: number) =>
        `/api/v1/public/project-catalogue?lang=en&q=${WORDS[i % WORDS.length]}&location=${encodeURIComponent(CITIES[(i + 3) % CITIES.length]!)}&ticket_max=${100_000 + i}`,
      page: (i: number) =>
        `/businesses?q=raising&min=${i % 100}&sort=${['newest', 'closing-soon', 'most-funded'][i % 3]}`,
    };
    const results = new Map<string, Map<number, number[]>>();
    const record = (measure: string, size: number, value: number) => {
      const bySize = results.get(measure) ?? new Map<number, number[]>();
      bySize.set(size, [...(bySize.get(size) ?? []), value]);
      results.set(measure, bySize);
    };
    const sizes: Record<number, { spec: number; explore: number }> = {};
    for (const server of servers) {
      // Warm-up: code paths, the kept answers, the renderer.
      await load(`${server.url}${keptApi}`, { seconds: 1, connections: options.connections });
      await load(`${server.url}${keptPage}`, { seconds: 1, connections: options.connections });
      await freshLatencies(server.url, fresh.api, 5, 10_000);
      await freshLatencies(server.url, fresh.word, 5, 10_000);
      await freshLatencies(server.url, fresh.page, 3, 10_000);
      const spec = await fetch(`${server.url}/api/v1/public/projects`, { headers: { 'accept-encoding': 'identity' } });
      const explore = await fetch(`${server.url}${keptApi}`, { headers: { 'accept-encoding': 'identity' } });
      sizes[server.size] = {
        spec: (await spec.arrayBuffer()).byteLength,
        explore: (await explore.arrayBuffer()).byteLength,
      };
    }
    for (let round = 0; round < options.rounds; round += 1) {
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) {
        const kept = await load(`${server.url}${keptApi}`, {
          seconds: options.seconds,
          connections: options.connections,
        });
        record('API, kept answer: p99 ms', server.size, kept.p99Ms);
        record('API, kept answer: req/s', server.size, kept.requestsPerSecond);
        const page = await load(`${server.url}${keptPage}`, {
          seconds: options.seconds,
          connections: options.connections,
        });
        record('page, kept render: p99 ms', server.size, page.p99Ms);
        const api = await freshLatencies(server.url, fresh.api, 40, round * 40);
        record('API, new search + ticket filter + order: median ms', server.size, median(api));
        record('API, new search + ticket filter + order: p95 ms', server.size, percentile(api, 0.95));
        const word = await freshLatencies(server.url, fresh.word, 20, round * 20);
        record('API, new word + location search: median ms', server.size, median(word));
        const pages = await freshLatencies(server.url, fresh.page, 15, round * 15);
        record('page, new search rendered: median ms', server.size, median(pages));
      }
    }
    out(
      `${options.rounds} rounds; kept runs ${options.seconds} s with ${options.connections} connections (autocannon); "new" runs are sequential requests, each a search no one asked before (a cache miss).`,
    );
    out(
      `| measure | ${CATALOGUE_SIZES.map((size) => size.toLocaleString('en')).join(' | ')} | largest ÷ smallest | goal ≤ 2× |`,
    );
    out(`|---|${CATALOGUE_SIZES.map(() => '---:').join('|')}|---:|---|`);
    for (const [measure, bySize] of results) {
      const values = CATALOGUE_SIZES.map((size) => Math.round(median(bySize.get(size)!) * 10) / 10);
      const higherIsBetter = measure.endsWith('req/s');
      const ratio = higherIsBetter ? values[0]! / values.at(-1)! : values.at(-1)! / values[0]!;
      const rounded = Math.round(ratio * 100) / 100;
      out(`| ${measure} | ${values.join(' | ')} | ${rounded} | ${rounded <= 2 ? 'within budget' : 'OVER BUDGET'} |`);
    }
    out(
      `Answer sizes (uncompressed): Explore's page ${CATALOGUE_SIZES.map((size) => `${Math.round(sizes[size]!.explore / 1024)} KB`).join(' / ')}; the spec's GET /public/projects (every business at once, unchanged) ${CATALOGUE_SIZES.map((size) => `${Math.round(sizes[size]!.spec / 1024)} KB`).join(' / ')}.`,
    );
  } finally {
    for (const server of servers) {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}
