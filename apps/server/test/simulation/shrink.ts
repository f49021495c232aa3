import type { Op, Shape } from './model.js';
import { runSimulation, type RunResult } from './run.js';

/**
 * Cuts a failing run down (delta debugging): drops chunks of steps, then single steps, keeping
 * each cut that still breaks a money rule, within a time budget. Steps name what they act on by
 * index, so any subset is a run of its own.
 */
export async function shrink(
  ops: readonly Op[],
  shape: Shape,
  failed: RunResult,
  budgetMs = Number(process.env.SIM_SHRINK_MS ?? 120_000),
): Promise<{ ops: readonly Op[]; result: RunResult }> {
  const deadline = Date.now() + budgetMs;
  // Steps after the failing one played no part.
  let best = { ops: ops.slice(0, (failed.failure?.step ?? ops.length - 1) + 1), result: failed };
  let chunk = Math.max(1, Math.floor(best.ops.length / 2));
  while (chunk >= 1 && Date.now() < deadline) {
    let cut = false;
    for (let start = 0; start < best.ops.length && Date.now() < deadline; start += chunk) {
      const candidate = [...best.ops.slice(0, start), ...best.ops.slice(start + chunk)];
      if (candidate.length === 0) continue;
      const result = await runSimulation(candidate, shape);
      if (result.failure) {
        best = { ops: candidate.slice(0, result.failure.step + 1), result };
        cut = true;
        start -= chunk;
      }
    }
    if (!cut) chunk = Math.floor(chunk / 2);
  }
  return best;
}
