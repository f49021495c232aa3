import { MailboxPage } from '@/features/mailbox/components/mailbox-page';

export function Component() {
  return <MailboxPage />;
}

export const title = 'mailbox';
