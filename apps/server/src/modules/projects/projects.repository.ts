import type { BusinessStatus, Language } from '@grove/contracts';
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  favorites,
  files,
  projectDocuments,
  projectFaqs,
  projectForecasts,
  projectMedia,
  projectQuestions,
  projects,
  projectTeamMembers,
  projectUpdates,
} from '../../db/schema/index.js';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectWithCover = ProjectRow & {
  coverFileId: string | null;
  coverAlt: { en: string; vi: string; ru: string } | null;
};

/** The first image of each project is its cover. (Qualified by hand: inside the sub-select a bare "id" would be the media's.) */
const coverColumns = {
  coverFileId: sql<
    string | null
  >`(select m.file_id from project_media m where m.project_id = "projects"."id" order by m.position limit 1)`.as(
    'cover_file_id',
  ),
  coverAlt: sql<
    ProjectWithCover['coverAlt']
  >`(select m.alt from project_media m where m.project_id = "projects"."id" order by m.position limit 1)`.as(
    'cover_alt',
  ),
};

export type ProjectOrder = 'featured' | 'newest' | 'ending_soon' | 'most_funded';

const ORDER: Record<ProjectOrder, SQL[]> = {
  // Open rounds first, featured first among them, newest first.
  featured: [
    sql`case when ${projects.status} in ('fundraising', 'extended') then 0 else 1 end`,
    desc(projects.featured),
    desc(projects.createdAt),
  ],
  newest: [desc(projects.createdAt)],
  ending_soon: [
    sql`case when ${projects.status} in ('fundraising', 'extended') then 0 else 1 end`,
    sql`${projects.fundingEnd} asc nulls last`,
  ],
  most_funded: [sql`${projects.raisedMinor}::float8 / nullif(${projects.targetMinor}, 0) desc nulls last`],
};

export async function listPublishedProjects(
  executor: Executor,
  options: {
    statuses?: BusinessStatus[];
    featuredOnly?: boolean;
    limit?: number;
    offset?: number;
    order: ProjectOrder;
  },
): Promise<{ rows: ProjectWithCover[]; total: number }> {
  const where = and(
    isNotNull(projects.publishedAt),
    // A /demo visit's own businesses are reached only from that visit (issue 16).
    isNull(projects.demoVisitId),
    options.statuses ? inArray(projects.status, options.statuses) : undefined,
    options.featuredOnly ? eq(projects.featured, true) : undefined,
  );
  const query = executor
    .select({ ...getTableColumns(projects), ...coverColumns })
    .from(projects)
    .where(where)
    .orderBy(...ORDER[options.order], asc(projects.id));
  const rows = await (options.limit !== undefined
    ? query.limit(options.limit).offset(options.offset ?? 0)
    : query.offset(options.offset ?? 0));
  const [count] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(where);
  return { rows: rows as ProjectWithCover[], total: count?.n ?? 0 };
}

export async function findPublishedProject(executor: Executor, id: string): Promise<ProjectWithCover | null> {
  const [row] = await executor
    .select({ ...getTableColumns(projects), ...coverColumns })
    .from(projects)
    .where(and(eq(projects.id, id), isNotNull(projects.publishedAt)))
    .limit(1);
  return (row as ProjectWithCover | undefined) ?? null;
}

/** A project whether published or not (the console's preview of a draft). */
export async function findAnyProject(executor: Executor, id: string): Promise<ProjectWithCover | null> {
  const [row] = await executor
    .select({ ...getTableColumns(projects), ...coverColumns })
    .from(projects)
    .where(eq(projects.id, id))
    .limit(1);
  return (row as ProjectWithCover | undefined) ?? null;
}

export async function projectExists(executor: Executor, id: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, id), isNotNull(projects.publishedAt)))
    .limit(1);
  return Boolean(row);
}

/** The world a published project belongs to (a /demo visit's id, or null); null when there is no such project. */
export async function findPublishedProjectWorld(
  executor: Executor,
  id: string,
): Promise<{ demoVisitId: string | null } | null> {
  const [row] = await executor
    .select({ demoVisitId: projects.demoVisitId })
    .from(projects)
    .where(and(eq(projects.id, id), isNotNull(projects.publishedAt)))
    .limit(1);
  return row ?? null;
}

/** Everything the details page shows besides the project row. */
export async function loadProjectParts(executor: Executor, id: string) {
  const [media, documents, team, updates, faq, questions, forecast] = await Promise.all([
    executor
      .select({
        id: projectMedia.id,
        fileId: projectMedia.fileId,
        alt: projectMedia.alt,
        contentType: files.contentType,
      })
      .from(projectMedia)
      .innerJoin(files, eq(files.id, projectMedia.fileId))
      .where(eq(projectMedia.projectId, id))
      .orderBy(asc(projectMedia.position)),
    executor
      .select({
        id: projectDocuments.id,
        kind: projectDocuments.kind,
        title: projectDocuments.title,
        fileId: projectDocuments.fileId,
        position: projectDocuments.position,
        contentType: files.contentType,
        sizeBytes: files.sizeBytes,
      })
      .from(projectDocuments)
      .leftJoin(files, eq(files.id, projectDocuments.fileId))
      .where(eq(projectDocuments.projectId, id))
      .orderBy(asc(projectDocuments.position)),
    executor
      .select()
      .from(projectTeamMembers)
      .where(eq(projectTeamMembers.projectId, id))
      .orderBy(asc(projectTeamMembers.position)),
    executor
      .select()
      .from(projectUpdates)
      .where(eq(projectUpdates.projectId, id))
      .orderBy(desc(projectUpdates.publishedAt)),
    executor.select().from(projectFaqs).where(eq(projectFaqs.projectId, id)).orderBy(asc(projectFaqs.position)),
    executor
      .select()
      .from(projectQuestions)
      // Public once answered; a question hidden as abusive never is, answered or not.
      .where(
        and(eq(projectQuestions.projectId, id), isNotNull(projectQuestions.answer), isNull(projectQuestions.hiddenAt)),
      )
      .orderBy(desc(projectQuestions.answeredAt)),
    executor
      .select()
      .from(projectForecasts)
      .where(eq(projectForecasts.projectId, id))
      .then((rows) => rows[0] ?? null),
  ]);
  return { media, documents, team, updates, faq, questions, forecast };
}
export type ProjectParts = Awaited<ReturnType<typeof loadProjectParts>>;

export async function insertQuestion(
  executor: Executor,
  question: { projectId: string; userId: string; authorName: string; language: Language; question: string },
) {
  const [row] = await executor.insert(projectQuestions).values(question).returning();
  return row!;
}

export function listQuestionsOf(executor: Executor, projectId: string, userId: string) {
  return executor
    .select()
    .from(projectQuestions)
    .where(and(eq(projectQuestions.projectId, projectId), eq(projectQuestions.userId, userId)))
    .orderBy(desc(projectQuestions.createdAt));
}

export async function listFavoriteProjects(executor: Executor, userId: string): Promise<ProjectWithCover[]> {
  const rows = await executor
    .select({ ...getTableColumns(projects), ...coverColumns })
    .from(favorites)
    .innerJoin(projects, eq(projects.id, favorites.projectId))
    .where(and(eq(favorites.userId, userId), isNotNull(projects.publishedAt)))
    .orderBy(desc(favorites.createdAt));
  return rows as ProjectWithCover[];
}

/** Projects by id, published or not (an investor's portfolio keeps what they invested in). */
export async function listProjectsByIds(executor: Executor, ids: readonly string[]): Promise<ProjectWithCover[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ ...getTableColumns(projects), ...coverColumns })
    .from(projects)
    .where(inArray(projects.id, [...ids]));
  return rows as ProjectWithCover[];
}

export async function addFavorite(executor: Executor, userId: string, projectId: string): Promise<void> {
  await executor.insert(favorites).values({ userId, projectId }).onConflictDoNothing();
}

export async function removeFavorite(executor: Executor, userId: string, projectId: string): Promise<void> {
  await executor.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.projectId, projectId)));
}
