import {
  APPLICATION_DOCUMENT_KINDS,
  APPLICATION_EVENT_KINDS,
  APPLICATION_PERSON_CHECKS,
  APPLICATION_PERSON_ROLES,
  APPLICATION_STATUSES,
  type ApplicationDocumentKind,
  type ApplicationEventKind,
  type ApplicationPersonCheck,
  type ApplicationPersonRole,
  type ApplicationStatus,
  type ProjectCategory,
} from '@grove/contracts';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { files, projects } from './projects.js';
import { users } from './users.js';

/** The company step as stored (the contracts' input, trimmed). */
export interface StoredCompany {
  name: string;
  country: string;
  registrationNumber: string;
  address: string;
  description: string;
  foundedOn: string;
  category: ProjectCategory;
}
/** The raise step as stored: amounts exact in minor units of `currency`, shares in basis points. */
export interface StoredRaise {
  currency: string;
  amountMinor: number;
  minRaiseMinor: number;
  useOfFunds: string;
  revenueShareBp: number;
  termMonths: number;
  /** The contract's minimum multiple in basis points of the investment (1.15 × = 11 500). */
  contractMultipleBp: number;
}
export interface StoredRevenue {
  currency: string;
  revenueMinor: number;
  note: string;
}

/**
 * An application to raise (issue 26, docs/architecture.md "Applications to raise"). Each step
 * is a JSON column written whole when the applicant saves it (null until then); the status
 * moves only by a conditional UPDATE naming the status it moves from, so of two operators
 * deciding at once one wins and the other is told (409).
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('draft'),
    company: jsonb('company').$type<StoredCompany>(),
    raise: jsonb('raise').$type<StoredRaise>(),
    revenue: jsonb('revenue').$type<StoredRevenue>(),
    /** The operator's last words to the applicant: the changes asked for, or the reason for a rejection. */
    message: text('message'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The draft business made on approval; unique, so an application makes at most one. */
    projectId: text('project_id').references(() => projects.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('applications_user_idx').on(table.userId, table.createdAt),
    index('applications_status_idx').on(table.status, table.submittedAt),
    uniqueIndex('applications_project_idx').on(table.projectId),
    check('applications_status_check', oneOf(table.status, APPLICATION_STATUSES)),
  ],
);

/**
 * A director or an owner of more than 25 % listed on an application, and where their identity
 * check stands. The applicant (the same e-mail as their account) is checked through their
 * account; anyone else through an e-mailed link (`invite_token_hash`: SHA-256 of its secret)
 * to a page that opens a session with the identity provider (`access_code`).
 */
export const applicationPeople = pgTable(
  'application_people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').$type<ApplicationPersonRole>().notNull(),
    ownershipBp: integer('ownership_bp').notNull(),
    checkStatus: text('check_status').$type<ApplicationPersonCheck>().notNull().default('not_started'),
    checkReason: text('check_reason'),
    /** The provider's raw status word of the last result. */
    providerStatus: text('provider_status'),
    accessCode: text('access_code'),
    inviteTokenHash: text('invite_token_hash'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_people_application_idx').on(table.applicationId, table.createdAt),
    uniqueIndex('application_people_email_idx').on(table.applicationId, table.email),
    uniqueIndex('application_people_code_idx').on(table.accessCode),
    uniqueIndex('application_people_token_idx').on(table.inviteTokenHash),
    check('application_people_role_check', oneOf(table.role, APPLICATION_PERSON_ROLES)),
    check('application_people_check_status_check', oneOf(table.checkStatus, APPLICATION_PERSON_CHECKS)),
  ],
);

/** An uploaded paper (PDF or image); its file is served only to the applicant and to operators. */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ApplicationDocumentKind>().notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_documents_application_idx').on(table.applicationId, table.createdAt),
    // Who may read a file (files.repository.findFileFor) looks a paper up by its file.
    index('application_documents_file_idx').on(table.fileId),
    check('application_documents_kind_check', oneOf(table.kind, APPLICATION_DOCUMENT_KINDS)),
  ],
);

/**
 * The application's journal, as operators read it: each move with its message, their notes, and
 * each document an operator opened (the check that it was read). Append-only by use.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Who: an operator, or the applicant for a submission. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ApplicationEventKind>().notNull(),
    message: text('message'),
    /** For `document_opened`: which document (kept after the document is removed). */
    documentId: uuid('document_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_events_application_idx').on(table.applicationId, table.createdAt),
    check('application_events_kind_check', oneOf(table.kind, APPLICATION_EVENT_KINDS)),
  ],
);
