import type { ApplicationStatus } from '@grove/contracts';
import { cn } from '@/lib/cn';

const TONES: Readonly<Record<ApplicationStatus, string>> = {
  draft: 'bg-slate-100 text-slate-700',
  submitted: 'bg-sky-50 text-sky-800',
  changes_requested: 'bg-amber-50 text-amber-800',
  approved: 'bg-brand-50 text-brand-800',
  rejected: 'bg-red-50 text-red-800',
};

/** An application to raise's status (issue 26) as a coloured label; the caller gives the words. */
export function ApplicationStatusBadge({ status, label }: { status: ApplicationStatus; label: string }) {
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[status])}
      data-status={status}
    >
      {label}
    </span>
  );
}
