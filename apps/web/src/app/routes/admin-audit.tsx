import { AuditLogPage } from '@/features/admin-lifecycle/components/audit-log-page';
import { i18n } from '@/lib/i18n';

export async function preload() {
  await i18n.loadNamespaces(['admin-lifecycle', 'admin']);
}

export function Component() {
  return <AuditLogPage />;
}

export const title = 'adminAudit';
