import type { NotificationGroup, NotificationList } from '@grove/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

export interface NotificationsFilter {
  group: NotificationGroup | null;
  unreadOnly: boolean;
}

/** GET /api/v1/notifications with the page's filters, after `cursor` (the previous page's next_cursor). */
export function fetchNotificationsPage(
  filter: NotificationsFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationList> {
  const query = new URLSearchParams({ limit: '20' });
  if (filter.group) query.set('group', filter.group);
  if (filter.unreadOnly) query.set('unread', 'true');
  if (cursor) query.set('cursor', cursor);
  return api<NotificationList>(`/api/v1/notifications?${query.toString()}`, { signal });
}

export function notificationsPageQueryOptions(filter: NotificationsFilter) {
  return infiniteQueryOptions({
    // Under the header list's key: marking read there or here refreshes both.
    queryKey: [...notificationsQueryKey, 'page', filter.group ?? 'all', filter.unreadOnly] as const,
    queryFn: ({ pageParam, signal }) => fetchNotificationsPage(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** The notifications page's list, a page at a time. */
export function useNotificationsPage(filter: NotificationsFilter) {
  return useInfiniteQuery(notificationsPageQueryOptions(filter));
}
