import type { Portfolio, Project } from '@grove/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownLeft, Briefcase, ChartColumn, Heart, Search, Wallet } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { SignInPrompt } from '@/components/sign-in-prompt';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { portfolioQueryOptions } from '@/lib/portfolio';
import { balanceIn } from '@/lib/wallet';
import { useSession } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import { DocumentsTab } from './documents-tab';
import { InvestmentList } from './investment-list';
import { PayoutsChart } from './payouts-chart';
import { UnfinishedPayments } from './unfinished-payments';
import { UpdatesFeed } from './updates-feed';
import { WalletTab } from './wallet-tab';

const TABS = ['investments', 'updates', 'wallet', 'documents', 'saved'] as const;
type PortfolioTab = (typeof TABS)[number];
const TAB_PARAM = 'tab';

const tabFromParam = (value: string | null): PortfolioTab =>
  TABS.includes(value as PortfolioTab) ? (value as PortfolioTab) : 'investments';

export interface PortfolioPageProps {
  /** How a saved business is shown (the app passes the catalogue's card with its save toggle). */
  renderProject: (project: Project) => ReactNode;
}

/** Spec §2: the unauthorised state, with sign-up and log-in actions that come back here. */
function SignedOut() {
  const { t } = useTranslation('portfolio');
  return (
    <SignInPrompt
      icon={Briefcase}
      title={t('signedOut.title')}
      description={t('signedOut.description')}
      back={paths.portfolio.getHref()}
      className="mx-auto mt-8 max-w-lg"
      testId="portfolio-signed-out"
    />
  );
}

function ExploreButton() {
  const { t } = useTranslation('portfolio');
  return (
    <ButtonLink to={paths.businesses.getHref()}>
      <Search className="size-4" aria-hidden />
      {t('explore')}
    </ButtonLink>
  );
}

function Summary({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('portfolio');
  const currency = portfolio.currency.toUpperCase();
  // The wallet in the portfolio's currency first; other currencies under it.
  const main = balanceIn(portfolio.wallet, currency);
  const others = portfolio.wallet.filter(
    (balance) => balance.currency.toUpperCase() !== currency && balance.balance > 0,
  );
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" data-tour="portfolio-totals">
      <div className="col-span-2 rounded-2xl bg-brand-800 p-5 text-white shadow-sm sm:col-span-1">
        <dt className="flex items-center gap-2 text-sm text-brand-100">
          <Briefcase className="size-4" aria-hidden />
          {t('summary.totalInvested')}
        </dt>
        <dd className="mt-2 text-3xl font-bold tracking-tight tabular-nums" data-testid="total-invested">
          {formatMoney(portfolio.total_invested, currency)}
        </dd>
        <dd className="mt-1 text-sm text-brand-100">
          {t('summary.investmentsCount', { count: portfolio.investment_count })}
        </dd>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <dt className="flex items-center gap-2 text-sm text-slate-600">
          <ArrowDownLeft className="size-4 text-brand-700" aria-hidden />
          {t('summary.received')}
        </dt>
        <dd
          className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl"
          data-testid="total-received"
        >
          {formatMoney(portfolio.total_received, currency, { cents: !Number.isInteger(portfolio.total_received) })}
        </dd>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <dt className="flex items-center gap-2 text-sm text-slate-600">
          <Wallet className="size-4 text-brand-700" aria-hidden />
          {t('summary.wallet')}
        </dt>
        <dd
          className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl"
          data-testid="wallet-total"
        >
          {formatMoney(main.balance, currency, { cents: !Number.isInteger(main.balance) })}
        </dd>
        {main.withdrawing > 0 ? (
          <dd className="mt-1 text-xs text-slate-500">
            {t('summary.withdrawing', { amount: formatMoney(main.withdrawing, currency, { cents: true }) })}
          </dd>
        ) : null}
        {others.map((balance) => (
          <dd key={balance.currency} className="mt-1 text-sm font-semibold text-slate-700 tabular-nums">
            {formatMoney(balance.balance, balance.currency.toUpperCase(), {
              cents: !Number.isInteger(balance.balance),
            })}
          </dd>
        ))}
      </div>
    </dl>
  );
}

/** Payouts received over time, cumulative by month, when any have arrived. */
function PayoutsOverTime({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('wallet');
  const shares = useMemo(
    () =>
      portfolio.items.flatMap((item) =>
        item.payouts.map((payout) => ({
          amount: payout.amount,
          paid_at: payout.paid_at,
          currency: item.currency || item.project.currency,
        })),
      ),
    [portfolio.items],
  );
  if (shares.length === 0) return null;
  return (
    <section
      aria-labelledby="payouts-chart-title"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-tour="payouts-chart"
    >
      <h2 id="payouts-chart-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <ChartColumn className="size-4 text-brand-700" aria-hidden />
        {t('chart.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('chart.description')}</p>
      <PayoutsChart shares={shares} currency={portfolio.currency} />
    </section>
  );
}

function PortfolioContent({ renderProject }: PortfolioPageProps) {
  const { t } = useTranslation('portfolio');
  const language = useLanguage();
  const query = useQuery(portfolioQueryOptions(language));
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabFromParam(searchParams.get(TAB_PARAM));

  if (query.isPending) return <PageLoader label={t('loading')} />;
  if (query.isError) {
    return (
      <LoadError
        message={t('common:errors.generic', { error: errorText(t, query.error, query.error.message) })}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="mt-8"
      />
    );
  }

  const portfolio = query.data;
  const counts: Record<PortfolioTab, number | undefined> = {
    investments: portfolio.investment_count,
    updates: undefined,
    wallet: undefined,
    documents: undefined,
    saved: portfolio.favorites.length,
  };

  return (
    <>
      <Summary portfolio={portfolio} />
      <PayoutsOverTime portfolio={portfolio} />
      <Tabs
        label={t('tabsLabel')}
        value={tab}
        onValueChange={(value) =>
          setSearchParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set(TAB_PARAM, value);
              // A top-up's return belongs to the Wallet tab.
              if (value !== 'wallet') {
                next.delete('topUp');
                next.delete('status');
              }
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        className="mt-8"
        tabs={TABS.map((key) => ({ value: key, label: t(`tabs.${key}`), count: counts[key] }))}
      >
        {tab === 'wallet' ? (
          <WalletTab currency={portfolio.currency} />
        ) : tab === 'updates' ? (
          <UpdatesFeed />
        ) : tab === 'documents' ? (
          <DocumentsTab portfolio={portfolio} />
        ) : tab === 'investments' ? (
          <>
            <UnfinishedPayments payments={portfolio.unfinished} />
            {portfolio.items.length === 0 ? (
              <EmptyState
                icon={<Briefcase className="size-6" aria-hidden />}
                title={t('empty.investments.title')}
                description={t('empty.investments.description')}
                action={<ExploreButton />}
              />
            ) : (
              <InvestmentList items={portfolio.items} />
            )}
          </>
        ) : portfolio.favorites.length === 0 ? (
          <EmptyState
            icon={<Heart className="size-6" aria-hidden />}
            title={t('empty.saved.title')}
            description={t('empty.saved.description')}
            action={<ExploreButton />}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="saved-list">
            {portfolio.favorites.map((project) => (
              <li key={project.id}>{renderProject(project)}</li>
            ))}
          </ul>
        )}
      </Tabs>
    </>
  );
}

/**
 * The portfolio (spec §2): the total invested and the tabs Investments and Saved
 * Businesses with their empty states; signed out, the unauthorised state.
 */
export function PortfolioPage({ renderProject }: PortfolioPageProps) {
  const { t } = useTranslation('portfolio');
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  return (
    <div className="container-page py-8 lg:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-base text-slate-600">{t('subtitle')}</p>
      </header>
      {isAuthenticated ? <PortfolioContent renderProject={renderProject} /> : <SignedOut />}
    </div>
  );
}
