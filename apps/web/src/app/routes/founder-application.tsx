import { useParams } from 'react-router';
import { ApplicationPage } from '@/features/founder/components/application-page';
import { i18n } from '@/lib/i18n';

/** The page's texts load with its code, so it renders whole instead of suspending. */
export async function preload() {
  await i18n.loadNamespaces(['applications', 'businesses']);
}

export function Component() {
  const { id = '' } = useParams();
  return <ApplicationPage key={id} id={id} />;
}

export const title = 'founderApplication';
