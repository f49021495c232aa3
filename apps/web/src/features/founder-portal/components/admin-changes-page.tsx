import {
  CHANGE_REQUEST_STATUSES,
  FOUNDER_CAMPAIGN_FIELDS,
  isLanguage,
  type ChangeRequest,
  type ChangeRequestStatus,
} from '@grove/contracts';
import { Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { inputClasses } from '@/components/ui/form-field';
import { Tabs } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { LANGUAGE_NAMES } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useChanges, useDecideChange } from '../api/changes';
import { compareChange, type ComparedLine } from '../utils/compare';
import { GalleryComparison } from './gallery-comparison';
import { QueryState } from './query-state';
import { RequestStatus } from './request-list';

/**
 * The console's queue of founders' requests (issue 26): a live campaign's changes shown before
 * and after, field by field and language by language; drafts sent for review; moderated updates.
 * Approving applies the change (once); rejecting sends the founder the operator's message.
 */
export function AdminChangesPage() {
  const { t } = useTranslation('founder-portal');
  const [status, setStatus] = useState<ChangeRequestStatus>('pending');
  const changes = useChanges(status);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 lg:py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('changes.title')}</h1>
        <p className="mt-1 text-slate-600">{t('changes.lead')}</p>
      </div>
      <Tabs
        label={t('changes.filter')}
        tabs={CHANGE_REQUEST_STATUSES.map((value) => ({ value, label: t(`requests.status.${value}`) }))}
        value={status}
        onValueChange={setStatus}
      >
        <div className="mt-4">
          <QueryState query={changes}>
            {(data) =>
              data.requests.length === 0 ? (
                <EmptyState icon={<Inbox className="size-6" aria-hidden />} title={t('changes.empty')} />
              ) : (
                <ul className="flex flex-col gap-4">
                  {data.requests.map((request) => (
                    <li key={request.id}>
                      <ChangeCard request={request} />
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
        </div>
      </Tabs>
    </div>
  );
}

/** "FAQ 2 › Question › Tiếng Việt": a compared line's field in words. */
function usePathLabel() {
  const { t } = useTranslation('founder-portal');
  return (path: ComparedLine['path']) =>
    path
      .map((part, index) => {
        if (typeof part === 'number') return `#${part}`;
        if (isLanguage(part)) return LANGUAGE_NAMES[part];
        return index === 0
          ? t(`fields.${part}`, { defaultValue: part })
          : t(`subfields.${part}`, { defaultValue: part });
      })
      .join(' › ');
}

function ChangeCard({ request }: { request: ChangeRequest }) {
  const { t } = useTranslation('founder-portal');
  const label = usePathLabel();
  const decide = useDecideChange();
  const [message, setMessage] = useState('');
  const [missingMessage, setMissingMessage] = useState(false);
  const messageId = useId();
  const lines = compareChange(request.before, request.after, FOUNDER_CAMPAIGN_FIELDS);
  const pending = request.status === 'pending';
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      aria-labelledby={`change-${request.id}`}
      data-testid="change"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={`change-${request.id}`} className="font-semibold text-slate-900">
          <Link to={paths.adminProject.getHref(request.project_id)} className="hover:underline">
            {request.project_name}
          </Link>
          {' · '}
          {t(`requests.kind.${request.kind}`)}
        </h2>
        <RequestStatus status={request.status} />
      </header>
      <p className="mt-1 text-sm text-slate-600">
        {t('changes.by', { who: request.requested_by ?? '—', when: formatDateTime(request.created_at) })}
      </p>
      {request.note ? (
        <p className="mt-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <span className="font-medium">{t('changes.note')}</span> {request.note}
        </p>
      ) : null}
      {request.kind === 'review' ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('changes.reviewHint')}{' '}
          <Link
            to={paths.adminProjectPreview.getHref(request.project_id)}
            className="font-medium text-brand-700 underline"
          >
            {t('changes.preview')}
          </Link>
        </p>
      ) : request.kind === 'media' ? (
        <GalleryComparison before={request.before} after={request.after} />
      ) : (
        <table className="mt-3 w-full text-sm sm:table-fixed">
          <caption className="sr-only">{t('changes.comparison')}</caption>
          {/* On a phone each line stacks (field, before, after), each side named. */}
          <thead className="hidden sm:table-header-group">
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="w-1/4 py-2 pr-2 font-medium">
                {t('changes.field')}
              </th>
              <th scope="col" className="py-2 pr-2 font-medium">
                {t('changes.before')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('changes.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr
                key={JSON.stringify(line.path)}
                className="flex flex-col gap-1 border-b border-slate-100 py-2 align-top last:border-0 sm:table-row"
              >
                <th scope="row" className="text-left font-medium text-slate-800 sm:py-2 sm:pr-2">
                  {label(line.path)}
                </th>
                <td className="break-words whitespace-pre-line text-slate-600 sm:py-2 sm:pr-2">
                  <span className="block text-xs font-medium text-slate-500 sm:hidden">{t('changes.before')}</span>
                  {line.before ? <del className="decoration-red-400">{line.before}</del> : <Empty />}
                </td>
                <td className="break-words whitespace-pre-line text-slate-900 sm:py-2">
                  <span className="block text-xs font-medium text-slate-500 sm:hidden">{t('changes.after')}</span>
                  {line.after ? <ins className="bg-brand-50 no-underline">{line.after}</ins> : <Empty />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {request.message ? (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-medium">{t('changes.operatorMessage')}</span> {request.message}
        </p>
      ) : null}
      {pending ? (
        <div className="mt-4 flex flex-col gap-2 border-t border-slate-100 pt-4">
          <label htmlFor={messageId} className="text-sm font-medium text-slate-800">
            {t('changes.message')}
          </label>
          <textarea
            id={messageId}
            rows={2}
            maxLength={2000}
            value={message}
            aria-invalid={missingMessage || undefined}
            aria-describedby={missingMessage ? `${messageId}-error` : undefined}
            onChange={(event) => {
              setMessage(event.target.value);
              setMissingMessage(false);
            }}
            className={cn(inputClasses({ invalid: missingMessage }), 'h-auto py-2')}
          />
          {missingMessage ? (
            <p id={`${messageId}-error`} className="text-sm text-red-700">
              {t('changes.messageRequired')}
            </p>
          ) : null}
          {decide.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorText(t, decide.error, decide.error.message)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              loading={decide.isPending && decide.variables?.approve === true}
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: request.id, approve: true, message: message.trim() })}
            >
              {request.kind === 'review' ? t('changes.approvePublish') : t('changes.approve')}
            </Button>
            <Button
              variant="secondary"
              loading={decide.isPending && decide.variables?.approve === false}
              disabled={decide.isPending}
              onClick={() => {
                if (!message.trim()) {
                  setMissingMessage(true);
                  return;
                }
                decide.mutate({ id: request.id, approve: false, message: message.trim() });
              }}
            >
              {t('changes.reject')}
            </Button>
          </div>
        </div>
      ) : null}
    </article>
  );
}

function Empty() {
  const { t } = useTranslation('founder-portal');
  return <span className="text-slate-400 italic">{t('changes.blank')}</span>;
}
