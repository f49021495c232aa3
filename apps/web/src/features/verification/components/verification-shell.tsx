import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The frame of the verification screens: a centred column with a title and a lead. */
export function VerificationShell({
  title,
  description,
  icon,
  children,
  width = 'max-w-2xl',
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  width?: string;
}) {
  return (
    <section className={cn('mx-auto w-full px-4 pt-4 pb-12 sm:pt-8', width)}>
      <header className="mb-6 flex items-start gap-4">
        {icon ? (
          <div className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800 sm:flex">
            {icon}
          </div>
        ) : null}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {description ? <p className="mt-2 leading-relaxed text-slate-600">{description}</p> : null}
        </div>
      </header>
      {children}
    </section>
  );
}

/** A white card of the verification screens. */
export function Card({ className, padded = true, ...props }: ComponentProps<'div'> & { padded?: boolean }) {
  return (
    <div
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', padded && 'p-5 sm:p-6', className)}
      {...props}
    />
  );
}
