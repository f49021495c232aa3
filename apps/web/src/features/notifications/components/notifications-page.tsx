import { NOTIFICATION_GROUPS, type Notification, type NotificationGroup } from '@grove/contracts';
import { BellOff, Check, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useNotifications } from '../api/get-notifications';
import { useNotificationsPage, type NotificationsFilter } from '../api/get-notifications-page';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';
import { internalLink } from '../utils/notification-text';
import { NotificationContent } from './notification-item';

const GROUP_PARAM = 'group';
const UNREAD_PARAM = 'unread';

const groupFrom = (value: string | null): NotificationGroup | null =>
  NOTIFICATION_GROUPS.includes(value as NotificationGroup) ? (value as NotificationGroup) : null;

/** The filters, kept in the address so a filtered list can be reloaded and shared. */
function useFilter(): [NotificationsFilter, (next: Partial<NotificationsFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = { group: groupFrom(params.get(GROUP_PARAM)), unreadOnly: params.get(UNREAD_PARAM) === '1' };
  const change = (next: Partial<NotificationsFilter>) =>
    setParams(
      (previous) => {
        const merged = { ...filter, ...next };
        const out = new URLSearchParams(previous);
        if (merged.group) out.set(GROUP_PARAM, merged.group);
        else out.delete(GROUP_PARAM);
        if (merged.unreadOnly) out.set(UNREAD_PARAM, '1');
        else out.delete(UNREAD_PARAM);
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  return [filter, change];
}

function Filters({
  filter,
  onChange,
}: {
  filter: NotificationsFilter;
  onChange: (next: Partial<NotificationsFilter>) => void;
}) {
  const { t } = useTranslation('notifications');
  const chip = (checked: boolean) =>
    cn(
      'inline-flex h-9 cursor-pointer items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
      checked ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50',
    );
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <fieldset>
        <legend className="sr-only">{t('page.filterLabel')}</legend>
        <div className="flex flex-wrap gap-2">
          {([null, ...NOTIFICATION_GROUPS] as const).map((group) => (
            <label key={group ?? 'all'} className={chip(filter.group === group)}>
              <input
                type="radio"
                name="notification-group"
                value={group ?? 'all'}
                checked={filter.group === group}
                onChange={() => onChange({ group })}
                className="sr-only"
              />
              {t(`page.groups.${group ?? 'all'}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={filter.unreadOnly}
          onChange={(event) => onChange({ unreadOnly: event.target.checked })}
          className="size-4 rounded border-slate-400 accent-brand-700"
        />
        {t('page.unreadOnly')}
      </label>
    </div>
  );
}

function Row({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const link = internalLink(notification.link);
  return (
    <li className={cn('flex items-start gap-2 px-3 py-1 sm:px-4', !notification.read && 'bg-brand-50/40')}>
      <button
        type="button"
        onClick={() => {
          if (!notification.read) markRead.mutate(notification.id);
          if (link) void navigate(link);
        }}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-lg px-1 py-2.5 text-left hover:bg-slate-50 focus-visible:-outline-offset-2"
        data-testid="notification"
      >
        <NotificationContent notification={notification} />
      </button>
      {notification.read ? null : (
        <Button
          variant="ghost"
          size="icon"
          className="mt-1.5 size-9"
          onClick={() => markRead.mutate(notification.id)}
          aria-label={t('page.markRead')}
          title={t('page.markRead')}
          data-testid="mark-read"
        >
          <Check className="size-4" aria-hidden />
        </Button>
      )}
    </li>
  );
}

/**
 * The full notifications page (issue 22): every notification, filtered by kind and unread, a page
 * at a time, each marked read when opened or on its own button, and all at once.
 */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const [filter, setFilter] = useFilter();
  const query = useNotificationsPage(filter);
  const unread = useNotifications().data?.unread_count ?? query.data?.pages[0]?.unread_count ?? 0;
  const markAllRead = useMarkAllRead();
  const items = query.data?.pages.flatMap((page) => page.notifications) ?? [];

  return (
    <div className="container-page max-w-3xl py-8 lg:py-12">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 text-base text-slate-600" data-testid="unread-summary">
            {t('page.unreadCount', { count: unread })}
          </p>
        </div>
        {unread > 0 ? (
          <Button variant="secondary" onClick={() => markAllRead.mutate()} loading={markAllRead.isPending}>
            {markAllRead.isPending ? null : <CheckCheck className="size-4" aria-hidden />}
            {t('markAllRead')}
          </Button>
        ) : null}
      </header>
      <Filters filter={filter} onChange={setFilter} />
      <div className="mt-5">
        {query.isPending ? (
          <PageLoader label={t('loading')} />
        ) : query.isError ? (
          <LoadError
            message={t('loadFailed')}
            retryLabel={t('common:actions.retry')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : items.length === 0 ? (
          <div
            className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center"
            data-testid="notifications-page-empty"
          >
            <span className="flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-500">
              <BellOff className="size-5" aria-hidden />
            </span>
            <p className="mt-3 text-sm font-semibold text-slate-900">
              {filter.group || filter.unreadOnly ? t('page.emptyFiltered') : t('empty.title')}
            </p>
            {filter.group || filter.unreadOnly ? null : (
              <p className="mt-1 max-w-sm text-sm text-slate-600">{t('empty.description')}</p>
            )}
          </div>
        ) : (
          <>
            <ul
              className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
              aria-label={t('title')}
              data-testid="notifications-page-list"
            >
              {items.map((notification) => (
                <Row key={notification.id} notification={notification} />
              ))}
            </ul>
            {query.hasNextPage ? (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => void query.fetchNextPage()}
                  loading={query.isFetchingNextPage}
                  data-testid="notifications-more"
                >
                  {t('page.more')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
