import { useParams } from 'react-router';
import { PayoutsPage } from '@/features/admin-lifecycle/components/payouts-page';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces(['admin-lifecycle', 'admin', 'admin-revenue']);
}

export function Component() {
  const { id = '' } = useParams();
  // Keyed by business: another business starts with an empty form.
  return <PayoutsPage key={id} projectId={id} />;
}

export const title = 'adminPayouts';
