import { useParams } from 'react-router';
import { FounderRevenuePage } from '@/features/founder-revenue/components/founder-revenue-page';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces(['founder-revenue']);
}

export function Component() {
  const { id = '' } = useParams();
  // Keyed by business: another business starts with an empty form.
  return <FounderRevenuePage key={id} projectId={id} />;
}
