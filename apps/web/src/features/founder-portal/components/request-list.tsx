import type { ChangeRequest } from '@grove/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

const TONES: Record<ChangeRequest['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-brand-50 text-brand-800 ring-brand-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

export function RequestStatus({ status }: { status: ChangeRequest['status'] }) {
  const { t } = useTranslation('founder-portal');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[status],
      )}
    >
      {t(`requests.status.${status}`)}
    </span>
  );
}

/** A business's requests to the operators, newest first, with what the operator answered. */
export function RequestList({ requests }: { requests: readonly ChangeRequest[] }) {
  const { t } = useTranslation('founder-portal');
  if (requests.length === 0) return <p className="text-sm text-slate-500">{t('requests.none')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="requests">
      {requests.map((request) => (
        <li key={request.id} className="rounded-lg border border-slate-200 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900">{t(`requests.kind.${request.kind}`)}</span>
            <RequestStatus status={request.status} />
            <span className="text-slate-500">{formatDateTime(request.created_at)}</span>
          </div>
          {request.kind === 'edit' ? (
            <p className="mt-1 text-slate-600">
              {t('requests.fields', {
                fields: Object.keys(request.after)
                  .map((field) => t(`fields.${field}`, { defaultValue: field }))
                  .join(', '),
              })}
            </p>
          ) : null}
          {request.message ? (
            <p className="mt-2 rounded-md bg-slate-50 px-3 py-2 text-slate-800">
              <span className="font-medium">{t('requests.operatorSaid')}</span> {request.message}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
