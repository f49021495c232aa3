import {
  BUSINESS_MEMBER_ROLES,
  CHANGE_REQUEST_KINDS,
  CHANGE_REQUEST_STATUSES,
  type BusinessMemberRole,
  type ChangeRequestKind,
  type ChangeRequestStatus,
} from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * A founder's request to an operator (docs/architecture.md "The founder's portal"): an edit of a
 * live campaign (the changed fields before and after), a draft's review, or an update waiting for
 * moderation. Decided once: the decision is a compare-and-set from `pending`.
 */
export const businessChangeRequests = pgTable(
  'business_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ChangeRequestKind>().notNull(),
    status: text('status').$type<ChangeRequestStatus>().notNull().default('pending'),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    /** The founder's note to the operator. */
    note: text('note'),
    /** The operator's message with the decision. */
    message: text('message'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('business_change_requests_queue_idx').on(table.status, table.createdAt),
    index('business_change_requests_project_idx').on(table.projectId, table.createdAt),
    index('business_change_requests_requested_by_idx').on(table.requestedBy),
    index('business_change_requests_decided_by_idx').on(table.decidedBy),
    // One review waits at a time per business.
    uniqueIndex('business_change_requests_one_review_idx')
      .on(table.projectId)
      .where(sql`${table.kind} = 'review' and ${table.status} = 'pending'`),
    check('business_change_requests_kind_check', oneOf(table.kind, CHANGE_REQUEST_KINDS)),
    check('business_change_requests_status_check', oneOf(table.status, CHANGE_REQUEST_STATUSES)),
    check('business_change_requests_decided_check', sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`),
  ],
);

/**
 * An owner's invitation to the team: only the SHA-256 of the mailed token is kept; it is used
 * once, by the invited address, within its expiry.
 */
export const businessInvitations = pgTable(
  'business_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<BusinessMemberRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('business_invitations_token_idx').on(table.tokenHash),
    index('business_invitations_project_idx').on(table.projectId, table.createdAt),
    index('business_invitations_invited_by_idx').on(table.invitedBy),
    index('business_invitations_accepted_by_idx').on(table.acceptedBy),
    check('business_invitations_role_check', oneOf(table.role, BUSINESS_MEMBER_ROLES)),
  ],
);

/** Per business: the operators' moderation switch, and when its campaign last changed for investors. */
export const businessSettings = pgTable('business_settings', {
  projectId: text('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  /** A founder's update waits for an operator's approval before investors see it. */
  updatesNeedApproval: boolean('updates_need_approval').notNull().default(false),
  /** The last time the public campaign changed through the portal (a draft's edit, an approved change). */
  campaignChangedAt: timestamp('campaign_changed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A business's named share link ("Newsletter", "Instagram"): the business page's address with
 * `?ref=<code>`. An investment made by a visitor who arrived through it carries it
 * (`payments.share_link_id`), so the team sees where investors come from. The code is unique
 * across businesses; a payment only ever points at a link of its own business (create-payment).
 */
export const businessShareLinks = pgTable(
  'business_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('business_share_links_code_idx').on(table.code),
    uniqueIndex('business_share_links_name_idx').on(table.projectId, sql`lower(${table.name})`),
    index('business_share_links_created_by_idx').on(table.createdBy),
    check('business_share_links_code_check', sql`code ~ '^[a-z0-9]{6,16}$'`),
  ],
);
