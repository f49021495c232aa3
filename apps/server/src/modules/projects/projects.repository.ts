import { EXPLORE_TAB_STATUSES, type BusinessStatus, type Language } from '@grove/contracts';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  businessSettings,
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
  waitlistEntries,
} from '../../db/schema/index.js';

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectWithCover = ProjectRow & {
  coverFileId: string | null;
  coverAlt: { en: string; vi: string; ru: string } | null;
};

/** The long texts only a business's own page shows, left out of a catalogue card's read. */
type PageOnly = 'about' | 'legal' | 'investmentStructure' | 'searchText' | 'locationText';
/** What a catalogue card shows (projects.mapper's toProject). */
export type ProjectCardRow = Omit<ProjectWithCover, PageOnly>;
const cardColumns = (() => {
  const { about, legal, investmentStructure, searchText, locationText, ...card } = getTableColumns(projects);
  void [about, legal, investmentStructure, searchText, locationText];
  return card;
})();

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

/** Rounds still taking money: Explore's Available tab. */
const OPEN_ROUNDS: readonly BusinessStatus[] = EXPLORE_TAB_STATUSES.available;
const OPEN_FIRST = sql`case when ${inArray(projects.status, [...OPEN_ROUNDS])} then 0 else 1 end`;

const ORDER: Record<ProjectOrder, SQL[]> = {
  // Open rounds first, featured first among them, newest first.
  featured: [OPEN_FIRST, desc(projects.featured), desc(projects.createdAt)],
  newest: [desc(projects.createdAt)],
  ending_soon: [OPEN_FIRST, sql`${projects.fundingEnd} asc nulls last`],
  most_funded: [sql`${projects.raisedMinor}::float8 / nullif(${projects.targetMinor}, 0) desc nulls last`],
};

/**
 * An order over rows of these statuses only: "open rounds first" is left out where the statuses
 * are all open or all not, as it then orders nothing, so that the order is one a catalogue index
 * serves (the first page read from the index, not every match sorted).
 */
function orderAmong(order: SQL[], statuses: readonly BusinessStatus[]): SQL[] {
  const open = statuses.filter((status) => OPEN_ROUNDS.includes(status)).length;
  const constant = open === 0 || open === statuses.length;
  return constant ? order.filter((term) => term !== OPEN_FIRST) : order;
}

/** Closed raises, the one that ended last first: its deadline, else its last change. */
const RECENTLY_CLOSED: SQL[] = [sql`coalesce(${projects.fundingEnd}, ${projects.updatedAt}) desc`];

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
  const [media, documents, team, updates, faq, questions, forecast, waitingCount, campaignChangedAt] =
    await Promise.all([
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
        // Investors see the public documents only (an application's papers stay the team's until shown).
        .where(and(eq(projectDocuments.projectId, id), eq(projectDocuments.public, true)))
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
          and(
            eq(projectQuestions.projectId, id),
            isNotNull(projectQuestions.answer),
            isNull(projectQuestions.hiddenAt),
          ),
        )
        .orderBy(desc(projectQuestions.answeredAt)),
      executor
        .select()
        .from(projectForecasts)
        .where(eq(projectForecasts.projectId, id))
        .then((rows) => rows[0] ?? null),
      executor
        .select({ n: sql<number>`count(*)::int` })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.projectId, id), eq(waitlistEntries.state, 'waiting')))
        .then((rows) => rows[0]?.n ?? 0),
      executor
        .select({ at: businessSettings.campaignChangedAt })
        .from(businessSettings)
        .where(eq(businessSettings.projectId, id))
        .then((rows) => rows[0]?.at ?? null),
    ]);
  return { media, documents, team, updates, faq, questions, forecast, waitingCount, campaignChangedAt };
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

/** A LIKE pattern that finds `value` anywhere, its own % and _ taken literally. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Matches a folded text column (`search_text`, `location_text`) holding `value` anywhere, folded
 * the same way (`grove_search_fold`: case and a Latin letter's accents aside), through the
 * column's trigram index.
 */
const holds = (column: typeof projects.searchText | typeof projects.locationText, value: string) =>
  sql`${column} like grove_search_fold(${containing(value)})`;

export interface CatalogueFilter {
  /** Matches the name or short description in any language. */
  search?: string | undefined;
  category?: string | undefined;
  /** Matches the location in any language. */
  location?: string | undefined;
  /** Per currency, the ticket range the businesses' own ticket range must meet, in minor units. */
  tickets?: { currency: string; minMinor?: number | undefined; maxMinor?: number | undefined }[] | undefined;
}

/** Every published business of the public catalogue that matches the filter (statuses aside). */
function catalogueWhere(filter: CatalogueFilter): SQL | undefined {
  return and(
    isNotNull(projects.publishedAt),
    isNull(projects.demoVisitId),
    filter.search ? holds(projects.searchText, filter.search) : undefined,
    filter.category ? eq(projects.category, filter.category) : undefined,
    filter.location ? holds(projects.locationText, filter.location) : undefined,
    filter.tickets
      ? or(
          sql`false`,
          ...filter.tickets.map(({ currency, minMinor, maxMinor }) =>
            and(
              eq(projects.currency, currency),
              minMinor === undefined ? undefined : gte(projects.ticketMaxMinor, minMinor),
              maxMinor === undefined ? undefined : lte(projects.ticketMinMinor, maxMinor),
            ),
          ),
        )
      : undefined,
  );
}

/**
 * One page of the public catalogue under a filter, among these statuses. The page's ids first,
 * then their cards: the cover's sub-selects run for 24 rows, not for every row the order has to
 * look at. `among`, when given, are the ids of every match (of any status): the page is then
 * sorted from them by key, with no text matched again.
 */
export async function searchPublishedProjects(
  executor: Executor,
  options: {
    filter: CatalogueFilter;
    statuses: readonly BusinessStatus[];
    order: ProjectOrder | 'recently_closed';
    limit: number;
    offset: number;
    among?: string[] | undefined;
  },
): Promise<ProjectCardRow[]> {
  const order =
    options.order === 'recently_closed' ? RECENTLY_CLOSED : orderAmong(ORDER[options.order], options.statuses);
  // The ids as one array parameter: a list of a thousand parameters costs more to plan than to run.
  const matching = options.among
    ? sql`${projects.id} = any(${sql.param(options.among)}::text[])`
    : catalogueWhere(options.filter);
  const page = await executor
    .select({ id: projects.id })
    .from(projects)
    .where(and(matching, inArray(projects.status, [...options.statuses])))
    .orderBy(...order, asc(projects.id))
    .limit(options.limit)
    .offset(options.offset);
  const ids = page.map((row) => row.id);
  const found = ids.length
    ? ((await executor
        .select({ ...cardColumns, ...coverColumns })
        .from(projects)
        .where(inArray(projects.id, ids))) as ProjectCardRow[])
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Every match of a filter in these statuses, as id and status, when there are fewer than `upTo`;
 * null when there are more (it reads at most `upTo`). One read through the text indexes gives
 * both the tabs' counts and, for a narrow search, the ids its page is sorted from.
 */
export async function matchesUpTo(
  executor: Executor,
  filter: CatalogueFilter,
  statuses: readonly BusinessStatus[],
  upTo: number,
): Promise<{ id: string; status: BusinessStatus }[] | null> {
  const rows = await executor
    .select({ id: projects.id, status: projects.status })
    .from(projects)
    .where(and(catalogueWhere(filter), inArray(projects.status, [...statuses])))
    .limit(upTo);
  return rows.length >= upTo ? null : rows;
}

/** Whether a filter narrows the catalogue at all. */
export const filters = (filter: CatalogueFilter) =>
  Boolean(filter.search || filter.category || filter.location || filter.tickets);

/**
 * How many businesses of the whole public catalogue are in each of these statuses (Explore with
 * no search or filter: the answer is kept in the response cache, and the page most visitors see
 * shows every tab's count). A search counts its matches with `matchesUpTo`.
 */
export async function countPublishedProjects(
  executor: Executor,
  statuses: readonly BusinessStatus[],
): Promise<Partial<Record<BusinessStatus, number>>> {
  const counts = await executor
    .select({ status: projects.status, n: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(catalogueWhere({}), inArray(projects.status, [...statuses])))
    .groupBy(projects.status);
  return Object.fromEntries(counts.map(({ status, n }) => [status, n]));
}

/** How many businesses in these statuses match a filter, reading at most `upTo` of them. */
export async function countUpTo(
  executor: Executor,
  filter: CatalogueFilter,
  statuses: readonly BusinessStatus[],
  upTo: number,
): Promise<number> {
  const part = executor
    .select({ id: projects.id })
    .from(projects)
    .where(and(catalogueWhere(filter), inArray(projects.status, [...statuses])))
    .limit(upTo)
    .as('part');
  const [row] = await executor.select({ n: sql<number>`count(*)::int` }).from(part);
  return row?.n ?? 0;
}
