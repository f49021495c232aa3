import { DEMO_ROLES, type DemoRole } from '@grove/contracts';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';

/**
 * One /demo visit (issue 16): its two accounts (users.demo_visit_id) and the businesses made for
 * it (projects.demo_visit_id) belong to it, and are removed with everything they did once it
 * expires (docs/architecture.md, "Demo visits").
 */
export const demoVisits = pgTable(
  'demo_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The tour the visitor chose. */
    role: text('role').$type<DemoRole>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('demo_visits_expires_idx').on(table.expiresAt),
    check('demo_visits_role_check', oneOf(table.role, DEMO_ROLES)),
  ],
);
