// The money simulation with random seeds (docs/architecture.md, "The money simulation"):
//   npm run test:money -- --seeds 200 --steps 500 [--pg] [--shards N]
// Seeds are drawn here and split across shards (one vitest process each, one per core by
// default); a failing seed is printed with the shortest run of steps found that breaks a rule,
// and SIM_SEEDS=<seed> SIM_STEPS=<steps> replays it. --pg runs on PostgreSQL through two app
// instances (TEST_DATABASE_URL, default the local server).
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import os from 'node:os';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const seeds = option('seeds', '200');
const steps = Number(option('steps', '500'));
const pg = args.includes('--pg');
const list = /,/.test(seeds)
  ? seeds.split(',').map(Number)
  : Array.from({ length: Number(seeds) }, () => randomInt(1, 2 ** 31));
const shards = Math.max(1, Math.min(list.length, Number(option('shards', String(os.availableParallelism())))));
const env = {
  ...process.env,
  SIM_STEPS: String(steps),
  ...(pg ? { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres' } : {}),
};
console.log(
  `money simulation: ${list.length} seeds × ${steps} steps in ${shards} shard(s)${pg ? ' on PostgreSQL' : ''}`,
);
const started = Date.now();
const run = (shard) =>
  new Promise((resolve) => {
    const mine = list.filter((_, index) => index % shards === shard);
    const child = spawn(
      'npx',
      ['vitest', 'run', '--project', 'server', 'apps/server/test/simulation/simulation.test.ts'],
      { env: { ...env, SIM_SEEDS: mine.join(',') }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
const results = await Promise.all(Array.from({ length: shards }, (_, shard) => run(shard)));
let explored = 0;
let checks = 0;
for (const { output } of results) {
  const line = /money simulation: .*?(\d+) steps in .*?, (\d+) invariant checks/.exec(output);
  if (line) {
    explored += Number(line[1]);
    checks += Number(line[2]);
  }
}
const failed = results.filter((result) => result.code !== 0);
for (const { output } of failed) process.stdout.write(output);
const seconds = (Date.now() - started) / 1000;
console.log(
  `money simulation: ${list.length} seeds, ${explored} steps, ${checks} invariant checks in ${seconds.toFixed(0)} s ` +
    `(${Math.round(explored / seconds)} steps/s over ${shards} shard(s)); ${failed.length === 0 ? 'every invariant held' : 'FAILED'}`,
);
process.exit(failed.length === 0 ? 0 : 1);
