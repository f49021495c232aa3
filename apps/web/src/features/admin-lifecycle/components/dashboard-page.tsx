import type { AdminDashboard } from '@grove/contracts';
import {
  AlertTriangle,
  ArrowUpRight,
  Banknote,
  CalendarClock,
  FileCheck2,
  Landmark,
  MessagesSquare,
  Receipt,
  RotateCcw,
  Send,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProjectStatusBadge } from '@/components/ui/project-status-badge';
import { PageLoader } from '@/components/ui/spinner';
import { daysUntil, formatDate, formatMoney, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDashboard } from '../api/get-dashboard';

/**
 * The console's first page: money raised, open raises and what waits for an operator. `before`
 * comes first, whatever the dashboard's state (the app passes the test clock outside production).
 */
export function DashboardPage({
  before,
  clockOffsetMs = 0,
}: {
  before?: ReactNode;
  /** How far the platform's clock runs ahead of real time (the test clock): days left count from it. */
  clockOffsetMs?: number;
}) {
  const { t } = useTranslation('admin-lifecycle');
  const dashboard = useDashboard();

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('dashboard.subtitle')}</p>
      {before ? <div className="mt-6">{before}</div> : null}
      {dashboard.isPending ? (
        <PageLoader label={t('common:loading')} />
      ) : dashboard.isError ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {t('dashboard.loadFailed')}
        </p>
      ) : (
        <DashboardContent data={dashboard.data} clockOffsetMs={clockOffsetMs} />
      )}
    </div>
  );
}

function DashboardContent({ data, clockOffsetMs }: { data: AdminDashboard; clockOffsetMs: number }) {
  const { t } = useTranslation('admin-lifecycle');
  // Per currency, joined; $0 when nothing has moved yet.
  const perCurrency = <Row extends { currency: string }>(rows: readonly Row[], pick: (row: Row) => number) =>
    rows.length === 0 ? formatMoney(0, 'USD') : rows.map((row) => formatMoney(pick(row), row.currency)).join(' · ');
  const money = (pick: (row: AdminDashboard['raised'][number]) => number) => perCurrency(data.raised, pick);
  const held = (pick: (row: AdminDashboard['money'][number]) => number) => perCurrency(data.money, pick);

  return (
    <div className="mt-6 space-y-6">
      <section
        aria-label={t('dashboard.raisedTotal')}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
        data-tour="dashboard"
      >
        <Stat icon={<Banknote className="size-5" />} label={t('dashboard.raisedToday')} value={money((r) => r.today)} />
        <Stat icon={<Banknote className="size-5" />} label={t('dashboard.raisedTotal')} value={money((r) => r.total)} />
        <Stat
          icon={<FileCheck2 className="size-5" />}
          label={t('dashboard.identityWaiting')}
          value={formatNumber(data.identity_checks_waiting)}
          href={paths.adminIdentity.getHref()}
        />
        <Stat
          icon={<MessagesSquare className="size-5" />}
          label={t('dashboard.questionsWaiting')}
          value={formatNumber(data.unanswered_questions)}
          href={paths.adminQuestions.getHref()}
        />
      </section>

      <section aria-labelledby="money-moved">
        <h2 id="money-moved" className="mb-2 text-sm font-semibold text-slate-700">
          {t('dashboard.money')}
        </h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat icon={<Landmark className="size-5" />} label={t('dashboard.held')} value={held((r) => r.held)} />
          <Stat icon={<Send className="size-5" />} label={t('dashboard.disbursed')} value={held((r) => r.disbursed)} />
          <Stat
            icon={<ArrowUpRight className="size-5" />}
            label={t('dashboard.paidOut')}
            value={held((r) => r.paid_out)}
          />
          <Stat
            icon={<Wallet className="size-5" />}
            label={t('dashboard.inWallets')}
            value={held((r) => r.in_wallets)}
          />
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <section
          className="self-start rounded-xl border border-slate-200 bg-white lg:col-span-2"
          aria-labelledby="open-raises"
        >
          <h2 id="open-raises" className="flex items-center gap-2 px-4 pt-4 text-base font-semibold text-slate-900">
            <CalendarClock className="size-5 text-slate-500" aria-hidden />
            {t('dashboard.openRaises')}
          </h2>
          {data.open_raises.length === 0 ? (
            <p className="px-4 py-6 text-sm text-slate-600">{t('dashboard.openRaisesEmpty')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {data.open_raises.map((raise) => (
                <OpenRaise key={raise.id} raise={raise} clockOffsetMs={clockOffsetMs} />
              ))}
            </ul>
          )}
        </section>

        <div className="flex flex-col gap-6 self-start">
          <ToDisburse raises={data.to_disburse} />
          <RevenueAttention businesses={data.revenue} />
          <section className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="refunds">
            <h2 id="refunds" className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <RotateCcw className="size-5 text-slate-500" aria-hidden />
              {t('dashboard.refunds')}
            </h2>
            <p className="mt-2 text-sm text-slate-700" data-testid="refunds-in-flight">
              {t('dashboard.refundsInFlight', { count: data.refunds.in_flight })}
            </p>
            {data.refunds.rounds.length > 0 ? (
              <>
                <h3 className="mt-4 text-sm font-semibold text-slate-800">{t('dashboard.refundRounds')}</h3>
                <ul className="mt-1 space-y-1 text-sm">
                  {data.refunds.rounds.map((round) => (
                    <li key={round.id} className="flex justify-between gap-2">
                      <Link
                        to={paths.adminProjectStatus.getHref(round.id)}
                        className="min-w-0 break-words text-brand-800 underline-offset-2 hover:underline"
                      >
                        {round.name}
                      </Link>
                      <span className="shrink-0 text-slate-600">
                        {t('dashboard.refundRoundLeft', { count: round.refunding })}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <h3 className="mt-4 text-sm font-semibold text-slate-800">{t('dashboard.failedRefunds')}</h3>
            {data.refunds.failed.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t('dashboard.failedRefundsNone')}</p>
            ) : (
              <ul className="mt-1 space-y-2 text-sm">
                {data.refunds.failed.map((failure) => (
                  <li key={failure.payment_id} className="flex gap-2 rounded-lg bg-red-50 p-2 text-red-900">
                    <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                    <span className="min-w-0 break-words">
                      {failure.project_name ? <strong className="block">{failure.project_name}</strong> : null}
                      {t('dashboard.failedRefund', {
                        id: failure.payment_id.slice(0, 8),
                        attempts: failure.attempts,
                        error: failure.last_error ?? '—',
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

/** Businesses whose revenue needs an operator (issue 26): late reports and payments to confirm. */
function RevenueAttention({ businesses }: { businesses: AdminDashboard['revenue'] }) {
  const { t } = useTranslation('admin-revenue');
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="revenue-attention">
      <h2 id="revenue-attention" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Receipt className="size-5 text-slate-500" aria-hidden />
        {t('dashboard.title')}
      </h2>
      {businesses.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('dashboard.none')}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {businesses.map((business) => (
            <li key={business.id}>
              <Link
                to={paths.adminProjectPayouts.getHref(business.id)}
                className="min-w-0 font-medium break-words text-brand-800 underline-offset-2 hover:underline"
              >
                {business.name}
              </Link>
              <span className="block text-slate-700">
                {[
                  business.late_reports > 0 ? t('dashboard.late', { count: business.late_reports }) : null,
                  business.payments_to_confirm > 0
                    ? t('dashboard.toConfirm', {
                        count: business.payments_to_confirm,
                        amount: formatMoney(business.to_confirm, business.currency, { cents: true }),
                      })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Funded raises the platform still holds: the operator sends each from its business's payouts page. */
function ToDisburse({ raises }: { raises: AdminDashboard['to_disburse'] }) {
  const { t } = useTranslation('admin-lifecycle');
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="to-disburse">
      <h2 id="to-disburse" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Send className="size-5 text-slate-500" aria-hidden />
        {t('dashboard.toDisburse')}
      </h2>
      {raises.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('dashboard.toDisburseEmpty')}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm" data-testid="to-disburse">
          {raises.map((raise) => (
            <li key={raise.id} className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <Link
                  to={paths.adminProjectPayouts.getHref(raise.id)}
                  className="block break-words font-medium text-brand-800 underline-offset-2 hover:underline"
                >
                  {raise.name}
                </Link>
                <span
                  className={raise.available_from ? 'text-xs text-slate-600' : 'text-xs font-medium text-brand-700'}
                >
                  {raise.available_from
                    ? t('dashboard.sendableFrom', { date: formatDate(raise.available_from) })
                    : t('dashboard.readyToSend')}
                </span>
              </span>
              <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                {formatMoney(raise.held, raise.currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OpenRaise({ raise, clockOffsetMs }: { raise: AdminDashboard['open_raises'][number]; clockOffsetMs: number }) {
  const { t } = useTranslation('admin-lifecycle');
  const days = daysUntil(raise.funding_end, undefined, clockOffsetMs);
  const percent = raise.target > 0 ? Math.min(100, Math.floor((raise.raised / raise.target) * 100)) : 0;
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.adminProjectStatus.getHref(raise.id)}
            className="font-medium text-slate-900 underline-offset-2 hover:underline"
          >
            {raise.name}
          </Link>
          <ProjectStatusBadge status={raise.status} />
        </div>
        <div className="mt-1.5 flex items-center gap-2 text-xs text-slate-600">
          <span
            className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label={t('dashboard.progress')}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <span className="block h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
          </span>
          {formatMoney(raise.raised, raise.currency)} / {formatMoney(raise.target, raise.currency)}
        </div>
      </div>
      <div className="text-sm sm:text-right">
        <div className="text-slate-800">
          {raise.funding_end ? formatDate(raise.funding_end) : t('dashboard.noDeadline')}
        </div>
        {days !== null ? (
          <div className={days < 0 ? 'text-xs font-medium text-red-700' : 'text-xs text-slate-600'}>
            {days < 0 ? t('dashboard.overdue') : t('dashboard.daysLeft', { count: days })}
          </div>
        ) : null}
      </div>
    </li>
  );
}

function Stat({ icon, label, value, href }: { icon: ReactNode; label: string; value: string; href?: string }) {
  const body = (
    <>
      <span
        className="hidden size-10 shrink-0 sm:flex items-center justify-center rounded-full bg-brand-50 text-brand-700"
        aria-hidden
      >
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-medium text-slate-600">{label}</span>
        <span className="block text-base font-bold text-slate-900 tabular-nums sm:text-xl">{value}</span>
      </span>
    </>
  );
  const className = 'flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4';
  return href ? (
    <Link to={href} className={`${className} hover:border-brand-300`}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
