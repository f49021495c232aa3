import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth/api/logout';

/** The mobile menu's log-out action; loaded only when someone is signed in. */
export default function LogoutButton({ onBeforeLogout }: { onBeforeLogout: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Button
      variant="secondary"
      className="mt-auto"
      onClick={() => {
        onBeforeLogout();
        void logout();
      }}
    >
      <LogOut className="size-4" aria-hidden />
      {t('nav.logOut')}
    </Button>
  );
}
