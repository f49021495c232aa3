import { FounderHome } from '@/features/founder/components/founder-home';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces(['founder', 'applications']);
}

export function Component() {
  return <FounderHome />;
}

export const title = 'founder';
