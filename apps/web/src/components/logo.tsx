import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('size-8', className)} aria-hidden>
      <rect width="64" height="64" rx="14" fill="#134f37" />
      <path d="M32 12c-9 8-14 16-14 24a14 14 0 0 0 28 0c0-8-5-16-14-24z" fill="#80d2a6" />
      <path d="M32 24v32M32 40l-7-6M32 46l7-7" stroke="#134f37" strokeWidth="3.5" strokeLinecap="round" fill="none" />
    </svg>
  );
}

/** The brand, linking home. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home.getHref()}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-xl font-bold tracking-tight text-slate-900',
        className,
      )}
      aria-label={t('nav.home')}
    >
      <LogoMark />
      <span aria-hidden>{t('brand')}</span>
    </Link>
  );
}
