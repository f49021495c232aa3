import type { ShareSource } from '@grove/contracts';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useCreateShareLink, useShareLinks } from '../api/share-links';
import { Panel, QueryState } from './query-state';

/** A share link's address: the business page with `?ref=<code>`. */
export const shareLinkUrl = (businessId: string, code: string, origin = window.location.origin) =>
  `${origin}${paths.business.getHref(businessId)}?ref=${encodeURIComponent(code)}`;

/**
 * Where investors come from (issue 26): the team's named share links, each with a copy button,
 * and per source (each link, and Direct) its investors and the amount invested, confirmed
 * investments only, adding up to the raise's figures. Nothing names an investor.
 */
export function SourcesPanel({ businessId }: { businessId: string }) {
  const { t } = useTranslation('founder-portal');
  const links = useShareLinks(businessId);
  return (
    <Panel title={t('sources.title')} id="panel-sources">
      <p className="mb-4 text-sm text-slate-600">{t('sources.hint')}</p>
      <QueryState query={links}>
        {(data) => (
          <div className="flex min-w-0 flex-col gap-5">
            <div className="min-w-0 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-xs text-slate-500 uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('sources.source')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {t('sources.investors')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('sources.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.sources.map((source) => (
                    <SourceRow
                      key={source.id ?? 'direct'}
                      businessId={businessId}
                      source={source}
                      currency={data.currency}
                    />
                  ))}
                </tbody>
                <tfoot className="border-t border-slate-200 font-semibold text-slate-900">
                  <tr>
                    <th scope="row" className="py-2 pr-3">
                      {t('sources.total')}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{data.investor_count}</td>
                    <td className="py-2 text-right tabular-nums">{formatMoney(data.raised, data.currency)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <p className="text-xs text-slate-500">{t('sources.privacy')}</p>
            <NewLinkForm businessId={businessId} />
          </div>
        )}
      </QueryState>
    </Panel>
  );
}

function SourceRow({ businessId, source, currency }: { businessId: string; source: ShareSource; currency: string }) {
  const { t } = useTranslation('founder-portal');
  return (
    <tr className="align-top">
      <td className="py-2 pr-3">
        {source.code ? (
          <div className="flex min-w-0 flex-col gap-1">
            <span className="font-medium break-words text-slate-900">{source.name}</span>
            <div className="flex min-w-0 flex-wrap items-center gap-x-2">
              <code className="min-w-0 text-xs break-all text-slate-500" data-testid="share-link-url">
                {shareLinkUrl(businessId, source.code)}
              </code>
              <CopyButton text={shareLinkUrl(businessId, source.code)} name={source.name ?? ''} />
            </div>
          </div>
        ) : (
          <span className="font-medium text-slate-900">{t('sources.direct')}</span>
        )}
      </td>
      <td className="py-2 pr-3 text-right tabular-nums">{source.investors}</td>
      <td className="py-2 text-right tabular-nums">{formatMoney(source.amount, currency)}</td>
    </tr>
  );
}

function CopyButton({ text, name }: { text: string; name: string }) {
  const { t } = useTranslation('founder-portal');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('The clipboard is not available.');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), 4_000);
  };
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="shrink-0"
        aria-label={t('sources.copyLink', { name })}
        onClick={() => void copy()}
      >
        {state === 'copied' ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        <span className="sr-only sm:not-sr-only">{t('sources.copy')}</span>
      </Button>
      <span role="status" className={state === 'failed' ? 'text-xs text-red-700' : 'text-xs text-brand-800'}>
        {state === 'copied' ? t('sources.copied') : state === 'failed' ? t('sources.copyFailed') : ''}
      </span>
    </>
  );
}

function NewLinkForm({ businessId }: { businessId: string }) {
  const { t } = useTranslation('founder-portal');
  const create = useCreateShareLink(businessId);
  const [name, setName] = useState('');
  const id = useId();
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return;
        create.mutate({ name: name.trim() }, { onSuccess: () => setName('') });
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('sources.newLink')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          maxLength={60}
          placeholder={t('sources.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="sm:max-w-xs"
        />
        <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
          {t('sources.create')}
        </Button>
      </div>
      {create.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(t, create.error, create.error.message)}
        </p>
      ) : null}
    </form>
  );
}
