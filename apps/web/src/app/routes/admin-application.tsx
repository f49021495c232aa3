import { useParams } from 'react-router';
import { ApplicationDetailPage } from '@/features/admin-applications/components/application-detail-page';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces(['admin-applications', 'applications', 'businesses', 'admin']);
}

export function Component() {
  const { id = '' } = useParams();
  return <ApplicationDetailPage key={id} id={id} />;
}

export const title = 'adminApplication';
