import type { ReactNode } from 'react';

/** A console page's title, a line about it, and actions on the right (below on a phone). */
export function PageHeader({ title, intro, actions }: { title: ReactNode; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-1 max-w-2xl text-sm text-slate-600">{intro}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** A short confirmation that follows an action, read out by screen readers. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">
      {children}
    </p>
  );
}
