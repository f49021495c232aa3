import { useTranslation } from 'react-i18next';

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
