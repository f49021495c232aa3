import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * The small "Demo" marker every screen of a demo session shows (issue 16), leading back to
 * /demo (where the tour is resumed or left). Nothing for anyone else.
 */
export function DemoMarker({ className }: { className?: string }) {
  const { t } = useTranslation();
  const demo = useSession((s) => Boolean(s.user?.demo_expires_at));
  if (!demo) return null;
  return (
    <Link
      to={paths.demo.getHref()}
      className={cn(
        'inline-flex h-7 shrink-0 items-center rounded-full bg-amber-100 px-2.5 text-xs font-bold tracking-wide text-amber-900 uppercase ring-1 ring-amber-300 ring-inset hover:bg-amber-200',
        className,
      )}
      data-testid="demo-marker"
      aria-label={t('demoMarker.label')}
    >
      {t('demoMarker.text')}
    </Link>
  );
}
