import { useCurrentUserSync } from '@/features/auth/hooks/use-current-user-sync';
import { useSaveLanguageToProfile } from '@/features/auth/hooks/use-save-language-to-profile';
import { StepUpDialog } from '@/features/two-step/components/step-up-dialog';

/**
 * What only a signed-in visitor needs (fetching the current user, saving a chosen
 * language to the profile, the step-up dialog that sensitive actions open). Loaded once there
 * is a session, so a guest's first page does not download the data-fetching hooks.
 */
export default function SignedInSession() {
  useCurrentUserSync();
  useSaveLanguageToProfile();
  return <StepUpDialog />;
}
