import { useParams } from 'react-router';
import { PaymentProgressPage } from '@/features/payments/components/progress-page';
import { i18n } from '@/lib/i18n';

export async function preload() {
  await i18n.loadNamespaces(['payments']);
}

export function Component() {
  const { id = '' } = useParams();
  return <PaymentProgressPage projectId={id} />;
}

export const title = 'paymentProgress';
