import type { ProjectDetails } from '@grove/contracts';
import { projectDetailsQueryOptions } from '@/features/businesses/api/get-project';
import { BusinessDetailsPage } from '@/features/businesses/components/details/business-details-page';
import { MyInvestment } from '@/features/payments/components/my-investment';
import { pageQuery, type PageQueries } from '../page-query';

const renderInvestor = (project: ProjectDetails) => <MyInvestment projectId={project.id} />;

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
  pageQuery(projectDetailsQueryOptions(id, language), firstPhoto),
];
