import { useParams } from 'react-router';
import { ProjectLifecyclePage } from '@/features/admin-lifecycle/components/project-lifecycle-page';
import { FounderUpdatesSwitch } from '@/features/founder-portal/components/founder-updates-switch';
import { i18n } from '@/lib/i18n';

export async function preload() {
  await i18n.loadNamespaces(['admin-lifecycle', 'admin', 'founder-portal']);
}

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <ProjectLifecyclePage key={id} projectId={id} />
      {/* Beside the updates the console posts: whether the founders' own wait for approval (issue 26). */}
      <div className="mx-auto max-w-3xl px-4 pb-8 sm:px-6">
        <FounderUpdatesSwitch key={id} projectId={id} />
      </div>
    </>
  );
}

export const title = 'adminStatus';
