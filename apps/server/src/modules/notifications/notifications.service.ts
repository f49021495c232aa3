import { normalizeLanguage, type NotificationList, type NotificationType } from '@grove/contracts';
import type { Db, Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { queueMail } from '../mail/mail.service.js';
import type { UserRow } from '../users/users.repository.js';
import {
  countUnread,
  insertNotification,
  listNotifications,
  markAllRead,
  markRead,
} from './notifications.repository.js';

export type NotificationParams = Record<string, string | number | null>;

/**
 * Records an event for the user and e-mails it, inside the caller's transaction:
 * the notification and its e-mail exist exactly when the change that caused them does.
 */
export async function notify(
  executor: Executor,
  event: {
    user: Pick<UserRow, 'id' | 'email' | 'language' | 'name'>;
    type: NotificationType;
    params?: NotificationParams;
    link?: string | null;
  },
): Promise<void> {
  const params = event.params ?? {};
  await insertNotification(executor, { userId: event.user.id, type: event.type, params, link: event.link ?? null });
  await queueMail(executor, {
    to: event.user.email,
    language: normalizeLanguage(event.user.language),
    template: 'notification',
    params: { type: event.type, params, name: event.user.name },
  });
}

export function createNotificationsService({ db }: { db: Db }) {
  return {
    async list(userId: string): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([listNotifications(db, userId, 50), countUnread(db, userId)]);
      return {
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
