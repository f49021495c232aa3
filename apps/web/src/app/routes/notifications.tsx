import { NotificationsPage } from '@/features/notifications/components/notifications-page';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces(['notifications']);
}

export function Component() {
  return <NotificationsPage />;
}

export const title = 'notifications';
