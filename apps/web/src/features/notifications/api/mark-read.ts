import type { NotificationList } from '@grove/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsQueryKey } from './get-notifications';

/**
 * Changes the header's cached list at once; the server's answer follows with the next fetch, of
 * the header's list and of the notifications page's (their keys share notificationsQueryKey).
 */
function useOptimistic(change: (list: NotificationList, id?: string) => NotificationList) {
  const queryClient = useQueryClient();
  return {
    onMutate: async (id?: string) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<NotificationList>(notificationsQueryKey);
      if (previous) queryClient.setQueryData(notificationsQueryKey, change(previous, id));
      return { previous };
    },
    onError: (_error: unknown, _id: unknown, context: { previous?: NotificationList } | undefined) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  };
}

/** POST /api/v1/notifications/{id}/read */
export function useMarkRead() {
  const optimistic = useOptimistic((list, id) => {
    const target = list.notifications.find((n) => n.id === id);
    if (!target || target.read) return list;
    return {
      ...list,
      notifications: list.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
      unread_count: Math.max(0, list.unread_count - 1),
    };
  });
  return useMutation({
    mutationFn: (id: string) => api(`/api/v1/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    ...optimistic,
  });
}

/** POST /api/v1/notifications/read-all */
export function useMarkAllRead() {
  const optimistic = useOptimistic((list) => ({
    ...list,
    notifications: list.notifications.map((n) => ({ ...n, read: true })),
    unread_count: 0,
  }));
  return useMutation({
    mutationFn: () => api('/api/v1/notifications/read-all', { method: 'POST' }),
    onMutate: () => optimistic.onMutate(),
    onError: optimistic.onError,
    onSettled: optimistic.onSettled,
  });
}
