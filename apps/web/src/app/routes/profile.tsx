import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth/api/logout';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { AccountSettings } from '@/features/settings/components/account-settings';

export function Component() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <ProfilePage
      settings={(user) => <AccountSettings user={user} />}
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
