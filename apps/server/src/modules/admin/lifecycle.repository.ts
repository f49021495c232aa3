import { fundingEndOnClose } from '../payments/payments.repository.js';
import type { BusinessStatus } from '@grove/contracts';
import { and, asc, eq, inArray, isNotNull, like, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { files, projectMedia, projects, projectUpdates, type Localized } from '../../db/schema/index.js';

/** Raises still taking money; the deadline job closes them when funding_end passes. */
export const OPEN_RAISE_STATUSES: readonly BusinessStatus[] = ['fundraising', 'extended'];

const lifecycleColumns = {
  id: projects.id,
  name: projects.name,
  status: projects.status,
  publishedAt: projects.publishedAt,
  fundingEnd: projects.fundingEnd,
  currency: projects.currency,
  targetMinor: projects.targetMinor,
  raisedMinor: projects.raisedMinor,
  reservedMinor: projects.reservedMinor,
};
export type LifecycleRow = { [K in keyof typeof lifecycleColumns]: (typeof projects.$inferSelect)[K] };

export async function findLifecycle(executor: Executor, id: string): Promise<LifecycleRow | null> {
  const [row] = await executor.select(lifecycleColumns).from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}

/**
 * The business's row, locked until the transaction ends. NO KEY UPDATE, the lock the payments
 * module takes for every change of raised or reserved money, so a move and a payment queue.
 */
export async function lockLifecycle(executor: Executor, id: string): Promise<LifecycleRow | null> {
  const [row] = await executor
    .select(lifecycleColumns)
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1)
    .for('no key update');
  return row ?? null;
}

/** Open, published raises whose deadline has passed, soonest first. */
export function listDueRaises(executor: Executor, now: Date, limit: number) {
  return executor
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        inArray(projects.status, [...OPEN_RAISE_STATUSES]),
        isNotNull(projects.publishedAt),
        lte(projects.fundingEnd, now),
      ),
    )
    .orderBy(asc(projects.fundingEnd))
    .limit(limit);
}

/**
 * One due raise, locked, or null when another worker holds it (SKIP LOCKED) or already closed
 * it: the conditions are checked again on the row as it is now.
 */
export async function lockDueRaise(executor: Executor, id: string, now: Date): Promise<LifecycleRow | null> {
  const [row] = await executor
    .select(lifecycleColumns)
    .from(projects)
    .where(
      and(
        eq(projects.id, id),
        inArray(projects.status, [...OPEN_RAISE_STATUSES]),
        isNotNull(projects.publishedAt),
        lte(projects.fundingEnd, now),
      ),
    )
    .limit(1)
    .for('no key update', { skipLocked: true });
  return row ?? null;
}

export async function setStatus(
  executor: Executor,
  id: string,
  change: { status: BusinessStatus; fundingEnd?: Date | undefined },
): Promise<void> {
  await executor
    .update(projects)
    .set({
      status: change.status,
      ...(change.fundingEnd ? { fundingEnd: change.fundingEnd } : {}),
      ...(change.status === 'funded' ? { fundingEnd: fundingEndOnClose() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(projects.id, id));
}

export async function insertUpdate(
  executor: Executor,
  values: { projectId: string; title: Localized; body: Localized; imageFileId: string | null },
) {
  const [row] = await executor.insert(projectUpdates).values(values).returning();
  return row!;
}

export async function findFileType(executor: Executor, id: string): Promise<string | null> {
  const [row] = await executor.select({ contentType: files.contentType }).from(files).where(eq(files.id, id)).limit(1);
  return row?.contentType ?? null;
}

/** The business's images (media that are pictures), in their order. */
export function listProjectImages(executor: Executor, projectId: string) {
  return executor
    .select({ fileId: projectMedia.fileId, alt: projectMedia.alt })
    .from(projectMedia)
    .innerJoin(files, eq(files.id, projectMedia.fileId))
    .where(and(eq(projectMedia.projectId, projectId), like(files.contentType, 'image/%')))
    .orderBy(asc(projectMedia.position));
}
