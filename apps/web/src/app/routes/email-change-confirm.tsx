import { EmailChangeConfirmPage } from '@/features/settings/components/email-change-confirm-page';

export function Component() {
  return <EmailChangeConfirmPage />;
}

export const title = 'emailChangeConfirm';
