import type { Notification } from '@grove/contracts';
import {
  ArrowDownLeft,
  ArrowRightLeft,
  BadgeCheck,
  Bell,
  BellRing,
  ClipboardCheck,
  CalendarClock,
  CircleCheck,
  CircleX,
  GraduationCap,
  Megaphone,
  MessageCircleReply,
  PartyPopper,
  RotateCcw,
  ShieldAlert,
  ShieldX,
  TimerOff,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { notificationText, relativeTime } from '../utils/notification-text';

const ICONS: Readonly<Record<string, { Icon: LucideIcon; tone: string }>> = {
  quiz_passed: { Icon: GraduationCap, tone: 'bg-brand-50 text-brand-700' },
  kyc_passed: { Icon: BadgeCheck, tone: 'bg-brand-50 text-brand-700' },
  kyc_failed: { Icon: ShieldX, tone: 'bg-red-50 text-red-700' },
  kyc_action_required: { Icon: ShieldAlert, tone: 'bg-amber-50 text-amber-700' },
  declaration_expired: { Icon: CalendarClock, tone: 'bg-amber-50 text-amber-700' },
  payment_succeeded: { Icon: CircleCheck, tone: 'bg-brand-50 text-brand-700' },
  payment_failed: { Icon: CircleX, tone: 'bg-red-50 text-red-700' },
  payment_expired: { Icon: TimerOff, tone: 'bg-amber-50 text-amber-700' },
  payment_refunded: { Icon: RotateCcw, tone: 'bg-slate-100 text-slate-700' },
  project_funded: { Icon: PartyPopper, tone: 'bg-brand-50 text-brand-700' },
  question_answered: { Icon: MessageCircleReply, tone: 'bg-brand-50 text-brand-700' },
  project_opened: { Icon: BellRing, tone: 'bg-brand-50 text-brand-700' },
  project_status_changed: { Icon: ArrowRightLeft, tone: 'bg-sky-50 text-sky-800' },
  project_update_posted: { Icon: Megaphone, tone: 'bg-brand-50 text-brand-700' },
  payout_received: { Icon: ArrowDownLeft, tone: 'bg-brand-50 text-brand-700' },
  wallet_topped_up: { Icon: ArrowDownLeft, tone: 'bg-brand-50 text-brand-700' },
  withdrawal_paid: { Icon: CircleCheck, tone: 'bg-brand-50 text-brand-700' },
  withdrawal_failed: { Icon: TriangleAlert, tone: 'bg-red-50 text-red-700' },
  waitlist_offer: { Icon: BellRing, tone: 'bg-brand-50 text-brand-700' },
  waitlist_offer_lapsed: { Icon: TimerOff, tone: 'bg-amber-50 text-amber-700' },
  founder_request_decided: { Icon: ClipboardCheck, tone: 'bg-sky-50 text-sky-800' },
  revenue_report_late: { Icon: CalendarClock, tone: 'bg-amber-50 text-amber-700' },
};

/** One notification's content: an icon for its kind, its title and text, when, and whether it is unread. */
export function NotificationContent({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const { title, body } = notificationText(t, notification);
  const { Icon, tone } = ICONS[notification.type] ?? { Icon: Bell, tone: 'bg-slate-100 text-slate-600' };
  return (
    <>
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tone)}>
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="min-w-0 flex-1 text-left">
        <span className={cn('block text-sm leading-snug text-slate-900', !notification.read && 'font-semibold')}>
          {title}
        </span>
        <span className="mt-0.5 block text-sm leading-snug text-slate-600">{body}</span>
        <span className="mt-1 block text-xs text-slate-500">
          <time dateTime={notification.created_at}>{relativeTime(t, notification.created_at)}</time>
        </span>
      </span>
      {notification.read ? (
        <span className="size-2.5 shrink-0" aria-hidden />
      ) : (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600" data-testid="unread-dot">
          <span className="sr-only">{t('unread')}</span>
        </span>
      )}
    </>
  );
}
