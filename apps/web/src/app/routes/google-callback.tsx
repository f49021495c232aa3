import { GoogleCallbackPage } from '@/features/auth/components/google-callback-page';

export function Component() {
  return <GoogleCallbackPage />;
}

export const title = 'googleCallback';
