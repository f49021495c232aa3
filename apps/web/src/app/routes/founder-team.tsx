import type { FounderBusiness } from '@grove/contracts';
import { useOutletContext } from 'react-router';
import { TeamPage } from '@/features/founder-portal/components/team-page';

export function Component() {
  return <TeamPage business={useOutletContext<FounderBusiness>()} />;
}
