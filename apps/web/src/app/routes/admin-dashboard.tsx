import { DashboardPage } from '@/features/admin-lifecycle/components/dashboard-page';
import { useDevClock } from '@/features/test-clock/api/get-dev-clock';
import { TestClockPanel } from '@/features/test-clock/components/test-clock-panel';
import { i18n } from '@/lib/i18n';
import { publicConfig } from '@/lib/public-config';

export async function preload() {
  await i18n.loadNamespaces([
    'admin-lifecycle',
    'admin',
    'admin-revenue',
    ...(publicConfig().testClock ? ['test-clock'] : []),
  ]);
}

/** Outside production: the test clock first, and the days left counted on the platform's time. */
function DashboardOnTestClock() {
  const clock = useDevClock();
  return <DashboardPage before={<TestClockPanel />} clockOffsetMs={clock.data?.offset_ms ?? 0} />;
}

export function Component() {
  // The server says in its public settings whether the test clock exists (never in production).
  return publicConfig().testClock ? <DashboardOnTestClock /> : <DashboardPage />;
}

export const title = 'adminDashboard';
