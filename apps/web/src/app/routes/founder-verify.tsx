import { PersonVerificationPage } from '@/features/founder/components/person-verification-page';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces(['applications']);
}

export function Component() {
  return <PersonVerificationPage />;
}

export const title = 'founderVerify';
