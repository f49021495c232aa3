import type { ProjectDetails } from '@grove/contracts';
import { ProjectPreviewPage } from '@/features/admin-projects/components/project-pages';
import { orderProjectDetails } from '@/features/businesses/api/get-project';
import { BusinessDetails } from '@/features/businesses/components/details/business-details-page';
import { i18n } from '@/lib/i18n';

/** The public business page's own component, fed with the console's preview of a draft. */
const renderBusiness = (project: ProjectDetails) => <BusinessDetails project={orderProjectDetails(project)} preview />;

export function Component() {
  return <ProjectPreviewPage renderBusiness={renderBusiness} />;
}
export const preload = () => i18n.loadNamespaces(['admin-projects', 'business', 'businesses']);
