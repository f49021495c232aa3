import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeOp, generate, type Op, type Shape } from './model.js';
import { runSimulation, type RunResult } from './run.js';
import { shrink } from './shrink.js';

/**
 * The money simulation (docs/architecture.md, "Money invariants"): seeded runs of many actors at
 * once (investors, the provider, operators, the clock, crashing workers) against the real services
 * and database, every invariant checked after every step. `npm test` runs fixed seeds on PGlite,
 * `npm run test:pg` on PostgreSQL through two app instances; `npm run test:money` runs random ones.
 *
 * SIM_SEEDS: a count of random seeds, or a comma-separated list; SIM_STEPS: steps per seed.
 * A failure prints its seed and the shortest run of steps found that still breaks the rule.
 */
const FIXED_SEEDS = [20_261_125, 7, 424_242];
const seeds = process.env.SIM_SEEDS
  ? /^\d+$/.test(process.env.SIM_SEEDS) &&
    !process.env.SIM_SEEDS.includes(',') &&
    Number(process.env.SIM_SEEDS) < 100_000
    ? Array.from({ length: Number(process.env.SIM_SEEDS) }, () => randomInt(1, 2 ** 31))
    : process.env.SIM_SEEDS.split(',').map(Number)
  : FIXED_SEEDS;
const steps = Number(process.env.SIM_STEPS ?? 250);
const shape: Shape = { investors: 4, projects: 3, instances: process.env.TEST_DATABASE_URL ? 2 : 1 };

function report(seed: number, ops: readonly Op[], result: RunResult): string {
  const failure = result.failure!;
  return [
    failure.op
      ? `seed ${seed} broke a money rule at step ${failure.step + 1} of ${ops.length}:`
      : `seed ${seed} broke a money rule once the provider was quiet and the jobs had run, after ${ops.length} steps:`,
    ...failure.violations.slice(0, 5).map((v) => `  ${v.invariant}: ${JSON.stringify(v.detail)}`),
    `shortest run found (${ops.length} steps; replay with SIM_SEEDS=${seed} SIM_STEPS=${steps}):`,
    ...ops.map((op, index) => `  ${index + 1}. ${describeOp(op)}`),
  ].join('\n');
}

describe('the money simulation', () => {
  const totals = { steps: 0, checks: 0, ms: 0, joined: 0, offered: 0 };
  for (const seed of seeds) {
    it(`seed ${seed}: ${steps} steps keep every money invariant`, { timeout: 30 * 60_000 }, async () => {
      const ops = generate(seed, steps, shape);
      const result = await runSimulation(ops, shape);
      totals.steps += result.steps;
      totals.checks += result.checks;
      totals.ms += result.ms;
      totals.joined += result.waitlist.joined;
      totals.offered += result.waitlist.offered;
      if (result.failure) {
        const shortest = await shrink(ops, shape, result);
        expect.fail(report(seed, shortest.ops, shortest.result));
      }
    });
  }
  it('reports what it explored', () => {
    const perSecond = totals.ms > 0 ? Math.round((totals.steps / totals.ms) * 1000) : 0;
    console.info(
      `money simulation: ${seeds.length} seeds × ${steps} steps, ${totals.steps} steps in ${(totals.ms / 1000).toFixed(1)} s ` +
        `(${perSecond} steps/s), ${totals.checks} invariant checks, ${shape.instances} instance(s); ` +
        `waitlist: ${totals.joined} places taken, ${totals.offered} offers of freed room`,
    );
    expect(totals.steps).toBeGreaterThan(0);
  });
});
