import { SignInLinkPage } from '@/features/auth/components/sign-in-link-page';

export function Component() {
  return <SignInLinkPage />;
}

export const title = 'signInLink';
