import { sql } from 'drizzle-orm';
import {
  BUSINESS_STATUSES,
  LANGUAGES,
  PROJECT_CURRENCIES,
  PROJECT_DOCUMENT_KINDS,
  type BusinessStatus,
  type Language,
  type ProjectDocumentKind,
} from '@grove/contracts';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { demoVisits } from './demo.js';
import { users } from './users.js';

/** A text in every interface language: { en, vi, ru }. */
export type Localized = { en: string; vi: string; ru: string };

const money = (name: string) => bigint(name, { mode: 'number' });

/** The rows of the public catalogue, as the partial indexes that serve Explore name them. */
const PUBLIC_CATALOGUE = sql`published_at IS NOT NULL AND demo_visit_id IS NULL`;

/**
 * A localized text's three languages, one per line, folded for search by `grove_search_fold`
 * (migration 0014: lower case, accents and đ taken off, so "ca phe" finds "Cà phê"). Only
 * immutable pieces (`||`, `coalesce`), as a generated column requires; a search cannot hold a
 * line break, so it never matches across two texts.
 */
const searchable = (...columns: string[]) =>
  sql.raw(
    `grove_search_fold(${columns
      .flatMap((column) => ['en', 'vi', 'ru'].map((language) => `coalesce(${column}->>'${language}', '')`))
      .join(` || E'\\n' || `)})`,
  );

/** Uploaded or generated files (images, PDFs); the bytes live in the file storage. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  storageKey: text('storage_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  originalName: text('original_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A business raising money. Amounts are integer minor units of `currency`.
 * `raised_minor` counts paid investments; `reserved_minor` counts unpaid
 * reservations, so raised + reserved never exceeds the target.
 */
export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    /** One of the life-cycle statuses, underscore spelling (`refund_completed`); aliases are read, never stored. */
    status: text('status').$type<BusinessStatus>().notNull(),
    category: text('category').notNull(),
    featured: boolean('featured').notNull().default(false),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    about: jsonb('about').$type<Localized>().notNull(),
    /** The name and short description in every language, folded: what Explore's search looks in. */
    searchText: text('search_text').notNull().generatedAlwaysAs(searchable('name', 'description')),
    location: jsonb('location').$type<Localized>().notNull(),
    /** The location in every language, folded: what Explore's location filter looks in. */
    locationText: text('location_text').notNull().generatedAlwaysAs(searchable('location')),
    legal: jsonb('legal').$type<Localized>().notNull(),
    payoutFormat: jsonb('payout_format').$type<Localized>().notNull(),
    investmentStructure: jsonb('investment_structure').$type<Localized>().notNull(),
    currency: text('currency').notNull().default('USD'),
    targetMinor: money('target_minor').notNull(),
    /**
     * The minimum to succeed (PRODUCT.md 19): a raise is final only at or above it. Null means
     * the target itself, so a raise that changes its target keeps the default.
     */
    minRaiseMinor: money('min_raise_minor'),
    /**
     * The deadline a raise had when it closed before it (funding_end then records the close,
     * where the payout schedule starts); a cancellation that reopens it runs to this again.
     */
    deadlineBeforeClose: timestamp('deadline_before_close', { withTimezone: true }),
    raisedMinor: money('raised_minor').notNull().default(0),
    reservedMinor: money('reserved_minor').notNull().default(0),
    investorCount: integer('investor_count').notNull().default(0),
    ticketMinMinor: money('ticket_min_minor').notNull(),
    ticketMaxMinor: money('ticket_max_minor').notNull(),
    ticketStepMinor: money('ticket_step_minor').notNull(),
    fundingStart: timestamp('funding_start', { withTimezone: true }),
    fundingEnd: timestamp('funding_end', { withTimezone: true }),
    /** Contract minimum return over the term, in basis points (1500 = +15 %). */
    expectedReturnBp: integer('expected_return_bp').notNull(),
    annualYieldBp: integer('annual_yield_bp').notNull(),
    investmentTermMonths: integer('investment_term_months').notNull(),
    /** A video shipped with the project (a file) or embedded from a configured URL. */
    videoFileId: uuid('video_file_id').references(() => files.id),
    videoUrl: text('video_url'),
    /** Null while the operators prepare it: drafts are not public. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * The opening time (issue 24): published before it, the raise takes no money until it (the
     * platform clock decides: `(opens_at is null or opens_at <= $now)`). Null: open on publishing.
     */
    opensAt: timestamp('opens_at', { withTimezone: true }),
    /**
     * Made for one /demo visit: in no public list, and only that visit's accounts invest in it
     * or manage it. Null for the catalogue everyone sees.
     */
    demoVisitId: uuid('demo_visit_id').references(() => demoVisits.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('projects_published_idx').on(table.publishedAt),
    index('projects_status_idx').on(table.status),
    index('projects_video_file_idx').on(table.videoFileId),
    index('projects_demo_visit_idx')
      .on(table.demoVisitId)
      .where(sql`${table.demoVisitId} IS NOT NULL`),
    // Explore's orders and filters over the public catalogue (published, not a /demo visit's).
    index('projects_catalogue_featured_idx')
      .on(table.featured.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id)
      .where(PUBLIC_CATALOGUE),
    index('projects_catalogue_newest_idx').on(table.createdAt.desc().nullsFirst(), table.id).where(PUBLIC_CATALOGUE),
    index('projects_catalogue_ending_idx').on(table.fundingEnd, table.id).where(PUBLIC_CATALOGUE),
    // "Most funded": the share of the target raised, the expression the catalogue orders by
    // (projects.repository.ts, ORDER.most_funded), so its first page is read from here in order.
    index('projects_catalogue_funded_idx')
      .on(sql`(${table.raisedMinor}::float8 / nullif(${table.targetMinor}, 0)) desc nulls last`, table.id)
      .where(PUBLIC_CATALOGUE),
    index('projects_catalogue_category_idx').on(table.category, table.status).where(PUBLIC_CATALOGUE),
    // Explore's search and location filter find a part of a word (`like '%…%'`) through trigrams.
    // One index over both texts: a search with a place is matched inside it (the businesses with
    // both), where two indexes gave one's matches to be read and filtered by the other; either
    // alone is served by it too. Without GIN's pending list (fastupdate), which only a vacuum
    // empties: PGlite has no autovacuum, and a search would read the list through; a business's
    // texts rarely change.
    index('projects_catalogue_text_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'), table.locationText.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(PUBLIC_CATALOGUE),
    check('projects_status_check', oneOf(table.status, BUSINESS_STATUSES)),
    check('projects_currency_check', oneOf(table.currency, PROJECT_CURRENCIES)),
    check(
      'projects_money_check',
      sql`raised_minor >= 0 and reserved_minor >= 0 and raised_minor + reserved_minor <= target_minor
      and (min_raise_minor is null or (min_raise_minor > 0 and min_raise_minor <= target_minor))`,
    ),
  ],
);

export const projectMedia = pgTable(
  'project_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    alt: jsonb('alt').$type<Localized>().notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('project_media_project_idx').on(table.projectId, table.position),
    index('project_media_file_idx').on(table.fileId),
  ],
);

export const projectDocuments = pgTable(
  'project_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProjectDocumentKind>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    /** Null for a document listed as "available on request". */
    fileId: uuid('file_id').references(() => files.id),
    position: integer('position').notNull(),
    /** False: seen by operators and the business's team only (an application's papers, until the team shows them). */
    public: boolean('public').notNull().default(true),
  },
  (table) => [
    index('project_documents_project_idx').on(table.projectId),
    index('project_documents_file_idx').on(table.fileId),
    check('project_documents_kind_check', oneOf(table.kind, PROJECT_DOCUMENT_KINDS)),
  ],
);

export const projectTeamMembers = pgTable(
  'project_team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: jsonb('role').$type<Localized>().notNull(),
    bio: jsonb('bio').$type<Localized>().notNull(),
    photoFileId: uuid('photo_file_id').references(() => files.id),
    linkedinUrl: text('linkedin_url'),
    position: integer('position').notNull(),
  },
  (table) => [
    index('project_team_project_idx').on(table.projectId),
    index('project_team_photo_idx').on(table.photoFileId),
  ],
);

export const projectUpdates = pgTable(
  'project_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    /** An optional picture posted with the update. */
    imageFileId: uuid('image_file_id').references(() => files.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('project_updates_project_idx').on(table.projectId, table.publishedAt),
    index('project_updates_image_idx').on(table.imageFileId),
  ],
);

export const projectFaqs = pgTable(
  'project_faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    question: jsonb('question').$type<Localized>().notNull(),
    answer: jsonb('answer').$type<Localized>().notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('project_faqs_project_idx').on(table.projectId)],
);

/** Investors' questions: public once answered; the asker sees their own meanwhile. */
export const projectQuestions = pgTable(
  'project_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    language: text('language').$type<Language>().notNull(),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The operator who answered or hid it. */
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    /** Hidden as abusive by an operator: never public, not counted as waiting. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('project_questions_project_idx').on(table.projectId, table.createdAt),
    index('project_questions_user_idx').on(table.userId),
    index('project_questions_moderator_idx').on(table.moderatorId),
    check('project_questions_language_check', oneOf(table.language, LANGUAGES)),
  ],
);

export type ForecastPoint = { period: string; value: number };

/** Forecast figures: money series in minor units, user growth as counts. */
export const projectForecasts = pgTable('project_forecasts', {
  projectId: text('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  scenarios: jsonb('scenarios').$type<{ label: Localized; returnBp: number }[]>().notNull(),
  ebitda: jsonb('ebitda').$type<ForecastPoint[]>().notNull(),
  expectedRevenue: jsonb('expected_revenue').$type<ForecastPoint[]>().notNull(),
  userGrowth: jsonb('user_growth').$type<ForecastPoint[]>().notNull(),
});

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.projectId] }),
    index('favorites_project_idx').on(table.projectId),
  ],
);
