import {
  BUSINESS_STATUSES,
  EXPLORE_COUNT_CAP,
  EXPLORE_PAGE_SIZE,
  EXPLORE_TAB_STATUSES,
  EXPLORE_TABS,
  raiseOutcomeOf,
  toMinorUnits,
  type ExploreAnswer,
  type ExploreQuery,
  isBusinessStatus,
  normalizeBusinessStatus,
  normalizeLanguage,
  PROJECT_CURRENCIES,
  PROJECT_NOT_FOUND,
  type Language,
  type BusinessStatus,
  type ExploreTab,
  type Project,
  type ProjectDetails,
  type ProjectList,
  type ProjectSort,
} from '@grove/contracts';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { checkSameWorld, worldOf } from '../../lib/demo-world.js';
import { AppError } from '../../lib/errors.js';
import type { ResponseCache } from '../../lib/response-cache.js';
import type { UserRow } from '../users/users.repository.js';
import { toProject, toProjectDetails } from './projects.mapper.js';
import {
  addFavorite,
  findAnyProject,
  findPublishedProject,
  findPublishedProjectWorld,
  insertQuestion,
  listFavoriteProjects,
  listProjectsByIds,
  listPublishedProjects,
  listQuestionsOf,
  loadProjectParts,
  projectExists,
  removeFavorite,
  countPublishedProjects,
  countUpTo,
  filters,
  matchesUpTo,
  searchPublishedProjects,
} from './projects.repository.js';

/** The stored statuses some tab of Explore shows. */
const TAB_STATUSES: readonly BusinessStatus[] = BUSINESS_STATUSES.filter((status) =>
  EXPLORE_TABS.some((tab) => EXPLORE_TAB_STATUSES[tab].includes(status)),
);

const notFound = () => new AppError('PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);

export interface ListOptions {
  language: Language;
  status?: string | undefined;
  tab?: ExploreTab | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  sort?: ProjectSort | undefined;
}

export function createProjectsService({
  db,
  catalogue,
  clock,
}: {
  db: Db;
  catalogue: Pick<ResponseCache, 'invalidate'>;
  clock: Clock;
}) {
  const now = () => clock.now();
  return {
    /**
     * Call after committing a write that changes what the public catalogue shows (amounts
     * raised or reserved, investor counts, statuses, texts, media, documents, answered
     * questions). This process drops its cached answers at once; other instances follow
     * within the cache's 10 s expiry. Called inside a transaction, a read could cache the
     * old rows again before the commit: call it after.
     */
    catalogueChanged(): void {
      catalogue.invalidate();
    },

    /** Every published project (or a page of them), in the requested language. */
    async list(options: ListOptions): Promise<ProjectList> {
      const wanted = options.status
        ? [...new Set(options.status.split(',').map((s) => normalizeBusinessStatus(s)))]
        : undefined;
      // `unknown` and `in_progress` are display-only: the database's CHECK stores only life-cycle statuses.
      let statuses: readonly BusinessStatus[] | undefined = wanted?.filter(isBusinessStatus);
      if (options.tab) {
        const inTab = EXPLORE_TAB_STATUSES[options.tab];
        statuses = statuses ? statuses.filter((status) => inTab.includes(status)) : inTab;
      }
      if (statuses && statuses.length === 0) return { projects: [], total: 0 };
      const { rows, total } = await listPublishedProjects(db, {
        statuses: statuses ? [...statuses] : undefined,
        limit: options.limit,
        offset: options.offset,
        order: options.sort ?? 'featured',
      });
      return { projects: rows.map((row) => toProject(row, options.language, now())), total };
    },

    /** One page of Explore: a tab's businesses under a search and filters, sorted, with every tab's count. */
    async explore(query: ExploreQuery, language: Language): Promise<ExploreAnswer> {
      const { ticketMin, ticketMax } = query;
      const tickets =
        ticketMin === undefined && ticketMax === undefined
          ? undefined
          : // Every currency a business may raise in (a check on projects holds them to the list).
            PROJECT_CURRENCIES.map((currency) => ({
              currency,
              minMinor: ticketMin === undefined ? undefined : toMinorUnits(ticketMin, currency),
              maxMinor: ticketMax === undefined ? undefined : toMinorUnits(ticketMax, currency),
            }));
      const filter = { search: query.q, category: query.category, location: query.location, tickets };
      // Counted up to the cap + 1: a count past the cap is sent as the cap + 1 ("more than").
      const upTo = EXPLORE_COUNT_CAP + 1;
      // A search reads its matches once, through the text indexes: the tabs' counts, and the ids
      // a narrow search's page is sorted from (a broad one's page is read in its order's index).
      const matches = filters(filter) ? await matchesUpTo(db, filter, TAB_STATUSES, upTo) : null;
      const byStatus = !filters(filter)
        ? await countPublishedProjects(db, TAB_STATUSES)
        : matches &&
          matches.reduce<Partial<Record<BusinessStatus, number>>>((counts, { status }) => {
            counts[status] = (counts[status] ?? 0) + 1;
            return counts;
          }, {});
      const rows = await searchPublishedProjects(db, {
        filter,
        statuses: EXPLORE_TAB_STATUSES[query.tab],
        // Closed is the track record: its own default order is the raise that ended last first.
        order: query.tab === 'closed' && query.sort === 'featured' ? 'recently_closed' : query.sort,
        limit: EXPLORE_PAGE_SIZE,
        offset: (query.page - 1) * EXPLORE_PAGE_SIZE,
        among: matches?.map((match) => match.id),
      });
      const count = (among: (status: BusinessStatus) => boolean) =>
        byStatus &&
        Math.min(
          upTo,
          TAB_STATUSES.reduce((sum, status) => (among(status) ? sum + (byStatus[status] ?? 0) : sum), 0),
        );
      const tabs = Object.fromEntries(
        EXPLORE_TABS.map((tab) => [tab, count((status) => EXPLORE_TAB_STATUSES[tab].includes(status))]),
      ) as ExploreAnswer['tabs'];
      // A search that matches more than the cap counts only the tab shown (the one its pages need).
      const total = tabs[query.tab] ?? (await countUpTo(db, filter, EXPLORE_TAB_STATUSES[query.tab], upTo));
      return {
        projects: rows.map((row) => toProject(row, language, now())),
        total,
        page: query.page,
        page_size: EXPLORE_PAGE_SIZE,
        count_cap: EXPLORE_COUNT_CAP,
        tabs,
        track_record: byStatus && {
          funded: count((status) => raiseOutcomeOf(status) === 'funded')!,
          refunded: count((status) => raiseOutcomeOf(status) === 'refunded')!,
        },
      };
    },

    async featured(language: Language): Promise<Project[]> {
      const { rows } = await listPublishedProjects(db, { featuredOnly: true, order: 'featured', limit: 12 });
      return rows.map((row) => toProject(row, language, now()));
    },

    async details(id: string, language: Language): Promise<ProjectDetails> {
      const row = await findPublishedProject(db, id);
      if (!row) throw notFound();
      return toProjectDetails(row, await loadProjectParts(db, id), language, now());
    },

    /** Any project, draft or not, exactly as its public page will show it (the console's preview). */
    async preview(id: string, language: Language): Promise<ProjectDetails> {
      const row = await findAnyProject(db, id);
      if (!row) throw notFound();
      return toProjectDetails(row, await loadProjectParts(db, id), language, now());
    },

    async ask(projectId: string, user: UserRow, question: string) {
      const project = await findPublishedProjectWorld(db, projectId);
      if (!project) throw notFound();
      // A demo visitor's questions stay in their visit: they never reach the operators' real queue.
      checkSameWorld(worldOf(user), worldOf(project), notFound);
      const row = await insertQuestion(db, {
        projectId,
        userId: user.id,
        authorName: displayName(user),
        language: normalizeLanguage(user.language),
        question,
      });
      return toQuestion(row);
    },

    async questionsOf(projectId: string, userId: string) {
      if (!(await projectExists(db, projectId))) throw notFound();
      return (await listQuestionsOf(db, projectId, userId)).map(toQuestion);
    },

    /** Projects by id with their contract minimum in basis points (the portfolio's expected return). */
    async byIds(ids: readonly string[], language: Language) {
      const rows = await listProjectsByIds(db, ids);
      return new Map(
        rows.map((row) => [
          row.id,
          { project: toProject(row, language, now()), expectedReturnBp: row.expectedReturnBp },
        ]),
      );
    },

    async favorites(userId: string, language: Language): Promise<Project[]> {
      return (await listFavoriteProjects(db, userId)).map((row) => toProject(row, language, now()));
    },

    async setFavorite(userId: string, projectId: string, favorite: boolean): Promise<void> {
      if (!(await projectExists(db, projectId))) throw notFound();
      if (favorite) await addFavorite(db, userId, projectId);
      else await removeFavorite(db, userId, projectId);
    },
  };
}
export type ProjectsService = ReturnType<typeof createProjectsService>;

/** "Linh T." from the profile name, or the part of the e-mail before @. */
function displayName(user: Pick<UserRow, 'name' | 'email'>): string {
  const parts = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length >= 2) return `${parts[0]} ${parts.at(-1)![0]!.toUpperCase()}.`;
  if (parts.length === 1) return parts[0]!;
  return user.email.split('@')[0]!;
}

function toQuestion(row: {
  id: string;
  question: string;
  answer: string | null;
  createdAt: Date;
  answeredAt: Date | null;
}) {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    asked_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}
