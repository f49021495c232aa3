import { ArrowLeft, RotateCcw, SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';

function Bone({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-lg bg-slate-200/80 ${className}`} />;
}

/** The page's shape while the business loads. */
export function DetailsSkeleton() {
  const { t } = useTranslation('business');
  return (
    <div className="container-page py-6 sm:py-8" role="status" aria-live="polite" data-testid="details-skeleton">
      <span className="sr-only">{t('states.loading')}</span>
      <Bone className="h-4 w-40" />
      <Bone className="mt-5 h-9 w-3/4 max-w-xl" />
      <div className="mt-4 flex gap-3">
        <Bone className="h-6 w-24 rounded-full" />
        <Bone className="h-6 w-32" />
        <Bone className="h-6 w-48" />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-6">
          <Bone className="aspect-[16/10] w-full rounded-2xl" />
          <div className="rounded-2xl border border-slate-200 bg-white p-6">
            <Bone className="h-6 w-32" />
            <Bone className="mt-5 h-4 w-full" />
            <Bone className="mt-3 h-4 w-11/12" />
            <Bone className="mt-3 h-4 w-4/5" />
          </div>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <Bone className="h-4 w-20" />
          <Bone className="mt-2 h-9 w-40" />
          <Bone className="mt-5 h-2.5 w-full rounded-full" />
          <div className="mt-6 grid grid-cols-2 gap-4">
            <Bone className="h-10" />
            <Bone className="h-10" />
            <Bone className="col-span-2 h-10" />
          </div>
          <Bone className="mt-6 h-12 w-full" />
        </div>
      </div>
    </div>
  );
}

/** Spec §8: 'Business not found', with the way back to Explore. */
export function DetailsNotFound() {
  const { t } = useTranslation('business');
  return (
    <section
      className="container-page flex flex-col items-center py-20 text-center"
      aria-labelledby="business-not-found"
    >
      <title>{t('pageTitle', { name: t('states.notFound') })}</title>
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchX className="size-7" aria-hidden />
      </span>
      <h1 id="business-not-found" className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('states.notFound')}
      </h1>
      <p className="mt-3 max-w-md text-slate-600">{t('states.notFoundDescription')}</p>
      <ButtonLink to={paths.businesses.getHref()} className="mt-8">
        <ArrowLeft className="size-4" aria-hidden />
        {t('states.backToExplore')}
      </ButtonLink>
    </section>
  );
}

/** A failed load: what went wrong and a retry. */
export function DetailsError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('business');
  return (
    <section className="container-page flex flex-col items-center py-20 text-center" role="alert">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
        <TriangleAlert className="size-7" aria-hidden />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-slate-900">{t('states.errorTitle')}</h1>
      <p className="mt-3 max-w-md break-words text-slate-600">{message}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.businesses.getHref()} variant="secondary">
          <ArrowLeft className="size-4" aria-hidden />
          {t('states.backToExplore')}
        </ButtonLink>
        <Button onClick={onRetry} loading={retrying}>
          {retrying ? null : <RotateCcw className="size-4" aria-hidden />}
          {t('states.retry')}
        </Button>
      </div>
    </section>
  );
}
