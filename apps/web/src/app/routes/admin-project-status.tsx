import { useParams } from 'react-router';
import { ProjectLifecyclePage } from '@/features/admin-lifecycle/components/project-lifecycle-page';
import { i18n } from '@/lib/i18n';

export async function preload() {
  await i18n.loadNamespaces(['admin-lifecycle', 'admin']);
}

export function Component() {
  const { id = '' } = useParams();
  return <ProjectLifecyclePage key={id} projectId={id} />;
}

export const title = 'adminStatus';
