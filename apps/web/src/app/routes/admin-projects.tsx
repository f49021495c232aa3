import { ProjectsListPage } from '@/features/admin-projects/components/projects-list-page';
import { i18n } from '@/lib/i18n';

export { ProjectsListPage as Component };
export const preload = () => i18n.loadNamespaces('admin-projects');
