import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** One part of the Finance page: its heading and a line about it, actions on the right (below on a phone). */
export function Section({
  id,
  icon,
  title,
  intro,
  aside,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <span className="text-slate-500" aria-hidden>
              {icon}
            </span>
            {title}
          </h2>
          {intro ? <p className="mt-1 max-w-2xl text-sm text-slate-600">{intro}</p> : null}
        </div>
        {aside ? <div className="shrink-0">{aside}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** A part that is still loading: a spinner in the card's place. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center rounded-xl border border-slate-200 bg-white py-10 text-brand-700">
      <Spinner className="size-6" label={label} />
    </div>
  );
}
