import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The centred card of the account screens: a title, an optional lead, the content, a line under it. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="flex justify-center px-4 pt-6 pb-12 sm:pt-12">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description ? <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </section>
  );
}

/** The "or" line between the form and the Google button. */
export function OrDivider() {
  const { t } = useTranslation('auth');
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
      <span className="h-px flex-1 bg-slate-200" aria-hidden />
      {t('or')}
      <span className="h-px flex-1 bg-slate-200" aria-hidden />
    </div>
  );
}

/** A success notice inside a card (e.g. 'Recovery code sent to your email'). */
export function SuccessNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      {children}
    </p>
  );
}
