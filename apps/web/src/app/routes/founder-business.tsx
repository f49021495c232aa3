import type { FounderBusiness } from '@grove/contracts';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { useFounderBusinesses } from '@/features/founder/api/businesses';
import { BusinessFrame } from '@/features/founder-portal/components/business-frame';
import { errorText } from '@/lib/error-text';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces(['founder', 'founder-portal', 'admin']);
}

/**
 * A business in the founder's portal: the frame (name, status, tabs) around its area's page,
 * which reads the business from the outlet's context. Outside the caller's team it is not found.
 */
export function Component() {
  const { t } = useTranslation('founder-portal');
  const { id = '' } = useParams();
  const businesses = useFounderBusinesses();
  if (businesses.isPending) return <PageLoader label={t('common:loading')} />;
  if (businesses.isError) {
    return (
      <div className="container-page py-8">
        <LoadError
          message={t('common:errors.generic', { error: errorText(t, businesses.error, businesses.error.message) })}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void businesses.refetch()}
          retrying={businesses.isFetching}
        />
      </div>
    );
  }
  const business = businesses.data.businesses.find((b) => b.id === id);
  if (!business) {
    return (
      <div className="container-page py-8">
        <EmptyState icon={<Store className="size-6" aria-hidden />} title={t('frame.notFound')} />
      </div>
    );
  }
  return (
    <BusinessFrame business={business}>
      <Outlet context={business satisfies FounderBusiness} />
    </BusinessFrame>
  );
}
