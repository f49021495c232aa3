import type { ProjectDetails } from '@grove/contracts';
import { lazy, Suspense } from 'react';
import { projectDetailsQueryOptions } from '@/features/businesses/api/get-project';
import { BusinessDetailsPage } from '@/features/businesses/components/details/business-details-page';
import { useSession } from '@/lib/session';
import { pageQuery, type PageQueries } from '../page-query';

// Only a signed-in investor sees their summary: its code stays out of the page's first load.
const MyInvestment = lazy(() =>
  import('@/features/payments/components/my-investment').then((m) => ({ default: m.MyInvestment })),
);

function Investor({ projectId }: { projectId: string }) {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  return isAuthenticated ? (
    <Suspense fallback={null}>
      <MyInvestment projectId={projectId} />
    </Suspense>
  ) : null;
}

const renderInvestor = (project: ProjectDetails) => <Investor projectId={project.id} />;

/** /business/:id: a business's details page (spec §2), with the signed-in investor's own summary. */
export function Component() {
  return <BusinessDetailsPage renderInvestor={renderInvestor} />;
}

const firstPhoto = (project: ProjectDetails) => {
  const first = project.media[0];
  return first?.type === 'image' ? first.url : null;
};

/** The business; its largest picture is the first photo. */
export const queries: PageQueries = (language, { id = '' }) => [
  pageQuery({ kind: 'details', id }, projectDetailsQueryOptions(id, language), firstPhoto),
];
