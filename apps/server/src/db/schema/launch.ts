import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects.js';
import { users } from './users.js';

/**
 * "Notify me when it opens" (issue 24): one request per person and business, made before the
 * raise's opening time. `notified_at` is set in the transaction that records the notification and
 * queues its e-mail, so each person is told once, however often the job runs.
 */
export const openingNotices = pgTable(
  'opening_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.projectId] }),
    index('opening_notices_project_idx').on(table.projectId),
    // The job's work: the requests still waiting, per business, oldest first.
    index('opening_notices_waiting_idx')
      .on(table.projectId, table.createdAt)
      .where(sql`${table.notifiedAt} is null`),
  ],
);
