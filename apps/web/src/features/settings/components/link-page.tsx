import type { ReactNode } from 'react';

/** The frame of a page an e-mailed link opens: a title, a text, an action. */
export function LinkPage({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 pt-10 pb-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-3 flex flex-col items-center gap-4 text-sm text-slate-600">{children}</div>
      </div>
    </section>
  );
}
