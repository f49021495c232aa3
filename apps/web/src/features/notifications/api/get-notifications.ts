import type { NotificationList } from '@grove/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_SCOPE } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

/**
 * The signed-in user's notifications (GET /api/v1/notifications). This module
 * loads with the header on every page: it imports types only from the contracts,
 * never their schemas, and nothing for changing the list (see mark-read.ts).
 */
export const notificationsQueryKey = [USER_SCOPE, 'notifications'] as const;

/** How often the list is fetched again while the tab is visible. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** GET /api/v1/notifications, polled every minute while the tab is visible. */
export function useNotifications() {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  return useQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ signal }) => api<NotificationList>('/api/v1/notifications', { signal }),
    enabled: isAuthenticated,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
