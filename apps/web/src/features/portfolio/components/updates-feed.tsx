import type { FeedItem } from '@grove/contracts';
import { ArrowDownLeft, Megaphone, MessageCircleReply, Newspaper, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { formatDate, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useFormatDate } from '@/lib/use-format-date';
import { useLanguage } from '@/lib/use-language';
import { useFeed } from '../api/get-feed';

const KINDS = {
  update: { Icon: Megaphone, tone: 'bg-brand-50 text-brand-700' },
  answer: { Icon: MessageCircleReply, tone: 'bg-sky-50 text-sky-800' },
  payout: { Icon: ArrowDownLeft, tone: 'bg-emerald-50 text-emerald-800' },
} as const;

/** A period's bound (YYYY-MM-DD) as written, in the reader's format. */
const day = (value: string | null) => (value ? formatDate(value, undefined, 'medium', 'UTC') : null);

function Entry({ item }: { item: FeedItem }) {
  const { t } = useTranslation('portfolio');
  const formatDay = useFormatDate();
  const { Icon, tone } = KINDS[item.kind];
  const amount =
    item.amount !== null && item.currency
      ? formatMoney(item.amount, item.currency.toUpperCase(), { cents: !Number.isInteger(item.amount) })
      : null;
  const from = day(item.period_start);
  const to = day(item.period_end);
  return (
    <li
      className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:gap-4 sm:p-5"
      data-testid="feed-item"
      data-kind={item.kind}
    >
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', tone)}>
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
          <span className="font-semibold text-slate-800">{t(`feed.kinds.${item.kind}`)}</span>
          <span aria-hidden>·</span>
          <time dateTime={item.at}>{formatDay(item.at)}</time>
        </p>
        <Link
          to={paths.business.getHref(item.project.id)}
          className="mt-0.5 inline-block text-sm font-semibold break-words text-brand-700 hover:underline"
        >
          {item.project.name}
        </Link>
        {item.kind === 'payout' ? (
          <p className="mt-1 text-sm text-slate-800">
            {amount && from && to
              ? t('feed.payout', { amount, from, to })
              : amount
                ? t('feed.payoutNoPeriod', { amount })
                : t('feed.payoutShort')}
          </p>
        ) : (
          <>
            {item.title ? (
              <h3 className="mt-1 text-base font-semibold break-words text-slate-900">
                {item.kind === 'answer' ? `${t('feed.questionLabel')} ` : null}
                <span lang={item.language ?? undefined}>{item.title}</span>
              </h3>
            ) : null}
            {item.body ? (
              <p
                lang={item.language ?? undefined}
                className="mt-1 line-clamp-4 text-sm break-words whitespace-pre-line text-slate-700"
              >
                {item.body}
              </p>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}

/**
 * The updates feed (issue 22): updates, answers to questions and payouts of the businesses the
 * investor saved or invested in, newest first, a page at a time; each leads to its business.
 */
export function UpdatesFeed() {
  const { t } = useTranslation('portfolio');
  const language = useLanguage();
  const query = useFeed(language);

  if (query.isPending) return <PageLoader label={t('feed.loading')} />;
  if (query.isError) {
    return (
      <LoadError
        message={t('common:errors.generic', { error: errorText(t, query.error, query.error.message) })}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Newspaper className="size-6" aria-hidden />}
        title={t('feed.empty.title')}
        description={t('feed.empty.description')}
        action={
          <ButtonLink to={paths.businesses.getHref()}>
            <Search className="size-4" aria-hidden />
            {t('explore')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <section aria-labelledby="feed-title" data-testid="updates-feed">
      <h2 id="feed-title" className="sr-only">
        {t('feed.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('feed.description')}</p>
      <ul className="space-y-3">
        {items.map((item) => (
          <Entry key={item.id} item={item} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
            data-testid="feed-more"
          >
            {t('feed.more')}
          </Button>
        </div>
      ) : null}
      {query.isFetchNextPageError ? (
        <p role="alert" className="mt-3 text-center text-sm font-medium text-red-800">
          {t('feed.moreFailed')}
        </p>
      ) : null}
    </section>
  );
}
