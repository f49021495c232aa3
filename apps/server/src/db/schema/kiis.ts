import { KIIS_STATUSES, type KiisStatus } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
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
import { projects, type Localized } from './projects.js';
import { users } from './users.js';

/**
 * What a key investment information sheet states, as a version keeps it: the business's texts in
 * every language and its figures, so each version renders the same in any language for ever.
 */
export interface KiisFacts {
  project: {
    id: string;
    name: Localized;
    description: Localized;
    category: string;
    location: Localized;
    legal: Localized;
  };
  offer: {
    currency: string;
    targetMinor: number;
    /** The minimum to succeed; the target when none is set. */
    minRaiseMinor: number;
    ticketMinMinor: number;
    ticketMaxMinor: number;
    ticketStepMinor: number;
    /** ISO date-time of the deadline; null while none is set. */
    fundingEnd: string | null;
  };
  instrument: {
    payoutFormat: Localized;
    structure: Localized;
    expectedReturnBp: number;
    annualYieldBp: number;
    termMonths: number;
  };
  fees: { serviceFeeBp: number; cardFeeBp: number };
  cancellationDays: number;
}

/**
 * The versions of a business's key investment information sheet (EU 2020/1503 Art. 23,
 * docs/architecture.md "Key investment information sheet"): a change of the facts it shows
 * drafts a new version; an operator approves it; the latest approved one is published.
 */
export const kiisVersions = pgTable(
  'kiis_versions',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status').$type<KiisStatus>().notNull(),
    facts: jsonb('facts').$type<KiisFacts>().notNull(),
    /** SHA-256 (hex) of the facts in a stable order: equal facts, equal hash. */
    factsHash: text('facts_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.version] }),
    index('kiis_versions_approved_by_idx').on(table.approvedBy),
    check('kiis_versions_status_check', oneOf(table.status, KIIS_STATUSES)),
    check('kiis_versions_version_check', sql`${table.version} > 0`),
    check('kiis_versions_approval_check', sql`(${table.status} = 'approved') = (${table.approvedAt} is not null)`),
  ],
);

/** An investor acknowledged a version of a business's sheet (once per version). */
export const kiisAcknowledgments = pgTable(
  'kiis_acknowledgments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    version: integer('version').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.projectId, table.version] }),
    index('kiis_acknowledgments_version_idx').on(table.projectId, table.version),
    foreignKey({
      name: 'kiis_acknowledgments_version_fk',
      columns: [table.projectId, table.version],
      foreignColumns: [kiisVersions.projectId, kiisVersions.version],
    }).onDelete('cascade'),
  ],
);
