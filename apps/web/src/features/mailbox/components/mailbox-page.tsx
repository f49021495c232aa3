import type { MailboxMessage } from '@grove/contracts';
import { useQuery } from '@tanstack/react-query';
import { Inbox, RefreshCw, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, inputClasses } from '@/components/ui/form-field';
import { PageLoader } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { isMailboxRefused, mailboxQueryOptions } from '../api/get-mailbox';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const isCompleteAddress = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

const STATUS_STYLES: Record<MailboxMessage['status'], string> = {
  sent: 'bg-brand-50 text-brand-800 ring-brand-200',
  queued: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

function MessageCard({ message }: { message: MailboxMessage }) {
  const { t, i18n } = useTranslation('mailbox');
  const sentAt = new Date(message.created_at);
  const time = Number.isNaN(sentAt.getTime())
    ? message.created_at
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(sentAt);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="mailbox-message">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h2 className="min-w-0 flex-1 text-base font-semibold break-words text-slate-900">{message.subject}</h2>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
            STATUS_STYLES[message.status] ?? STATUS_STYLES.queued,
          )}
        >
          {t(`status.${message.status}`, { defaultValue: message.status })}
        </span>
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
        <div className="flex min-w-0 gap-1.5">
          <dt>{t('to')}</dt>
          <dd className="min-w-0 font-medium break-all text-slate-800">{message.to}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="sr-only">{t('sentAt')}</dt>
          <dd>
            <time dateTime={message.created_at}>{time}</time>
          </dd>
        </div>
      </dl>
      <pre className="mt-4 max-h-96 overflow-auto rounded-xl bg-slate-50 p-4 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
        {message.text}
      </pre>
    </article>
  );
}

/**
 * /dev/mailbox (PRODUCT.md decision 4): the e-mails of the local outbox, newest
 * first, with a recipient filter (kept in the address) and a refresh button.
 */
export function MailboxPage() {
  const { t } = useTranslation('mailbox');
  const [searchParams, setSearchParams] = useSearchParams();
  const [filter, setFilter] = useState(() => searchParams.get('email') ?? '');
  const email = useDebouncedValue(filter.trim(), 300);
  // The server filters by a whole address; while one is being typed, the list is narrowed here.
  const query = useQuery(mailboxQueryOptions(isCompleteAddress(email) ? email : ''));
  const messages = query.data?.filter((message) => message.to.toLowerCase().includes(email.toLowerCase()));

  useEffect(() => {
    setSearchParams(email ? { email } : {}, { replace: true });
  }, [email, setSearchParams]);

  let content;
  if (query.isPending) {
    content = <PageLoader label={t('common:loading')} />;
  } else if (query.isError && isMailboxRefused(query.error)) {
    content = (
      <EmptyState
        icon={<Inbox className="size-6" aria-hidden />}
        title={t('refused.title')}
        description={t('refused.description')}
      />
    );
  } else if (query.isError) {
    content = (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {t('loadFailed')} {errorText(t, query.error, '')}
      </p>
    );
  } else if (!messages?.length) {
    content = (
      <EmptyState
        icon={<Inbox className="size-6" aria-hidden />}
        title={t('empty.title')}
        description={email ? t('empty.filtered', { email }) : t('empty.description')}
      />
    );
  } else {
    content = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('count', { count: messages.length })}
        </p>
        {messages.map((message) => (
          <MessageCard key={message.id} message={message} />
        ))}
      </div>
    );
  }

  return (
    <section className="mx-auto w-full max-w-3xl px-4 pt-6 pb-12 sm:pt-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-slate-600">{t('subtitle')}</p>
      </header>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label={t('filter')} className="flex-1">
          {(control) => (
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
                aria-hidden
              />
              <input
                {...control}
                type="search"
                inputMode="email"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                placeholder={t('filterPlaceholder')}
                className={inputClasses({ leading: true })}
              />
            </div>
          )}
        </Field>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <RefreshCw className={cn('size-4', query.isFetching && 'animate-spin')} aria-hidden />
          {t('refresh')}
        </Button>
      </div>
      <div className="mt-6">{content}</div>
    </section>
  );
}
