import { UnsubscribePage } from '@/features/settings/components/unsubscribe-page';

export function Component() {
  return <UnsubscribePage />;
}

export const title = 'unsubscribe';
