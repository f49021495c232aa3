import { CheckCircle2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** One card of the account settings, as the profile's cards look. */
export function SettingsCard({
  title,
  description,
  tone = 'default',
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'rounded-2xl border bg-white p-5 shadow-sm sm:p-6',
        tone === 'danger' ? 'border-red-200' : 'border-slate-200',
      )}
    >
      <h2
        id={headingId}
        className={cn('text-base font-semibold', tone === 'danger' ? 'text-red-800' : 'text-slate-900')}
      >
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A failed request's text, in the card (the form keeps what was typed). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </p>
  );
}

/** A short confirmation after a change. */
export function Done({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="inline-flex items-start gap-1.5 text-sm text-brand-800">
      <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}
