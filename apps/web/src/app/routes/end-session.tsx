import { EndSessionPage } from '@/features/auth/components/end-session-page';

export function Component() {
  return <EndSessionPage />;
}

export const title = 'endSession';
