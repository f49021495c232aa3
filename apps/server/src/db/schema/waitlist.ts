import { WAITLIST_STATES, type WaitlistState } from '@grove/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { projects } from './projects.js';
import { users } from './users.js';

const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * The waitlist of a fully reserved round (docs/architecture.md, "The waitlist"): investors in
 * arrival order (`created_at`, then `id`), each with the amount they want. An offer holds room in
 * the business's `reserved_minor` (`offered_minor`) until `offer_expires_at`; the hold exists
 * exactly while the entry is `offered` (a CHECK, and invariant `waitlist.held_while_offered`).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** What the investor wants to invest, minor units of the business's currency (a valid ticket when joining). */
    amountMinor: money('amount_minor').notNull(),
    state: text('state').$type<WaitlistState>().notNull().default('waiting'),
    /** The room held for the investor while offered; 0 in every other state. */
    offeredMinor: money('offered_minor').notNull().default(0),
    /** Until when the offer holds; kept after it ends, for the console. */
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** Arrival: written from the platform clock, so the order follows the test clock too. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One live place per investor and business.
    uniqueIndex('waitlist_entries_live_idx')
      .on(table.projectId, table.userId)
      .where(sql`${table.state} in ('waiting', 'offered')`),
    // The line of a business, in arrival order.
    index('waitlist_entries_line_idx')
      .on(table.projectId, table.createdAt, table.id)
      .where(sql`${table.state} in ('waiting', 'offered')`),
    index('waitlist_entries_project_idx').on(table.projectId, table.createdAt),
    index('waitlist_entries_user_idx').on(table.userId, table.projectId),
    index('waitlist_entries_offer_expiry_idx')
      .on(table.offerExpiresAt)
      .where(sql`${table.state} = 'offered'`),
    check('waitlist_entries_state_check', oneOf(table.state, WAITLIST_STATES)),
    check('waitlist_entries_amount_check', sql`amount_minor > 0`),
    check(
      'waitlist_entries_offer_check',
      sql`offered_minor >= 0 and offered_minor <= amount_minor
      and (state = 'offered') = (offered_minor > 0)
      and (state <> 'offered' or offer_expires_at is not null)`,
    ),
  ],
);
