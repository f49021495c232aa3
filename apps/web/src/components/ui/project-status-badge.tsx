import { ADMIN_PROJECT_STATUSES, type AdminProjectStatus } from '@grove/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Colours that keep AA contrast for the small text. */
const TONES: Record<AdminProjectStatus, string> = {
  draft: 'bg-white text-slate-700 ring-slate-300 ring-dashed',
  fundraising: 'bg-brand-50 text-brand-800 ring-brand-200',
  extended: 'bg-amber-50 text-amber-900 ring-amber-200',
  paused: 'bg-slate-100 text-slate-800 ring-slate-300',
  funded: 'bg-sky-50 text-sky-900 ring-sky-200',
  active: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  payout: 'bg-teal-50 text-teal-900 ring-teal-200',
  refund_initiated: 'bg-orange-50 text-orange-900 ring-orange-200',
  refund_completed: 'bg-slate-100 text-slate-700 ring-slate-300',
};

const isAdminStatus = (value: string): value is AdminProjectStatus =>
  (ADMIN_PROJECT_STATUSES as readonly string[]).includes(value);

/** A business's status in the operator console, `draft` included (texts: `admin` namespace). */
export function ProjectStatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation('admin');
  const known = isAdminStatus(status) ? status : null;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        known ? TONES[known] : TONES.paused,
        className,
      )}
      data-status={status}
    >
      {known ? t(`status.${known}`) : status}
    </span>
  );
}
