import { ArrowRight, BellOff, CheckCheck, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';
import { internalLink } from '../utils/notification-text';
import { NotificationContent } from './notification-item';

function Status() {
  const { t } = useTranslation('notifications');
  const query = useNotifications();
  if (query.isPending) {
    return (
      <div className="flex items-center justify-center gap-2 px-4 py-10 text-sm text-slate-600" role="status">
        <Spinner className="size-4 text-brand-700" />
        {t('loading')}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-8 text-center text-sm text-slate-700" role="alert">
        {t('loadFailed')}
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
          {query.isFetching ? null : <RotateCw className="size-4" aria-hidden />}
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center" data-testid="notifications-empty">
      <span className="flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <BellOff className="size-5" aria-hidden />
      </span>
      <p className="mt-3 text-sm font-semibold text-slate-900">{t('empty.title')}</p>
      <p className="mt-1 max-w-64 text-sm text-slate-600">{t('empty.description')}</p>
    </div>
  );
}

/**
 * The notifications list (spec §2): the title with "Mark all as read", each
 * notification (opening one marks it read and follows its link), or the empty state, and a
 * link to the full notifications page.
 * Used in the header's panel and in the mobile menu.
 */
export function NotificationsPanel({
  headingId,
  onNavigate,
  className,
  listClassName,
  showTitle = true,
}: {
  headingId?: string;
  /** The mobile menu's own button names the list already. */
  showTitle?: boolean;
  /** Called when a notification is opened, before navigating (e.g. to close a menu). */
  onNavigate?: () => void;
  className?: string;
  listClassName?: string;
}) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const query = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const unread = query.data?.unread_count ?? 0;
  const notifications = query.data?.notifications ?? [];

  return (
    <div className={className} data-testid="notifications-panel">
      <div
        className={cn(
          'flex min-h-12 items-center justify-between gap-3 border-b border-slate-100 px-4 py-2',
          !showTitle && (unread > 0 ? 'justify-end' : 'hidden'),
        )}
      >
        <h2
          id={headingId}
          className={cn('shrink-0 text-sm font-semibold whitespace-nowrap text-slate-900', !showTitle && 'sr-only')}
        >
          {t('title')}
          {unread > 0 ? <span className="ml-1.5 font-normal text-slate-500">({unread})</span> : null}
        </h2>
        {unread > 0 ? (
          <button
            type="button"
            onClick={() => markAllRead.mutate()}
            className="inline-flex min-w-0 items-center gap-1.5 rounded-md px-2 py-1 text-right text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <CheckCheck className="size-4 shrink-0" aria-hidden />
            {t('markAllRead')}
          </button>
        ) : null}
      </div>
      {notifications.length === 0 ? (
        <Status />
      ) : (
        <ul className={cn('divide-y divide-slate-100 overflow-y-auto', listClassName)}>
          {notifications.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                onClick={() => {
                  if (!notification.read) markRead.mutate(notification.id);
                  onNavigate?.();
                  const link = internalLink(notification.link);
                  if (link) void navigate(link);
                }}
                className={cn(
                  'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:-outline-offset-2',
                  !notification.read && 'bg-brand-50/40',
                )}
                data-testid="notification"
              >
                <NotificationContent notification={notification} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="border-t border-slate-100 px-4 py-2.5 text-center">
        <Link
          to={paths.notifications.getHref()}
          onClick={() => onNavigate?.()}
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          data-testid="notifications-see-all"
        >
          {t('page.seeAll')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </div>
  );
}
