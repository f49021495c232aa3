import type { FounderBusiness } from '@grove/contracts';
import { useOutletContext } from 'react-router';
import { OverviewPage } from '@/features/founder-portal/components/overview-page';

export function Component() {
  return <OverviewPage business={useOutletContext<FounderBusiness>()} />;
}
