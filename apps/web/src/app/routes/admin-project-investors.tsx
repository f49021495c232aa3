import { useParams } from 'react-router';
import { InvestorsPage } from '@/features/admin-people/components/investors-page';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces(['admin-people', 'admin']);
}

export function Component() {
  const { id = '' } = useParams();
  // Keyed by business, so moving to another one starts on its first page.
  return <InvestorsPage key={id} projectId={id} />;
}

export const title = 'adminInvestors';
