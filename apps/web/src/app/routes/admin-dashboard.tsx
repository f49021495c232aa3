import { DashboardPage } from '@/features/admin-lifecycle/components/dashboard-page';
import { TestClockPanel } from '@/features/test-clock/components/test-clock-panel';
import { i18n } from '@/lib/i18n';
import { publicConfig } from '@/lib/public-config';

export async function preload() {
  await i18n.loadNamespaces(['admin-lifecycle', 'admin', ...(publicConfig().testClock ? ['test-clock'] : [])]);
}

export function Component() {
  // The test clock exists outside production only (the server says so in its public settings).
  return <DashboardPage before={publicConfig().testClock ? <TestClockPanel /> : null} />;
}

export const title = 'adminDashboard';
