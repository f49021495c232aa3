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
  /** A raise someone asked to hear about ("Notify me when it opens") has opened. */
  'project_opened',
  'payout_received',
  'wallet_topped_up',
  'withdrawal_paid',
  'withdrawal_failed',
  /** Room in a fully reserved round is held for a waiting investor, until a time (issue 24). */
  'waitlist_offer',
  /** The held room was not taken in time and went to the next in line. */
  'waitlist_offer_lapsed',
  /** An operator approved or rejected a founder's request (a campaign change, a review, an update), issue 26. */
  'founder_request_decided',
  /** A business's revenue report for a period is late (to its owners, issue 26). */
  'revenue_report_late',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The notifications page's filters: each type belongs to exactly one group. */
export const NOTIFICATION_GROUPS = ['payments', 'businesses', 'wallet', 'account'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];
export const NOTIFICATION_GROUP_TYPES: Readonly<Record<NotificationGroup, readonly NotificationType[]>> = {
  payments: [
    'payment_succeeded',
    'payment_failed',
    'payment_expired',
    'payment_refunded',
    'waitlist_offer',
    'waitlist_offer_lapsed',
  ],
  businesses: [
    'project_funded',
    'project_status_changed',
    'project_update_posted',
    'question_answered',
    'project_opened',
    'founder_request_decided',
    'revenue_report_late',
  ],
  wallet: ['payout_received', 'wallet_topped_up', 'withdrawal_paid', 'withdrawal_failed'],
  account: ['quiz_passed', 'kyc_passed', 'kyc_failed', 'kyc_action_required', 'declaration_expired'],
};

/** How many notifications a page holds: 50 unless asked (the header's list asks for none). */
export const NOTIFICATIONS_PAGE_SIZE = 50;

/**
 * GET /api/v1/notifications: without parameters, the latest 50 (the header's list); the
 * notifications page filters by group and unread, and pages with the previous `next_cursor`.
 */
export const notificationsQuerySchema = z.object({
  group: z.enum(NOTIFICATION_GROUPS).optional(),
  unread: z.enum(['true', 'false']).optional(),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a next_cursor from the previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

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
  /** Every unread notification of the user, whatever the filter. */
  unread_count: z.number().int(),
  /** The next page's cursor under the same filter; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
