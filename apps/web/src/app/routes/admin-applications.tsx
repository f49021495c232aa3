import { ApplicationsListPage } from '@/features/admin-applications/components/applications-list-page';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces(['admin-applications', 'admin']);
}

export function Component() {
  return <ApplicationsListPage />;
}

export const title = 'adminApplications';
