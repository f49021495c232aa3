import { OPEN_RAISE_STATUSES } from '@grove/contracts';
import { and, asc, eq, inArray, isNotNull, like, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { files, projectMedia, projects, projectUpdates, type Localized } from '../../db/schema/index.js';

const lifecycleColumns = {
  id: projects.id,
  name: projects.name,
  status: projects.status,
  publishedAt: projects.publishedAt,
  fundingEnd: projects.fundingEnd,
  currency: projects.currency,
  targetMinor: projects.targetMinor,
  minRaiseMinor: projects.minRaiseMinor,
  raisedMinor: projects.raisedMinor,
  reservedMinor: projects.reservedMinor,
};
export type LifecycleRow = { [K in keyof typeof lifecycleColumns]: (typeof projects.$inferSelect)[K] };

export async function findLifecycle(executor: Executor, id: string): Promise<LifecycleRow | null> {
  const [row] = await executor.select(lifecycleColumns).from(projects).where(eq(projects.id, id)).limit(1);
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
