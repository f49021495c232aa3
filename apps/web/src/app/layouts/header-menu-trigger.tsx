import { ChevronDown, MoreHorizontal } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';

function initialsOf(name: string | null | undefined, email: string | null | undefined): string {
  const source = (name ?? '').trim() || (email ?? '').trim();
  const words = source.split(/[\s@._-]+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase() || '•';
}

/** The header menu's button: the profile button when signed in, "more" when signed out. */
export function HeaderMenuTrigger(props: ComponentProps<'button'>) {
  const { t } = useTranslation();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const user = useSession((s) => s.user);
  if (!isAuthenticated) {
    return (
      <button
        type="button"
        aria-label={t('nav.more')}
        aria-haspopup="menu"
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        {...props}
      >
        <MoreHorizontal className="size-5" aria-hidden />
      </button>
    );
  }
  const shown = user?.name || user?.email || t('nav.profile');
  return (
    <button
      type="button"
      aria-haspopup="menu"
      data-testid="profile-button"
      className="inline-flex h-10 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50"
      {...props}
    >
      <span
        aria-hidden
        className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
      >
        {initialsOf(user?.name, user?.email)}
      </span>
      {/* Named by what it shows, then what it is, so voice control users can say it (WCAG 2.5.3). */}
      <span className="max-w-36 truncate">{shown}</span>
      <span className="sr-only">: {t('nav.account')}</span>
      <ChevronDown className="size-4 text-slate-500" aria-hidden />
    </button>
  );
}
