import type { NotificationType } from '@grove/contracts';
import { and, desc, eq, getTableColumns, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { KeysetCursor } from '../../lib/cursor.js';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(executor: Executor, row: typeof notifications.$inferInsert): Promise<void> {
  await executor.insert(notifications).values(row);
}

/**
 * The user's notifications newest first, optionally of some types or unread only, after a keyset
 * cursor; walks notifications_user_idx (user_id, created_at). `atKey` is the time as PostgreSQL
 * writes it, the cursor's key.
 */
export function listNotifications(
  executor: Executor,
  userId: string,
  {
    limit,
    types,
    unreadOnly = false,
    cursor = null,
  }: {
    limit: number;
    types?: readonly NotificationType[] | undefined;
    unreadOnly?: boolean;
    cursor?: KeysetCursor | null;
  },
): Promise<(NotificationRow & { atKey: string })[]> {
  return executor
    .select({ ...getTableColumns(notifications), atKey: sql<string>`${notifications.createdAt}::text` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        types ? inArray(notifications.type, [...types]) : undefined,
        unreadOnly ? isNull(notifications.readAt) : undefined,
        cursor
          ? or(
              lt(notifications.createdAt, sql`${cursor.atKey}::timestamptz`),
              and(eq(notifications.createdAt, sql`${cursor.atKey}::timestamptz`), lt(notifications.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read; false when the user has no such notification. */
export async function markRead(executor: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await executor
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(executor: Executor, userId: string): Promise<void> {
  await executor
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Every notification of the user (a closed account's). */
export async function deleteNotificationsOf(executor: Executor, userId: string): Promise<void> {
  await executor.delete(notifications).where(eq(notifications.userId, userId));
}
