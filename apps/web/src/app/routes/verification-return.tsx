import { VerificationReturnPage } from '@/features/verification/components/return-page';

export function Component() {
  return <VerificationReturnPage />;
}

export const title = 'verificationReturn';
