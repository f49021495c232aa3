import { verificationBadgeOf, type KycStatus } from '@grove/contracts';
import { BadgeCheck, Clock, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const STYLES = {
  verified: { className: 'bg-brand-50 text-brand-800 ring-brand-200', Icon: BadgeCheck },
  pending: { className: 'bg-amber-50 text-amber-900 ring-amber-200', Icon: Clock },
  not_verified: { className: 'bg-slate-100 text-slate-700 ring-slate-200', Icon: ShieldAlert },
} as const;

/** The profile's verification status badge (spec §4): verified, pending or not verified. */
export function VerificationBadge({ status }: { status: KycStatus }) {
  const { t } = useTranslation('profile');
  const badge = verificationBadgeOf(status);
  const { className, Icon } = STYLES[badge];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        className,
      )}
      data-testid="verification-badge"
    >
      <Icon className="size-3.5" aria-hidden />
      {t(`verification.${badge}`)}
    </span>
  );
}
