import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { disbursements } from '../../db/schema/index.js';

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
