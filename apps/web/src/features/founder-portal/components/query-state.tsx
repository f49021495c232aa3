import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';

/** A query's loading and error states, then its data through `children`. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('founder-portal');
  if (query.isPending) return <PageLoader label={t('common:loading')} />;
  if (query.isError) {
    return (
      <LoadError
        message={t('common:errors.generic', { error: errorText(t, query.error, query.error.message) })}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** A titled block of a portal page. */
export function Panel({
  title,
  actions,
  children,
  id,
  tour,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
  /** What the /demo tour points at here (its `data-tour`). */
  tour?: string;
}) {
  const headingId = id ?? `panel-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      data-tour={tour}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
