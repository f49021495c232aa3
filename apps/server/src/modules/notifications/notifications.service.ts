import {
  normalizeLanguage,
  NOTIFICATION_GROUP_TYPES,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationGroup,
  type NotificationList,
  type NotificationType,
} from '@grove/contracts';
import type { Db, Executor } from '../../db/client.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { notFound } from '../../lib/errors.js';
import { queueMail } from '../mail/mail.service.js';
import type { UserRow } from '../users/users.repository.js';
import {
  countUnread,
  deleteNotificationsOf,
  insertNotification,
  listNotifications,
  markAllRead,
  markRead,
} from './notifications.repository.js';

export type NotificationParams = Record<string, string | number | null>;

/**
 * The notices whose e-mail attaches the investment's confirmation: the receipt of a paid
 * investment. A cancellation's confirmation is downloaded from the portfolio: a round refunded
 * tells every investor at once, and each PDF costs about 0.1 s of the instance's event loop.
 */
const CONFIRMED_BY_EMAIL: ReadonlySet<NotificationType> = new Set(['payment_succeeded']);

/**
 * Records an event for the user and e-mails it, inside the caller's transaction:
 * the notification and its e-mail exist exactly when the change that caused them does.
 * `bulk`: one of thousands sent at once, whose e-mails wait behind other work.
 */
export async function notify(
  executor: Executor,
  event: {
    user: Pick<UserRow, 'id' | 'email' | 'language' | 'name'>;
    type: NotificationType;
    params?: NotificationParams;
    link?: string | null;
  },
  options: { bulk?: boolean } = {},
): Promise<void> {
  const params = event.params ?? {};
  const language = normalizeLanguage(event.user.language);
  await insertNotification(executor, { userId: event.user.id, type: event.type, params, link: event.link ?? null });
  // The receipt of a paid investment carries its confirmation (issue 27).
  const paymentId = typeof params.payment_id === 'string' ? params.payment_id : null;
  await queueMail(executor, {
    to: event.user.email,
    language,
    template: 'notification',
    params: { type: event.type, params, name: event.user.name },
    userId: event.user.id,
    ...(options.bulk ? { bulk: true } : {}),
    ...(paymentId !== null && CONFIRMED_BY_EMAIL.has(event.type)
      ? { attachments: [{ kind: 'investment_confirmation', userId: event.user.id, paymentId, language }] }
      : {}),
  });
}

/** Erases the user's notifications with the closing of the account (their money facts stay in the ledger). */
export function eraseNotificationsOf(executor: Executor, userId: string): Promise<void> {
  return deleteNotificationsOf(executor, userId);
}

export function createNotificationsService({ db }: { db: Db }) {
  return {
    /** A page of the user's notifications (the latest 50 without filters) and the unread count. */
    async list(
      userId: string,
      filter: {
        group?: NotificationGroup | undefined;
        unreadOnly?: boolean;
        cursor?: string | undefined;
        limit?: number;
      } = {},
    ): Promise<NotificationList> {
      const limit = filter.limit ?? NOTIFICATIONS_PAGE_SIZE;
      const cursor = filter.cursor === undefined ? null : decodeCursor(filter.cursor);
      const [found, unread] = await Promise.all([
        // One more than asked tells whether another page follows.
        listNotifications(db, userId, {
          limit: limit + 1,
          types: filter.group ? NOTIFICATION_GROUP_TYPES[filter.group] : undefined,
          unreadOnly: filter.unreadOnly ?? false,
          cursor,
        }),
        countUnread(db, userId),
      ]);
      const rows = found.slice(0, limit);
      const last = rows.at(-1);
      return {
        next_cursor: found.length > limit && last ? encodeCursor({ atKey: last.atKey, id: last.id }) : null,
        notifications: rows.map((row) => ({
          id: row.id,
          type: row.type,
          params: row.params,
          link: row.link,
          read: row.readAt !== null,
          created_at: row.createdAt.toISOString(),
        })),
        unread_count: unread,
      };
    },
    async markRead(userId: string, id: string): Promise<void> {
      // Another user's notification answers exactly like one that does not exist.
      if (!(await markRead(db, userId, id))) throw notFound('Notification not found');
    },
    markAllRead(userId: string): Promise<void> {
      return markAllRead(db, userId);
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
