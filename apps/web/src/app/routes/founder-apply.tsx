import { ApplyStart } from '@/features/founder/components/apply-start';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces(['applications']);
}

export function Component() {
  return <ApplyStart />;
}

export const title = 'founderApply';
