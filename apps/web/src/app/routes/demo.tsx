import { DemoPage } from '@/features/demo/components/demo-page';
import { i18n } from '@/lib/i18n';

export function Component() {
  return <DemoPage />;
}

export const title = 'demo';

export const preload = () => i18n.loadNamespaces('demo');
