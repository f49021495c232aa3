import type { Portfolio } from '@grove/contracts';
import { ArrowRight, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney, formatPercent } from '@/lib/format';
import { paths } from '@/lib/paths';

type Investment = Portfolio['items'][number];

/** Investment statuses the portfolio names; anything else is shown as the server spells it. */
const KNOWN_STATUSES = [
  'pending',
  'pending_payment',
  'awaiting_verification',
  'reserved',
  'processing',
  'paid',
  'confirmed',
  'active',
  'completed',
  'payout',
  'cancelled',
  'refund_initiated',
  'refunded',
  'failed',
  'expired',
] as const;

const TONES: Record<string, string> = {
  paid: 'bg-brand-50 text-brand-800 ring-brand-200',
  confirmed: 'bg-brand-50 text-brand-800 ring-brand-200',
  active: 'bg-brand-50 text-brand-800 ring-brand-200',
  completed: 'bg-brand-50 text-brand-800 ring-brand-200',
  payout: 'bg-teal-50 text-teal-900 ring-teal-200',
  cancelled: 'bg-slate-100 text-slate-800 ring-slate-300',
  refunded: 'bg-slate-100 text-slate-800 ring-slate-300',
  expired: 'bg-slate-100 text-slate-800 ring-slate-300',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

function statusKey(raw: string): string {
  const value = raw.trim().toLowerCase().replace(/-/g, '_');
  return value === 'canceled' ? 'cancelled' : value;
}

function InvestmentStatus({ status }: { status: string }) {
  const { t } = useTranslation('portfolio');
  const key = statusKey(status);
  const known = (KNOWN_STATUSES as readonly string[]).includes(key);
  const label = known ? t(`investmentStatus.${key}`) : status.replace(/_/g, ' ');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[key] ?? 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      {label}
    </span>
  );
}

/** The investor's investments: business, amount, date, expected return, status and a link to the business. */
export function InvestmentList({ items }: { items: readonly Investment[] }) {
  const { t } = useTranslation('portfolio');
  return (
    <ul className="space-y-4" data-testid="investment-list">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:flex-row lg:items-center"
        >
          <div className="flex min-w-0 flex-1 items-center gap-4">
            <div className="aspect-[16/10] w-24 shrink-0 overflow-hidden rounded-lg bg-brand-50">
              {item.project.image ? (
                <img
                  src={item.project.image}
                  alt=""
                  width={96}
                  height={60}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              ) : (
                <div className="flex size-full items-center justify-center text-brand-700">
                  <Store className="size-6" aria-hidden />
                </div>
              )}
            </div>
            <div className="min-w-0">
              <h3 className="font-semibold break-words text-slate-900">{item.project.name}</h3>
              <p className="mt-0.5 truncate text-sm text-slate-600">{item.project.location}</p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4 lg:w-[32rem] lg:shrink-0">
            <div>
              <dt className="text-xs text-slate-500">{t('investment.amount')}</dt>
              <dd className="text-sm font-semibold text-slate-900">
                {formatMoney(item.amount_invested, item.currency || item.project.currency)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('investment.date')}</dt>
              <dd className="text-sm font-semibold text-slate-900">{formatDate(item.invested_at)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('investment.expectedReturn')}</dt>
              {/* A percentage, like the project's expected_return (the contract minimum). */}
              <dd className="text-sm font-semibold text-slate-900">+{formatPercent(item.expected_return)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('investment.status')}</dt>
              <dd>
                <InvestmentStatus status={item.status} />
              </dd>
            </div>
          </dl>
          <Link
            to={paths.business.getHref(item.project.id)}
            className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-700 hover:underline lg:self-center"
            aria-label={t('investment.viewBusinessNamed', { name: item.project.name })}
          >
            {t('investment.viewBusiness')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
