import { PageLoader } from '@/components/ui/spinner';
import { FinancePage } from '@/features/admin-finance/components/finance-page';
import { useDevClock } from '@/features/test-clock/api/get-dev-clock';
import { i18n } from '@/lib/i18n';
import { publicConfig } from '@/lib/public-config';

export async function preload() {
  await i18n.loadNamespaces(['admin-finance', 'admin']);
}

/** Outside production "today" and the days to a dispute's deadline count on the platform's clock. */
function FinanceOnTestClock() {
  const clock = useDevClock();
  // Wait for the clock so that the first questions already ask about the platform's today.
  if (clock.isPending) return <PageLoader label={i18n.t('common:loading')} />;
  return <FinancePage clockOffsetMs={clock.data?.offset_ms ?? 0} />;
}

export function Component() {
  return publicConfig().testClock ? <FinanceOnTestClock /> : <FinancePage />;
}

export const title = 'adminFinance';
