import type { AdminApplication, ApplicationPerson } from '@grove/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, inputClasses } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import { openPrivateFile } from '@/lib/open-private-file';
import { paths } from '@/lib/paths';
import { useFormatDate } from '@/lib/use-format-date';
import {
  adminApplicationKeys,
  applicationDocumentUrl,
  useAdminApplication,
  useApplicationAction,
  type ApplicationAction,
} from '../api/applications';

type Decision = 'request-changes' | 'reject' | 'approve';

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="mt-0.5 break-words whitespace-pre-line text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One application to raise in the console (issue 26): everything the applicant gave, each person's
 * identity check, the papers (each opening recorded), notes and the journal, and the decisions:
 * ask for changes, reject, or approve into a draft business.
 */
export function ApplicationDetailPage({ id }: { id: string }) {
  const { t } = useTranslation('admin-applications');
  const application = useAdminApplication(id);
  if (application.isPending) return <PageLoader label={t('common:loading')} />;
  if (application.isError) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
        <LoadError
          message={t('common:errors.generic', { error: errorText(t, application.error, application.error.message) })}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void application.refetch()}
          retrying={application.isFetching}
        />
      </div>
    );
  }
  return <Loaded application={application.data} />;
}

function Loaded({ application }: { application: AdminApplication }) {
  const { t, i18n } = useTranslation(['admin-applications', 'applications', 'businesses']);
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const action = useApplicationAction(application.id);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const { company, raise, revenue } = application;
  const unverified = application.people.filter((person) => person.check !== 'passed');
  const country = (code: string) => new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;

  async function act(request: ApplicationAction, done: string): Promise<boolean> {
    setNotice(null);
    try {
      await action.mutateAsync(request);
      setNotice({ tone: 'ok', text: done });
      return true;
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(t, error, t('detail.failed')) });
      return false;
    }
  }

  async function decide() {
    if (!deciding) return;
    if (deciding !== 'approve' && !message.trim()) {
      setMessageError(t('detail.messageRequired'));
      return;
    }
    const ok = await act(
      deciding === 'approve' ? { type: 'approve' } : { type: deciding, message },
      t(`detail.done.${deciding}`),
    );
    setDeciding(null);
    if (ok) setMessage('');
  }

  const open = (documentId: string) => {
    setNotice(null);
    openPrivateFile(applicationDocumentUrl(application.id, documentId))
      .then(() => queryClient.invalidateQueries({ queryKey: adminApplicationKeys.one(application.id) }))
      .catch((error: unknown) => setNotice({ tone: 'error', text: errorText(t, error, t('detail.failed')) }));
  };

  const checkLabel = (person: ApplicationPerson) => t(`applications:people.check.${person.check}`);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <Link to={paths.adminApplications.getHref()} className="text-sm font-medium text-brand-700 hover:underline">
        {t('detail.back')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-words text-slate-900">{company?.name ?? t('list.untitled')}</h1>
        <ApplicationStatusBadge status={application.status} label={t(`status.${application.status}`)} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {application.submitted_at
          ? t('detail.submitted', { date: formatDate(application.submitted_at) })
          : t('detail.notSubmitted')}
      </p>

      {notice ? (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'mt-4 rounded-lg px-4 py-3 text-sm',
            notice.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-800',
          )}
        >
          {notice.text}
        </p>
      ) : null}

      {application.status === 'submitted' ? (
        <section
          aria-labelledby="decide-title"
          className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
        >
          <h2 id="decide-title" className="font-semibold text-slate-900">
            {t('detail.decide')}
          </h2>
          {unverified.length > 0 ? (
            <p className="mt-1 text-sm text-slate-700">
              {t('detail.unverified', { names: unverified.map((person) => person.name).join(', ') })}
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-700">{t('detail.approveHint')}</p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button disabled={unverified.length > 0} onClick={() => setDeciding('approve')}>
              {t('detail.approve')}
            </Button>
            <Button variant="secondary" onClick={() => setDeciding('request-changes')}>
              {t('detail.requestChanges')}
            </Button>
            <Button variant="secondary" onClick={() => setDeciding('reject')}>
              {t('detail.reject')}
            </Button>
          </div>
        </section>
      ) : application.message ? (
        <Section
          id="message-title"
          title={t(`detail.lastMessage.${application.status === 'rejected' ? 'rejected' : 'changes'}`)}
        >
          <p className="whitespace-pre-line">{application.message}</p>
        </Section>
      ) : null}

      {application.status === 'approved' && application.project_id ? (
        <p className="mt-4">
          <ButtonLink to={paths.adminProject.getHref(application.project_id)} variant="secondary">
            {t('detail.openBusiness')}
          </ButtonLink>
        </p>
      ) : null}

      <div className="mt-6 grid gap-4">
        <Section id="applicant-title" title={t('detail.applicant')}>
          <Facts
            rows={[
              [t('detail.name'), application.applicant.name ?? '—'],
              [t('detail.email'), application.applicant.email],
            ]}
          />
        </Section>

        <Section id="company-title" title={t('applications:summary.company')}>
          {company ? (
            <Facts
              rows={[
                [t('applications:fields.name'), company.name],
                [t('applications:fields.country'), country(company.country)],
                [t('applications:fields.registration_number'), company.registration_number],
                [t('applications:fields.founded_on'), formatDate(`${company.founded_on}T00:00:00Z`)],
                [t('applications:fields.category'), t(`businesses:category.${company.category}`)],
                [t('applications:fields.address'), company.address],
                [t('applications:fields.description'), company.description],
              ]}
            />
          ) : (
            <p className="text-slate-500">{t('applications:summary.notGiven')}</p>
          )}
        </Section>

        <Section id="people-title" title={t('applications:summary.people')}>
          {application.people.length === 0 ? (
            <p className="text-slate-500">{t('applications:summary.notGiven')}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {application.people.map((person) => (
                <li key={person.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {person.name}
                      {person.is_applicant ? (
                        <span className="ml-2 text-xs text-slate-500">({t('detail.isApplicant')})</span>
                      ) : null}
                    </p>
                    <p className="text-xs break-all text-slate-500">{person.email}</p>
                    <p className="text-sm">
                      {t(`applications:people.roles.${person.role}`)} ·{' '}
                      {t('applications:people.owns', { share: person.ownership })}
                    </p>
                  </div>
                  <div className="text-right">
                    <span
                      className={cn(
                        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
                        person.check === 'passed'
                          ? 'bg-brand-50 text-brand-800'
                          : person.check === 'failed'
                            ? 'bg-red-50 text-red-800'
                            : 'bg-amber-50 text-amber-800',
                      )}
                    >
                      {checkLabel(person)}
                    </span>
                    {person.check_reason ? (
                      <p className="mt-1 text-xs text-slate-500">
                        {t(`detail.reasons.${person.check_reason}`, { defaultValue: person.check_reason })}
                      </p>
                    ) : null}
                    {person.is_applicant ? (
                      <p className="mt-1 text-xs text-slate-500">{t('detail.throughAccount')}</p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="raise-title" title={t('applications:summary.raise')}>
          {raise ? (
            <Facts
              rows={[
                [t('applications:fields.amount'), formatMoney(raise.amount, raise.currency)],
                [t('applications:fields.min_raise'), formatMoney(raise.min_raise, raise.currency)],
                [t('applications:fields.revenue_share'), `${raise.revenue_share} %`],
                [t('applications:fields.term_months'), String(raise.term_months)],
                [t('applications:fields.contract_multiple'), `${raise.contract_multiple}×`],
                [t('applications:fields.use_of_funds'), raise.use_of_funds],
              ]}
            />
          ) : (
            <p className="text-slate-500">{t('applications:summary.notGiven')}</p>
          )}
        </Section>

        <Section id="revenue-title" title={t('applications:summary.revenue')}>
          {revenue ? (
            <Facts
              rows={[
                [t('applications:fields.revenue_12m'), formatMoney(revenue.revenue_12m, revenue.currency)],
                ...(revenue.note ? ([[t('applications:fields.note'), revenue.note]] as [string, ReactNode][]) : []),
              ]}
            />
          ) : (
            <p className="text-slate-500">{t('applications:summary.notGiven')}</p>
          )}
        </Section>

        <Section id="documents-title" title={t('applications:summary.documents')}>
          {application.documents.length === 0 ? (
            <p className="text-slate-500">{t('applications:summary.notGiven')}</p>
          ) : (
            <ul className="grid gap-2">
              {application.documents.map((document) => {
                const opened = application.events.some(
                  (event) => event.kind === 'document_opened' && event.document_id === document.id,
                );
                return (
                  <li key={document.id} className="flex flex-wrap items-center gap-2">
                    <FileText className="size-4 text-slate-500" aria-hidden />
                    <span className="min-w-0 flex-1 break-all">
                      <span className="font-medium">{t(`applications:documents.kinds.${document.kind}`)}</span>:{' '}
                      {document.name}
                    </span>
                    {opened ? <span className="text-xs text-brand-700">{t('detail.checked')}</span> : null}
                    <Button size="sm" variant="secondary" onClick={() => open(document.id)}>
                      {t('detail.open')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </Section>

        <Section id="notes-title" title={t('detail.notes')}>
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (!note.trim()) return;
              void act({ type: 'notes', message: note }, t('detail.done.note')).then((ok) => ok && setNote(''));
            }}
          >
            <Field label={t('detail.noteLabel')}>
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  className={cn(inputClasses(), 'h-auto py-2')}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              )}
            </Field>
            <div>
              <Button type="submit" variant="secondary" size="sm" disabled={!note.trim()} loading={action.isPending}>
                {t('detail.addNote')}
              </Button>
            </div>
          </form>
          <h3 className="mt-5 text-sm font-semibold text-slate-900">{t('detail.journal')}</h3>
          {application.events.length === 0 ? (
            <p className="mt-2 text-slate-500">{t('detail.noEvents')}</p>
          ) : (
            <ol className="mt-2 grid gap-2">
              {application.events.map((event) => (
                <li key={event.id} className="rounded-lg bg-slate-50 px-3 py-2">
                  <p className="text-xs text-slate-500">
                    {formatDate(event.at, 'long')} · {event.actor ?? t('detail.applicantActor')}
                  </p>
                  <p className="font-medium text-slate-900">{t(`detail.events.${event.kind}`)}</p>
                  {event.message ? <p className="whitespace-pre-line">{event.message}</p> : null}
                </li>
              ))}
            </ol>
          )}
        </Section>
      </div>

      <Dialog
        open={deciding !== null}
        onOpenChange={(open) => {
          if (!open) setDeciding(null);
        }}
        title={deciding ? t(`detail.dialog.${deciding}.title`) : ''}
        description={deciding ? t(`detail.dialog.${deciding}.text`) : undefined}
        closeLabel={t('detail.close')}
        tone={deciding === 'reject' ? 'danger' : 'default'}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeciding(null)}>
              {t('detail.cancel')}
            </Button>
            <Button
              variant={deciding === 'reject' ? 'danger' : 'primary'}
              loading={action.isPending}
              onClick={() => void decide()}
            >
              {deciding ? t(`detail.dialog.${deciding}.confirm`) : ''}
            </Button>
          </>
        }
      >
        {deciding && deciding !== 'approve' ? (
          <Field label={t(`detail.dialog.${deciding}.label`)} error={messageError}>
            {(control) => (
              <textarea
                {...control}
                rows={5}
                className={cn(inputClasses({ invalid: Boolean(messageError) }), 'h-auto py-2')}
                value={message}
                onChange={(event) => {
                  setMessage(event.target.value);
                  setMessageError(null);
                }}
              />
            )}
          </Field>
        ) : null}
      </Dialog>
    </div>
  );
}
