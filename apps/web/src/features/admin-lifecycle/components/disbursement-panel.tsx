import {
  type AdminDisbursement,
  type Disbursement,
  type DisbursementBlock,
  type RecordDisbursementRequest,
} from '@grove/contracts';
import { AlertCircle, CheckCircle2, Info, Landmark } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { validationText } from '@/lib/error-text';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useFormatDate } from '@/lib/use-format-date';
import { useProjectDisbursement } from '../api/get-project-disbursement';
import { useRecordDisbursement } from '../api/record-disbursement';
import { ConfirmRecordDialog } from './confirm-record-dialog';
import { disbursementResolver, SERVER_FIELD_MESSAGES, type DisbursementFormValues } from '../utils/disbursement-form';
import { REFERENCE_MAX_LENGTH } from '../utils/payout-form';

const money = (amount: number, currency: string) => formatMoney(amount, currency, { cents: true });

/**
 * The money raised (above a business's payouts): what the platform holds for the raise, and
 * either the transfer that sent it to the business, why it can't be sent yet, or the form to
 * record that transfer, confirmed in a dialog that names the amount and the business. A refusal
 * reads the panel again and says why in the reader's language.
 */
export function DisbursementPanel({ projectId, businessName }: { projectId: string; businessName: string }) {
  const { t } = useTranslation('admin-lifecycle');
  const query = useProjectDisbursement(projectId);
  const [failure, setFailure] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<Disbursement | null>(null);
  const state = query.data;

  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-labelledby="disbursement-title"
      aria-busy={query.isPending || undefined}
      data-testid="disbursement-panel"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="disbursement-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Landmark className="size-5 text-slate-500" aria-hidden />
            {t('disbursement.title')}
          </h2>
          {/* How it works, while the raise is still to be sent. */}
          {state?.disbursement || recorded ? null : (
            <p className="mt-1 text-sm text-slate-600">{t('disbursement.subtitle')}</p>
          )}
        </div>
        {state ? (
          <dl className="min-w-0 sm:text-right" data-testid="disbursement-held">
            <dt className="text-xs font-medium text-slate-600">{t('disbursement.held')}</dt>
            <dd className="mt-0.5 text-xl font-bold text-slate-900 tabular-nums">
              {money(state.held, state.currency)}
            </dd>
          </dl>
        ) : null}
      </div>

      {query.isPending ? (
        <div className="mt-4 flex justify-center">
          <Spinner label={t('common:loading')} />
        </div>
      ) : query.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t('disbursement.loadFailed')}
        </p>
      ) : (
        <>
          {/* One live region for the panel's state: a transfer recorded, or why none can be, is announced. */}
          <div role="status" aria-live="polite">
            <DisbursementState state={query.data} recorded={recorded} />
          </div>
          {failure ? (
            <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              {failure}
            </p>
          ) : null}
          {query.data.blocked === null && !recorded ? (
            <DisbursementForm
              state={query.data}
              businessName={businessName}
              onReview={() => setFailure(null)}
              onRecorded={(disbursement) => {
                setFailure(null);
                setRecorded(disbursement);
              }}
              onFailure={setFailure}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

/** The transfer made (or just recorded), else why the raise can't be sent now; nothing while it can. */
function DisbursementState({ state, recorded }: { state: AdminDisbursement; recorded: Disbursement | null }) {
  const { t } = useTranslation(['admin-lifecycle', 'admin']);
  const formatSent = useFormatDate();
  const sent = state.disbursement ?? recorded;
  if (sent) {
    return (
      <p
        className="mt-4 flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900"
        data-testid="disbursement-sent"
      >
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">
          {t('disbursement.sent', {
            date: formatSent(sent.created_at),
            amount: money(sent.amount, sent.currency),
            reference: sent.reference,
          })}
        </span>
      </p>
    );
  }
  if (state.blocked === null || state.blocked === 'disbursed') return null;
  const { available_from: until } = state;
  const blockedText: Record<Exclude<DisbursementBlock, 'disbursed'>, () => string> = {
    status: () =>
      t('disbursement.blocked.status', {
        status: t(`admin:status.${state.status}`, { defaultValue: state.status }),
        funded: t('admin:status.funded'),
        active: t('admin:status.active'),
        payout: t('admin:status.payout'),
      }),
    cancellation_window: () =>
      until
        ? t('disbursement.blocked.cancellationWindow', { date: formatDateTime(until) })
        : t('disbursement.blocked.cancellationWindowOpen'),
    reservations: () => t('disbursement.blocked.reservations'),
    refund_in_progress: () => t('disbursement.blocked.refundInProgress'),
    nothing_held: () => t('disbursement.blocked.nothingHeld'),
  };
  return (
    <p
      className="mt-4 flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
      data-testid="disbursement-blocked"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
      <span className="min-w-0">{blockedText[state.blocked]()}</span>
    </p>
  );
}

/**
 * The bank transfer's reference and the button that records it; confirmed in a dialog that
 * names the whole amount held and the business. The buttons wait while the request is on its way.
 */
function DisbursementForm({
  state,
  businessName,
  onReview,
  onRecorded,
  onFailure,
}: {
  state: AdminDisbursement;
  businessName: string;
  onReview: () => void;
  onRecorded: (disbursement: Disbursement) => void;
  onFailure: (text: string) => void;
}) {
  const { t } = useTranslation('admin-lifecycle');
  const record = useRecordDisbursement(state.project_id);
  const { held, currency } = state;
  const resolver = useMemo(() => disbursementResolver({ held, currency }), [held, currency]);
  const form = useForm<DisbursementFormValues, unknown, RecordDisbursementRequest>({
    resolver,
    defaultValues: { reference: '' },
  });
  const [pending, setPending] = useState<RecordDisbursementRequest | null>(null);

  const referenceError = (() => {
    const error = form.formState.errors.reference;
    if (!error?.message) return null;
    // Checks made here carry a key; the server's refusals arrive as text, translated when known.
    return error.type === 'client' ? t(`disbursement.errors.${error.message}`) : error.message;
  })();

  const review = form.handleSubmit((body) => {
    onReview();
    record.reset();
    setPending(body);
  });

  /** A refusal in the reader's language when its code is known, else the server's own detail. */
  const refusalText = (error: unknown, body: RecordDisbursementRequest): string => {
    if (!(error instanceof ApiError)) return t('errors.generic');
    if (error.fields.length > 0) return validationText(t, error.message, SERVER_FIELD_MESSAGES) ?? error.message;
    return t([`disbursement.errors.codes.${error.code}`, `common:errors.codes.${error.code}`], {
      defaultValue: error.message,
      reference: body.reference,
    });
  };

  const confirm = () => {
    const body = pending;
    if (!body || record.isPending) return;
    record.mutate(body, {
      onSuccess: (disbursement) => {
        setPending(null);
        form.reset({ reference: '' });
        onRecorded(disbursement);
      },
      onError: (error) => {
        setPending(null);
        onFailure(refusalText(error, body));
        if (!(error instanceof ApiError)) return;
        for (const field of error.fields) {
          if (field.path === 'reference') {
            form.setError('reference', {
              type: 'server',
              message: validationText(t, field.message, SERVER_FIELD_MESSAGES),
            });
          }
        }
        if (error.code === 'DISBURSEMENT_REFERENCE_TAKEN') {
          form.setError('reference', { type: 'server', message: t(`disbursement.errors.field.${error.code}`) });
        }
      },
    });
  };

  const amountText = pending ? money(held, currency) : '';

  return (
    <>
      <form className="mt-4 grid gap-4 sm:grid-cols-6" onSubmit={(event) => void review(event)} noValidate>
        <Field
          className="sm:col-span-4"
          label={t('disbursement.form.reference')}
          hint={t('disbursement.form.referenceHint')}
          error={referenceError}
        >
          {(control) => (
            <Input {...control} maxLength={REFERENCE_MAX_LENGTH} autoComplete="off" {...form.register('reference')} />
          )}
        </Field>
        <div className="sm:col-span-6">
          <Button type="submit" loading={record.isPending}>
            {t('disbursement.form.record')}
          </Button>
        </div>
      </form>

      <ConfirmRecordDialog
        rows={
          pending
            ? [
                { label: t('disbursement.confirm.amount'), value: amountText, figure: true },
                { label: t('disbursement.confirm.reference'), value: pending.reference },
              ]
            : null
        }
        title={t('disbursement.confirm.title', { amount: amountText, name: businessName })}
        description={t('disbursement.confirm.body')}
        icon={<Landmark className="size-5" aria-hidden />}
        confirmLabel={t('disbursement.confirm.record')}
        busy={record.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
