import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import { walletQueryOptions } from '@/lib/wallet';

/** The investor's wallet, to offer paying from it; nothing is asked for a guest. */
export function usePaymentWallet(enabled: boolean) {
  const language = useLanguage();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  return useQuery({ ...walletQueryOptions(language), enabled: enabled && isAuthenticated, retry: false });
}
