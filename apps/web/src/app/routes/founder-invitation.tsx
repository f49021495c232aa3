import { useParams } from 'react-router';
import { InvitationPage } from '@/features/founder-portal/components/invitation-page';
import { i18n } from '@/lib/i18n';

export async function preload() {
  await i18n.loadNamespaces(['founder-portal']);
}

export function Component() {
  const { token = '' } = useParams();
  return <InvitationPage key={token} token={token} />;
}

export const title = 'founderInvitation';
