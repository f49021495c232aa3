import type { FounderBusiness } from '@grove/contracts';
import { useOutletContext } from 'react-router';
import { MediaPage } from '@/features/founder-portal/components/media-page';

export function Component() {
  return <MediaPage business={useOutletContext<FounderBusiness>()} />;
}
