import { Bell } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredWidget } from '@/components/ui/deferred';
import { cn } from '@/lib/cn';
import { useNotifications } from '../api/get-notifications';

const NotificationsMenu = lazy(() => import('./notifications-menu'));

/** The count on the bell: 1–9, then "9+". */
export function unreadLabel(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** The bell button with the unread count. */
export function BellTrigger({ className, ...props }: ComponentProps<'button'>) {
  const { t } = useTranslation();
  const unread = useNotifications().data?.unread_count ?? 0;
  return (
    <button
      type="button"
      aria-label={unread > 0 ? t('nav.notificationsUnread', { count: unread }) : t('nav.notifications')}
      aria-haspopup="dialog"
      data-testid="notifications-button"
      data-tour="notifications"
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        className,
      )}
      {...props}
    >
      <Bell className="size-5" aria-hidden />
      {unread > 0 ? (
        <span
          aria-hidden
          data-testid="unread-count"
          className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white"
        >
          {unreadLabel(unread)}
        </span>
      ) : null}
    </button>
  );
}

/**
 * The header's notifications (spec §2, PRODUCT.md 13): the bell at once, the list's
 * code (Radix) when the pointer or focus reaches it, as the header menu does.
 */
export function NotificationsBell() {
  const deferred = useDeferredWidget();
  const placeholder = <BellTrigger {...deferred.triggerProps} />;
  if (!deferred.loaded) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationsMenu open={deferred.open} onOpenChange={deferred.setOpen} focusTrigger={deferred.hadFocus} />
    </Suspense>
  );
}

/** A dot on the mobile menu's button while something is unread. */
export function UnreadDot() {
  const unread = useNotifications().data?.unread_count ?? 0;
  if (unread === 0) return null;
  return (
    <span
      aria-hidden
      data-testid="menu-unread-dot"
      className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-red-600 ring-2 ring-white"
    />
  );
}
