import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { paths } from '@/lib/paths';

/** Spec §2: the profile's guest-mode notice, with sign-up and log-in actions that come back here. */
export function GuestNotice() {
  const { t } = useTranslation('profile');
  return (
    <SignInPrompt
      icon={UserRound}
      title={t('guest.title')}
      description={t('guest.description')}
      back={paths.profile.getHref()}
      testId="guest-notice"
    />
  );
}
