import type { User } from '@grove/contracts';
import { CloseAccountCard } from './close-account-card';
import { DataCard } from './data-card';
import { EmailCard } from './email-card';
import { PasskeysCard } from './passkeys-card';
import { PasswordCard } from './password-card';
import { PreferencesCard } from './preferences-card';

/** The account settings under the profile (docs/architecture.md, "Account settings"). */
export function AccountSettings({ user }: { user: User }) {
  return (
    <div className="flex flex-col gap-6" data-testid="account-settings">
      <PasswordCard />
      <PasskeysCard />
      <EmailCard user={user} />
      <PreferencesCard />
      <DataCard />
      <CloseAccountCard />
    </div>
  );
}
