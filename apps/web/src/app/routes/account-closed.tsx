import { AccountClosedPage } from '@/features/settings/components/account-closed-page';

export function Component() {
  return <AccountClosedPage />;
}

export const title = 'accountClosed';
