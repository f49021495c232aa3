import { asc, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { providerAnomalies } from '../../db/schema/index.js';

/** The provider events refused as anomalies that no operator has settled yet: how many, and the oldest. */
export async function listOpenAnomalies(executor: Executor, limit: number) {
  const [rows, [count]] = await Promise.all([
    executor
      .select()
      .from(providerAnomalies)
      .where(isNull(providerAnomalies.resolvedAt))
      .orderBy(asc(providerAnomalies.createdAt))
      .limit(limit),
    executor
      .select({ n: sql<number>`count(*)::int` })
      .from(providerAnomalies)
      .where(isNull(providerAnomalies.resolvedAt)),
  ]);
  return { rows, open: count?.n ?? 0 };
}
