import { Bell, ChevronDown } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useNotifications } from '../api/get-notifications';
import { unreadLabel } from './notifications-bell';

// The list (and what it needs to mark notifications read) loads when the entry is unfolded.
const NotificationsPanel = lazy(() => import('./notifications-panel').then((m) => ({ default: m.NotificationsPanel })));

/** The mobile menu's notifications entry: a button with the unread count that unfolds the list. */
export function MobileNotifications({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const unread = useNotifications().data?.unread_count ?? 0;
  return (
    <div className="rounded-xl border border-slate-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-12 w-full items-center gap-3 rounded-xl px-3 text-base font-medium text-slate-800 hover:bg-slate-50"
        data-testid="mobile-notifications-button"
      >
        <Bell className="size-5 text-slate-600" aria-hidden />
        <span className="flex-1 text-left">{t('nav.notifications')}</span>
        {unread > 0 ? (
          <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white">
            {unreadLabel(unread)}
            <span className="sr-only"> {t('nav.unread', { count: unread })}</span>
          </span>
        ) : null}
        <ChevronDown className={cn('size-5 text-slate-500 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <div id={panelId} hidden={!open} className="border-t border-slate-200">
        {open ? (
          <Suspense
            fallback={
              <div className="flex justify-center py-6 text-brand-700">
                <Spinner />
              </div>
            }
          >
            <NotificationsPanel onNavigate={onNavigate} listClassName="max-h-80" showTitle={false} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
