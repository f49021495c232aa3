import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth/api/logout';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { AccountSettings } from '@/features/settings/components/account-settings';
import { TwoStepCard } from '@/features/two-step/components/two-step-card';

export function Component() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <ProfilePage
      settings={(user) => (
        <div className="flex flex-col gap-6">
          <TwoStepCard />
          <AccountSettings user={user} />
        </div>
      )}
      accountActions={
        <Button variant="secondary" onClick={() => void logout()}>
          <LogOut className="size-4" aria-hidden />
          {t('nav.logOut')}
        </Button>
      }
    />
  );
}

export const title = 'profile';
