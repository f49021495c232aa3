import { AdminChangesPage } from '@/features/founder-portal/components/admin-changes-page';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces(['founder-portal', 'admin']);
}

export function Component() {
  return <AdminChangesPage />;
}

export const title = 'adminChanges';
