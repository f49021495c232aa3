import type { FounderBusiness } from '@grove/contracts';
import { useOutletContext } from 'react-router';
import { InvestorsPage } from '@/features/founder-portal/components/investors-page';

export function Component() {
  return <InvestorsPage business={useOutletContext<FounderBusiness>()} />;
}
