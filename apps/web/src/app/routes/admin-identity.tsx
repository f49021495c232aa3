import { IdentityPage } from '@/features/admin-people/components/identity-page';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces(['admin-people', 'admin']);
}

export function Component() {
  return <IdentityPage />;
}

export const title = 'adminIdentity';
