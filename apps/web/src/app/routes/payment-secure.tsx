import { useParams } from 'react-router';
import { SecurePaymentPage } from '@/features/payments/components/secure-page';
import { i18n } from '@/lib/i18n';

export async function preload() {
  await i18n.loadNamespaces(['payments']);
}

export function Component() {
  const { id = '' } = useParams();
  return <SecurePaymentPage projectId={id} />;
}

export const title = 'paymentSecure';
