import { EditProjectPage } from '@/features/admin-projects/components/project-pages';
import { i18n } from '@/lib/i18n';

export { EditProjectPage as Component };
export const preload = () => i18n.loadNamespaces(['admin-projects', 'admin-revenue']);
