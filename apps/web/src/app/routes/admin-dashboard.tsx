import { DashboardPage } from '@/features/admin-lifecycle/components/dashboard-page';
import { i18n } from '@/lib/i18n';

export async function preload() {
  await i18n.loadNamespaces(['admin-lifecycle', 'admin']);
}

export function Component() {
  return <DashboardPage />;
}

export const title = 'adminDashboard';
