import { BUSINESS_MEMBER_ROLES, type BusinessMemberRole } from '@grove/contracts';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * A business's team on the platform (issue 26, docs/architecture.md "Founders"): who may edit
 * its campaign, talk to its investors and report its revenue. Every founder route checks the
 * caller's row here (modules/founders/founder-access.ts); a business without rows is the
 * operators' alone, as before.
 */
export const businessMembers = pgTable(
  'business_members',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<BusinessMemberRole>().notNull(),
    /** Who added them: the operator approving an application, or an owner's invitation. */
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('business_members_user_idx').on(table.userId),
    check('business_members_role_check', oneOf(table.role, BUSINESS_MEMBER_ROLES)),
  ],
);
