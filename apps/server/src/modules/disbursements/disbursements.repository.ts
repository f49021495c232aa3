import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { disbursements, payments } from '../../db/schema/index.js';

export type DisbursementRow = typeof disbursements.$inferSelect;

export async function insertDisbursement(
  executor: Executor,
  values: typeof disbursements.$inferInsert,
): Promise<DisbursementRow> {
  const [row] = await executor.insert(disbursements).values(values).returning();
  return row!;
}

export async function findDisbursementOfProject(
  executor: Executor,
  projectId: string,
): Promise<DisbursementRow | null> {
  const [row] = await executor.select().from(disbursements).where(eq(disbursements.projectId, projectId)).limit(1);
  return row ?? null;
}

export async function findDisbursementByReference(
  executor: Executor,
  reference: string,
): Promise<DisbursementRow | null> {
  const [row] = await executor.select().from(disbursements).where(eq(disbursements.reference, reference)).limit(1);
  return row ?? null;
}

/**
 * What still ties a raise's money to its investors: the latest end of a held investment's
 * cancellation window, and whether a refund is under way.
 */
export async function investorClaims(
  executor: Executor,
  projectId: string,
): Promise<{ cancellableUntil: Date | null; refunding: boolean }> {
  const [row] = await executor
    .select({
      cancellableUntil: sql<Date | null>`max(${payments.cancelDeadline}) filter (where ${payments.status} = 'succeeded')`,
      refunding: sql<boolean>`bool_or(${payments.status} = 'refunding')`,
    })
    .from(payments)
    .where(eq(payments.projectId, projectId));
  const until = row?.cancellableUntil;
  return { cancellableUntil: until ? new Date(until) : null, refunding: row?.refunding ?? false };
}
