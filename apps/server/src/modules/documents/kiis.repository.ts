import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { kiisAcknowledgments, kiisVersions, projects, type KiisFacts } from '../../db/schema/index.js';

export type KiisVersionRow = typeof kiisVersions.$inferSelect;

/** The business's row as its sheet reads it (locked in a transaction that drafts a version). */
export async function findKiisProject(executor: Executor, projectId: string, options: { lock?: boolean } = {}) {
  const query = executor.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function listKiisVersions(executor: Executor, projectId: string): Promise<KiisVersionRow[]> {
  return executor
    .select()
    .from(kiisVersions)
    .where(eq(kiisVersions.projectId, projectId))
    .orderBy(desc(kiisVersions.version));
}

export async function latestKiisVersion(executor: Executor, projectId: string): Promise<KiisVersionRow | null> {
  const [row] = await executor
    .select()
    .from(kiisVersions)
    .where(eq(kiisVersions.projectId, projectId))
    .orderBy(desc(kiisVersions.version))
    .limit(1);
  return row ?? null;
}

/** The published version: the latest one an operator approved. */
export async function publishedKiisVersion(executor: Executor, projectId: string): Promise<KiisVersionRow | null> {
  const [row] = await executor
    .select()
    .from(kiisVersions)
    .where(and(eq(kiisVersions.projectId, projectId), eq(kiisVersions.status, 'approved')))
    .orderBy(desc(kiisVersions.version))
    .limit(1);
  return row ?? null;
}

export async function findKiisVersion(
  executor: Executor,
  projectId: string,
  version: number,
): Promise<KiisVersionRow | null> {
  const [row] = await executor
    .select()
    .from(kiisVersions)
    .where(and(eq(kiisVersions.projectId, projectId), eq(kiisVersions.version, version)))
    .limit(1);
  return row ?? null;
}

export async function insertKiisVersion(
  executor: Executor,
  row: typeof kiisVersions.$inferInsert,
): Promise<KiisVersionRow> {
  const [inserted] = await executor.insert(kiisVersions).values(row).returning();
  return inserted!;
}

/** A draft's facts brought up to date (a draft nobody approved yet stays one version). */
export async function refreshKiisDraft(
  executor: Executor,
  projectId: string,
  version: number,
  facts: KiisFacts,
  factsHash: string,
  at: Date,
): Promise<KiisVersionRow | null> {
  const [row] = await executor
    .update(kiisVersions)
    .set({ facts, factsHash, createdAt: at })
    .where(
      and(eq(kiisVersions.projectId, projectId), eq(kiisVersions.version, version), eq(kiisVersions.status, 'draft')),
    )
    .returning();
  return row ?? null;
}

/** Compare-and-set: approves the draft only if it still shows the facts the operator reviewed. */
export async function approveKiisDraft(
  executor: Executor,
  projectId: string,
  version: number,
  factsHash: string,
  by: string | null,
  at: Date,
): Promise<KiisVersionRow | null> {
  const [row] = await executor
    .update(kiisVersions)
    .set({ status: 'approved', approvedAt: at, approvedBy: by })
    .where(
      and(
        eq(kiisVersions.projectId, projectId),
        eq(kiisVersions.version, version),
        eq(kiisVersions.status, 'draft'),
        eq(kiisVersions.factsHash, factsHash),
      ),
    )
    .returning();
  return row ?? null;
}

export async function hasKiisAcknowledgment(
  executor: Executor,
  userId: string,
  projectId: string,
  version: number,
): Promise<boolean> {
  const [row] = await executor
    .select({ one: sql<number>`1` })
    .from(kiisAcknowledgments)
    .where(
      and(
        eq(kiisAcknowledgments.userId, userId),
        eq(kiisAcknowledgments.projectId, projectId),
        eq(kiisAcknowledgments.version, version),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A payment's acknowledgment in one statement: the business's published version, recorded as
 * acknowledged by the investor when `givenVersion` is that version, and whether the investor has
 * acknowledged it (now or before). `published` is null when no version is approved.
 */
export async function acknowledgePublishedKiis(
  executor: Executor,
  input: { userId: string; projectId: string; givenVersion: number | null; at: Date },
): Promise<{ published: number | null; acknowledged: boolean }> {
  const given = sql`${input.givenVersion}::int`;
  const [row] = rowsOf<{ version: number; acknowledged: boolean }>(
    await executor.execute(sql`
      with published as (
        select ${kiisVersions.version} as version from ${kiisVersions}
        where ${kiisVersions.projectId} = ${input.projectId} and ${kiisVersions.status} = 'approved'
        order by ${kiisVersions.version} desc limit 1
      ), recorded as (
        insert into kiis_acknowledgments (user_id, project_id, version, acknowledged_at)
        select ${input.userId}::uuid, ${input.projectId}, version, ${input.at.toISOString()}::timestamptz
        from published where version = ${given}
        on conflict do nothing
        returning version
      )
      select p.version,
        coalesce(p.version = ${given}, false) or exists (
          select 1 from kiis_acknowledgments a
          where a.user_id = ${input.userId}::uuid and a.project_id = ${input.projectId} and a.version = p.version
        ) as acknowledged
      from published p`),
  );
  return row
    ? { published: Number(row.version), acknowledged: row.acknowledged }
    : { published: null, acknowledged: false };
}

/** The sheets an investor acknowledged, newest first, with the business's name. */
export async function listKiisAcknowledgments(executor: Executor, userId: string) {
  return executor
    .select({
      projectId: kiisAcknowledgments.projectId,
      projectName: projects.name,
      version: kiisAcknowledgments.version,
      acknowledgedAt: kiisAcknowledgments.acknowledgedAt,
    })
    .from(kiisAcknowledgments)
    .innerJoin(projects, eq(projects.id, kiisAcknowledgments.projectId))
    .where(eq(kiisAcknowledgments.userId, userId))
    .orderBy(desc(kiisAcknowledgments.acknowledgedAt), desc(kiisAcknowledgments.version));
}
