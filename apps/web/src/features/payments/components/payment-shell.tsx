import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

/** The frame of the three payment pages: a way back to the business, the title and the content. */
export function PaymentShell({
  projectId,
  title,
  subtitle,
  children,
  aside,
}: {
  projectId: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Beside the content on wide screens, under it on narrow ones. */
  aside?: ReactNode;
}) {
  const { t } = useTranslation('payments');
  return (
    <div className="container-page py-6 sm:py-10">
      <Link
        to={paths.business.getHref(projectId)}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('backToBusiness')}
      </Link>
      <header className="mt-4">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-base text-slate-600">{subtitle}</p> : null}
      </header>
      <div className={cn('mt-6 grid gap-6', aside ? 'lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start' : 'max-w-2xl')}>
        <div className="min-w-0">{children}</div>
        {aside ? <div className="min-w-0 lg:sticky lg:top-24">{aside}</div> : null}
      </div>
    </div>
  );
}

/** A panel's colours: one set each, since two utilities for one property don't override each other. */
const TONES = {
  default: 'border-slate-200 bg-white',
  success: 'border-brand-200 bg-brand-50',
  warning: 'border-amber-300 bg-amber-50',
  danger: 'border-red-200 bg-red-50',
} as const;

export function Panel({
  children,
  className,
  testId,
  tone = 'default',
}: {
  children: ReactNode;
  /** Layout only; colours come from `tone`. */
  className?: string;
  testId?: string;
  tone?: keyof typeof TONES;
}) {
  return (
    <section className={cn('rounded-2xl border p-5 shadow-sm sm:p-6', TONES[tone], className)} data-testid={testId}>
      {children}
    </section>
  );
}

/** A warning that stands in for a page with nothing to show (spec §8). */
export function Warning({ children, action, testId }: { children: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className="flex flex-col items-start gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
    >
      <p className="text-sm font-medium">{children}</p>
      {action}
    </div>
  );
}
