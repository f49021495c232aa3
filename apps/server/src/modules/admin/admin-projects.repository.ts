import type { AdminProjectSort } from '@grove/contracts';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inWorld, type World } from '../../lib/demo-world.js';
import {
  applicationDocuments,
  files,
  projectDocuments,
  projectFaqs,
  projectForecasts,
  projectMedia,
  projectQuestions,
  projects,
  projectTeamMembers,
} from '../../db/schema/index.js';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectInsert = typeof projects.$inferInsert;

/** Questions waiting for an operator: neither answered nor hidden. */
const unansweredCount = sql<number>`(select count(*)::int from project_questions q where q.project_id = "projects"."id" and q.answer is null and q.hidden_at is null)`;

const SORT: Record<AdminProjectSort, SQL> = {
  name: sql`lower(${projects.name}->>'en')`,
  status: sql`case when ${projects.publishedAt} is null then 'draft' else ${projects.status} end`,
  raised: sql`${projects.raisedMinor}::float8 / nullif(${projects.targetMinor}, 0)`,
  deadline: sql`${projects.fundingEnd}`,
  unanswered: unansweredCount,
  updated: sql`${projects.updatedAt}`,
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listProjects(
  executor: Executor,
  options: {
    q?: string | undefined;
    status?: string | undefined;
    sort: AdminProjectSort;
    direction: 'asc' | 'desc';
    limit: number;
    offset: number;
    /** The platform's businesses (null), or one /demo visit's. */
    world: World;
  },
) {
  const pattern = options.q ? `%${escapeLike(options.q)}%` : null;
  const where = and(
    inWorld(projects.demoVisitId, options.world),
    pattern
      ? or(
          ilike(projects.id, pattern),
          sql`${projects.name}->>'en' ilike ${pattern}`,
          sql`${projects.name}->>'vi' ilike ${pattern}`,
          sql`${projects.name}->>'ru' ilike ${pattern}`,
        )
      : undefined,
    options.status === 'draft'
      ? isNull(projects.publishedAt)
      : options.status
        ? and(isNotNull(projects.publishedAt), sql`${projects.status} = ${options.status}`)
        : undefined,
  );
  const order =
    options.direction === 'asc'
      ? sql`${SORT[options.sort]} asc nulls last`
      : sql`${SORT[options.sort]} desc nulls last`;
  const rows = await executor
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      publishedAt: projects.publishedAt,
      currency: projects.currency,
      targetMinor: projects.targetMinor,
      raisedMinor: projects.raisedMinor,
      fundingEnd: projects.fundingEnd,
      updatedAt: projects.updatedAt,
      unanswered: unansweredCount,
      paidOutMinor: sql<number>`(select coalesce(sum(po.amount_minor), 0)::float8 from payouts po where po.project_id = "projects"."id")`,
      disbursedMinor: sql<number>`(select coalesce(sum(d.amount_minor), 0)::float8 from disbursements d where d.project_id = "projects"."id")`,
    })
    .from(projects)
    .where(where)
    .orderBy(order, asc(projects.id))
    .limit(options.limit)
    .offset(options.offset);
  const [count] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findProject(executor: Executor, id: string, { lock = false } = {}): Promise<ProjectRow | null> {
  const query = executor.select().from(projects).where(eq(projects.id, id)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

const fileColumns = { contentType: files.contentType, sizeBytes: files.sizeBytes };

/** A business's documents in their order, every one (the team's only too), with their files. */
export function documentsOf(executor: Executor, id: string) {
  return executor
    .select({
      id: projectDocuments.id,
      kind: projectDocuments.kind,
      title: projectDocuments.title,
      fileId: projectDocuments.fileId,
      position: projectDocuments.position,
      public: projectDocuments.public,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
      originalName: files.originalName,
    })
    .from(projectDocuments)
    .leftJoin(files, eq(files.id, projectDocuments.fileId))
    .where(eq(projectDocuments.projectId, id))
    .orderBy(asc(projectDocuments.position), asc(projectDocuments.id));
}

/** Everything of a business the console edits besides its row. */
export async function loadEditableParts(executor: Executor, id: string) {
  const [media, documents, team, faq, forecast] = await Promise.all([
    executor
      .select({
        id: projectMedia.id,
        fileId: projectMedia.fileId,
        alt: projectMedia.alt,
        position: projectMedia.position,
        ...fileColumns,
      })
      .from(projectMedia)
      .innerJoin(files, eq(files.id, projectMedia.fileId))
      .where(eq(projectMedia.projectId, id))
      .orderBy(asc(projectMedia.position), asc(projectMedia.id)),
    documentsOf(executor, id),
    executor
      .select()
      .from(projectTeamMembers)
      .where(eq(projectTeamMembers.projectId, id))
      .orderBy(asc(projectTeamMembers.position)),
    executor.select().from(projectFaqs).where(eq(projectFaqs.projectId, id)).orderBy(asc(projectFaqs.position)),
    executor
      .select()
      .from(projectForecasts)
      .where(eq(projectForecasts.projectId, id))
      .then((rows) => rows[0] ?? null),
  ]);
  return { media, documents, team, faq, forecast };
}
export type EditableParts = Awaited<ReturnType<typeof loadEditableParts>>;

export async function findFileInfo(executor: Executor, id: string) {
  const [row] = await executor.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

export async function insertProject(executor: Executor, values: ProjectInsert): Promise<ProjectRow> {
  const [row] = await executor.insert(projects).values(values).returning();
  return row!;
}

export async function updateProject(
  executor: Executor,
  id: string,
  values: Partial<ProjectInsert>,
): Promise<ProjectRow> {
  const [row] = await executor
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projects.id, id))
    .returning();
  return row!;
}

/** Replaces the team, FAQ and forecast of a business with the given ones. */
export async function replaceSections(
  executor: Executor,
  projectId: string,
  sections: {
    team: Omit<typeof projectTeamMembers.$inferInsert, 'projectId' | 'position'>[];
    faq: Omit<typeof projectFaqs.$inferInsert, 'projectId' | 'position'>[];
    forecast: Omit<typeof projectForecasts.$inferInsert, 'projectId'>;
  },
) {
  await executor.delete(projectTeamMembers).where(eq(projectTeamMembers.projectId, projectId));
  if (sections.team.length > 0) {
    await executor
      .insert(projectTeamMembers)
      .values(sections.team.map((member, position) => ({ ...member, projectId, position })));
  }
  await executor.delete(projectFaqs).where(eq(projectFaqs.projectId, projectId));
  if (sections.faq.length > 0) {
    await executor.insert(projectFaqs).values(sections.faq.map((item, position) => ({ ...item, projectId, position })));
  }
  await executor
    .insert(projectForecasts)
    .values({ ...sections.forecast, projectId })
    .onConflictDoUpdate({ target: projectForecasts.projectId, set: sections.forecast });
}

export async function countUnanswered(executor: Executor, projectId: string): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(projectQuestions)
    .where(
      and(
        eq(projectQuestions.projectId, projectId),
        isNull(projectQuestions.answer),
        isNull(projectQuestions.hiddenAt),
      ),
    );
  return row?.n ?? 0;
}

export async function insertMedia(executor: Executor, values: typeof projectMedia.$inferInsert) {
  const [row] = await executor.insert(projectMedia).values(values).returning();
  return row!;
}

export async function nextPosition(executor: Executor, table: 'media' | 'documents', projectId: string) {
  const source = table === 'media' ? projectMedia : projectDocuments;
  const [row] = await executor
    .select({ next: sql<number>`coalesce(max(${source.position}) + 1, 0)::int` })
    .from(source)
    .where(eq(source.projectId, projectId));
  return row?.next ?? 0;
}

export async function setPositions(executor: Executor, table: 'media' | 'documents', projectId: string, ids: string[]) {
  const source = table === 'media' ? projectMedia : projectDocuments;
  for (const [position, id] of ids.entries()) {
    await executor
      .update(source)
      .set({ position })
      .where(and(eq(source.id, id), eq(source.projectId, projectId)));
  }
}

export async function updateMediaAlt(
  executor: Executor,
  projectId: string,
  mediaId: string,
  alt: { en: string; vi: string; ru: string },
) {
  const [row] = await executor
    .update(projectMedia)
    .set({ alt })
    .where(and(eq(projectMedia.id, mediaId), eq(projectMedia.projectId, projectId)))
    .returning();
  return row ?? null;
}

export async function deleteMedia(executor: Executor, projectId: string, mediaId: string) {
  const [row] = await executor
    .delete(projectMedia)
    .where(and(eq(projectMedia.id, mediaId), eq(projectMedia.projectId, projectId)))
    .returning();
  return row ?? null;
}

export async function insertDocument(executor: Executor, values: typeof projectDocuments.$inferInsert) {
  const [row] = await executor.insert(projectDocuments).values(values).returning();
  return row!;
}

export async function deleteDocument(executor: Executor, projectId: string, documentId: string) {
  const [row] = await executor
    .delete(projectDocuments)
    .where(and(eq(projectDocuments.id, documentId), eq(projectDocuments.projectId, projectId)))
    .returning();
  return row ?? null;
}

/**
 * Deletes file rows nothing else points at any more; answers the storage keys to remove. A file an
 * application still holds (a paper carried onto its business) stays.
 */
export async function deleteFiles(executor: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .delete(files)
    .where(
      and(
        inArray(files.id, ids),
        notExists(
          executor
            .select({ one: sql`1` })
            .from(applicationDocuments)
            .where(eq(applicationDocuments.fileId, files.id)),
        ),
      ),
    )
    .returning({ storageKey: files.storageKey });
  return rows.map((row) => row.storageKey);
}
