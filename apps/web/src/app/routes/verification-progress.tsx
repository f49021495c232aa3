import { VerificationProgressPage } from '@/features/verification/components/progress-page';

export function Component() {
  return <VerificationProgressPage />;
}

export const title = 'verificationProgress';
