import {
  ClipboardList,
  FileCheck2,
  GitPullRequestArrow,
  Inbox,
  Landmark,
  LayoutDashboard,
  MessagesSquare,
  Store,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface AdminNavItem {
  /** The label's key under `nav.` in the `admin` namespace. */
  key: string;
  href: string;
  icon: LucideIcon;
  /** Active only on this exact address (the dashboard), not on the pages below it. */
  end?: boolean;
  /** Left out of a demo visit's console: the server answers 403 there (the platform's own books). */
  notInDemo?: boolean;
}

/** The operator console's side navigation, in order. Add a console area here. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { key: 'dashboard', href: paths.admin.getHref(), icon: LayoutDashboard, end: true },
  { key: 'projects', href: paths.adminProjects.getHref(), icon: Store },
  { key: 'applications', href: paths.adminApplications.getHref(), icon: Inbox, notInDemo: true },
  { key: 'questions', href: paths.adminQuestions.getHref(), icon: MessagesSquare },
  { key: 'changes', href: paths.adminChanges.getHref(), icon: GitPullRequestArrow },
  { key: 'identity', href: paths.adminIdentity.getHref(), icon: FileCheck2 },
  { key: 'finance', href: paths.adminFinance.getHref(), icon: Landmark, notInDemo: true },
  { key: 'audit', href: paths.adminAudit.getHref(), icon: ClipboardList },
];
