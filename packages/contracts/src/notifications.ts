import { z } from 'zod';

/**
 * What a notification is about. The client renders the text from the type and its
 * params in the reader's language; e-mails are rendered on the server.
 */
export const NOTIFICATION_TYPES = [
  'quiz_passed',
  'kyc_passed',
  'kyc_failed',
  'kyc_action_required',
  'declaration_expired',
  'payment_succeeded',
  'payment_failed',
  'payment_expired',
  'payment_refunded',
  'project_funded',
  'project_status_changed',
  'project_update_posted',
  'question_answered',
  'payout_received',
  'wallet_topped_up',
  'withdrawal_paid',
  'withdrawal_failed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** An e-mail's delivery: queued → sent | failed. */
export const MAIL_MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailMessageStatus = (typeof MAIL_MESSAGE_STATUSES)[number];

export const notificationSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
    /** Where the notification leads, e.g. /verification/status/return. */
    link: z.string().nullable(),
    read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/v1/notifications */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
