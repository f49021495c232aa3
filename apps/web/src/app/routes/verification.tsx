import { VerificationPage } from '@/features/verification/components/verification-page';

export function Component() {
  return <VerificationPage />;
}

export const title = 'verification';
