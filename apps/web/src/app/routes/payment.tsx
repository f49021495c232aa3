import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { projectDetailsQueryOptions } from '@/features/businesses/api/get-project';
import { PaymentPage } from '@/features/payments/components/payment-page';
import { i18n } from '@/lib/i18n';
import { useLanguage } from '@/lib/use-language';

export async function preload() {
  await i18n.loadNamespaces(['payments']);
}

/** /business/:id/payment: the business's name comes from its details (often cached from its page). */
export function Component() {
  const { id = '' } = useParams();
  const language = useLanguage();
  const project = useQuery({ ...projectDetailsQueryOptions(id, language), retry: false });
  return (
    <PaymentPage projectId={id} businessName={project.data?.name ?? null} opensAt={project.data?.opens_at ?? null} />
  );
}

export const title = 'payment';
